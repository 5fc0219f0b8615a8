import { Code, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Dialog } from '../../../ui/dialog';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { DetailList } from '../ui/detail-list';
import { MailStatusBadge } from './mail-status-badge';

/**
 * One mail's body. The HTML is shown only in a frame with every sandbox restriction (no scripts,
 * no forms, no same origin): it is what was sent, not markup this page trusts.
 */
export function MailDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  const query = useAdminQuery('adminGetMail', { id: id ?? '' }, { enabled: !!id });
  const mail = query.data?.id === id ? query.data : undefined;

  return (
    <Dialog opened={!!id} onClose={onClose} title={t('mail.title')} width="lg">
      {query.isPending || (query.isFetching && !mail) ? (
        <LoadingState />
      ) : query.error || !mail ? (
        <ErrorState
          message={errorMessage(query.error, t, 'admin_outbox:mail.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="md">
          <DetailList
            items={[
              [t('subject'), mail.subject],
              [t('to'), mail.to],
              [t('status'), <MailStatusBadge key="status" status={mail.status} />],
              [t('template'), <Code key="template">{mail.template}</Code>],
              [t('created'), formatDateTime(mail.created)],
              [t('sentAt'), mail.sentAt ? formatDateTime(mail.sentAt) : ''],
              [t('attempts'), String(mail.attempts)],
              [t('lastError'), mail.lastError ?? ''],
              [t('mail.attachments'), mail.attachments.join(', ') || t('mail.noAttachments')],
            ]}
          />
          <div>
            <Title order={3} size="h5" mb={4}>
              {t('mail.text')}
            </Title>
            <Text component="pre" fz="sm" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mail.text}
            </Text>
          </div>
          <div>
            <Title order={3} size="h5" mb={4}>
              {t('mail.html')}
            </Title>
            <iframe
              title={t('mail.frame')}
              sandbox=""
              srcDoc={mail.html}
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </div>
        </Stack>
      )}
    </Dialog>
  );
}
