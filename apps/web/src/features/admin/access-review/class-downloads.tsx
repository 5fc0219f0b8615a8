import { Code, Stack, Text, Title } from '@mantine/core';
import type { TAccessReviewRow, TClassDownload } from '@putt/contract/admin/access-review';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { AdminTable, type AdminColumn } from '../ui/admin-table';

type Download = TClassDownload & { staffLogin: string };

/** The month's downloads of a whole class's data, each with the reason its staff member gave. */
export function ClassDownloads({ rows }: { rows: TAccessReviewRow[] }) {
  const { t } = useTranslation('admin');
  const downloads: Download[] = rows
    .flatMap((row) => row.classDownloads.map((download) => ({ ...download, staffLogin: row.staffLogin })))
    .sort((a, b) => a.at - b.at);
  const columns: AdminColumn<Download>[] = [
    { key: 'at', label: t('audit.at'), render: (row) => formatDateTime(row.at), nowrap: true },
    { key: 'staff', label: t('accessReview.staff'), render: (row) => row.staffLogin },
    { key: 'action', label: t('audit.action'), render: (row) => <Code>{row.action}</Code> },
    { key: 'target', label: t('audit.target'), render: (row) => row.targetId },
    { key: 'reason', label: t('accessReview.reason'), render: (row) => row.reason },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('accessReview.classDownloads')}
      </Title>
      {downloads.length === 0 ? (
        <Text size="sm">{t('accessReview.noClassDownloads')}</Text>
      ) : (
        <AdminTable
          caption={t('accessReview.classDownloads')}
          columns={columns}
          rows={downloads}
          rowKey={(row, index) => `${row.at}-${index}`}
        />
      )}
    </Stack>
  );
}
