import { Text } from '@mantine/core';
import type { TAccessReviewRow } from '@putt/contract/admin/access-review';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';
import { AdminTable, type AdminColumn } from '../ui/admin-table';

/** Each staff account's month: views, downloads and records, against its usual; unusual ones first. */
export function AccessTable({ rows }: { rows: TAccessReviewRow[] }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) {
    return <Text size="sm">{t('accessReview.empty')}</Text>;
  }
  const columns: AdminColumn<TAccessReviewRow>[] = [
    { key: 'staff', label: t('accessReview.staff'), render: (row) => row.staffLogin },
    { key: 'views', label: t('accessReview.views'), render: (row) => row.views },
    { key: 'downloads', label: t('accessReview.downloads'), render: (row) => row.downloads },
    { key: 'records', label: t('accessReview.records'), render: (row) => row.records },
    { key: 'targets', label: t('accessReview.targets'), render: (row) => row.targets },
    { key: 'usual', label: t('accessReview.usual'), render: (row) => row.usual },
    {
      key: 'flag',
      label: t('accessReview.flag'),
      nowrap: true,
      render: (row) =>
        row.flagged ? (
          <WordBadge color="red">{t('accessReview.flagged')}</WordBadge>
        ) : (
          <WordBadge color="gray">{t('accessReview.usualVolume')}</WordBadge>
        ),
    },
  ];
  return (
    <AdminTable
      caption={t('accessReview.tableCaption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.staffLogin}
      rowHeaders
    />
  );
}
