import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@putt/contract/format';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeyOf } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { StaffSessions } from './staff-sessions';
import { TotpEnrolment } from './totp-enrolment';

/** Few enough recovery codes left that it is time to ask for new ones. */
const LOW_CODES = 3;

/** /Admin/Security (every staff member): one's own second factor and signed-in devices (issue 43). */
export default function SecurityPage() {
  const { t } = useTranslation(['admin_security', 'admin']);
  const factor = useAdminQuery('adminGetSecondFactor', {});
  const queryClient = useQueryClient();
  const factorTitle = useRef<HTMLHeadingElement>(null);

  const factorBody = () => {
    if (factor.isPending) return <LoadingState />;
    if (factor.error || !factor.data)
      return <ErrorState message={errorMessage(factor.error, t)} onRetry={() => void factor.refetch()} />;
    const { enabled, enabledAt, recoveryCodesLeft, required } = factor.data;
    return (
      <Stack gap="sm">
        {required && <Text size="sm">{t('factor.required')}</Text>}
        {enabled ? (
          <>
            <Text>
              {t('factor.on', { date: enabledAt ? formatDate(enabledAt) : '', left: recoveryCodesLeft })}
            </Text>
            {recoveryCodesLeft <= LOW_CODES && (
              <Alert color="yellow" variant="light">
                {t('factor.lowCodes')}
              </Alert>
            )}
          </>
        ) : (
          <>
            <Text>{t('factor.off')}</Text>
            <TotpEnrolment
              onDone={() => {
                // the enrolment gives way to the factor's state: the focus waits on the section's title
                factorTitle.current?.focus();
                void queryClient.invalidateQueries({ queryKey: queryKeyOf('adminGetSecondFactor') });
              }}
            />
          </>
        )}
      </Stack>
    );
  };

  return (
    <AdminPage title={t('admin:nav.adminSecurity')}>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm" ref={factorTitle} tabIndex={-1}>
          {t('factor.title')}
        </Title>
        {factorBody()}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('sessions.title')}
        </Title>
        <Text size="sm" mb="sm">
          {t('sessions.intro')}
        </Text>
        <StaffSessions />
      </Paper>
    </AdminPage>
  );
}
