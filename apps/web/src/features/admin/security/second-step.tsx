import { Anchor, Stack, Text, Title } from '@mantine/core';
import { adminVerifySecondFactor } from '@putt/contract/admin/second-factor';
import type { TStaffSession } from '@putt/contract/admin/session';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { CodeForm } from './code-form';
import { TotpEnrolment } from './totp-enrolment';

type Props = {
  /** what the password sign-in asked for (contract staffSignInSteps) */
  step: 'verify' | 'enrol';
  onDone: (staff: TStaffSession) => void;
  onStartOver: () => void;
};

/**
 * The staff login's second step (issue 43): the code of the enrolled factor or a recovery code; or,
 * where a factor is required and none is set up, setting one up. It takes the password form's place,
 * and the focus moves to its title.
 */
export function SecondStep({ step, onDone, onStartOver }: Props) {
  const { t } = useTranslation('admin');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const verify = useMutation({
    mutationFn: (code: string) => api.call('adminVerifySecondFactor', { code }),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h3" ref={title} tabIndex={-1}>
        {t(step === 'verify' ? 'login.verifyTitle' : 'login.enrolTitle')}
      </Title>
      <Text size="sm">{t(step === 'verify' ? 'login.verifyIntro' : 'login.enrolIntro')}</Text>
      {step === 'verify' ? (
        <CodeForm
          label={t('login.code')}
          submitLabel={t('login.verify')}
          schema={adminVerifySecondFactor.input}
          pending={verify.isPending}
          send={async (code) => onDone((await verify.mutateAsync(code)).staff)}
        />
      ) : (
        <TotpEnrolment onDone={onDone} />
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onStartOver}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('login.startOver')}
      </Anchor>
    </Stack>
  );
}
