import { Button, Code, Image, Stack, Text } from '@mantine/core';
import { adminConfirmTotpEnrolment } from '@putt/contract/admin/second-factor';
import type { TStaffSession } from '@putt/contract/admin/session';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { ErrorState } from '../../../ui/states';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';

/** The base32 key in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Setting up a TOTP factor (issue 43): a button begins it (each press makes a new secret), the QR
 * code and its key are shown, a code from the app turns it on, and the ten recovery codes are
 * shown once before `onDone`.
 */
export function TotpEnrolment({ onDone }: { onDone: (staff: TStaffSession) => void }) {
  const { t } = useTranslation(['admin_security', 'admin']);
  const begin = useMutation({ mutationFn: () => api.call('adminBeginTotpEnrolment', {}) });
  const confirm = useMutation({
    mutationFn: (code: string) => api.call('adminConfirmTotpEnrolment', { code }),
  });
  const [done, setDone] = useState<{ staff: TStaffSession; recoveryCodes: string[] }>();
  const scanStep = useRef<HTMLParagraphElement>(null);
  const scanning = begin.data !== undefined;
  // each step replaces the button that led to it: the focus moves to the step's first words
  useEffect(() => {
    if (scanning) scanStep.current?.focus();
  }, [scanning]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onKept={() => onDone(done.staff)} />;
  if (!begin.data) {
    return (
      <Stack gap="sm" align="flex-start">
        {begin.error && <ErrorState message={errorMessage(begin.error, t, 'admin_security:enrol.failed')} />}
        <Button onClick={() => begin.mutate()} loading={begin.isPending}>
          {begin.error ? t('enrol.retry') : t('factor.start')}
        </Button>
      </Stack>
    );
  }
  const { qrSvg, secret } = begin.data;
  return (
    <Stack gap="sm">
      <Text ref={scanStep} tabIndex={-1}>
        {t('enrol.scan')}
      </Text>
      <Image
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt={t('enrol.qrAlt')}
        w={200}
        h={200}
        bg="white"
      />
      <Text size="sm">
        {t('enrol.manual')} <Code fz="sm">{grouped(secret)}</Code>
      </Text>
      <Text>{t('enrol.codeStep')}</Text>
      <CodeForm
        label={t('enrol.code')}
        submitLabel={t('enrol.confirm')}
        schema={adminConfirmTotpEnrolment.input}
        pending={confirm.isPending}
        digitsOnly
        send={async (code) => setDone(await confirm.mutateAsync(code))}
      />
    </Stack>
  );
}
