import { Text } from '@mantine/core';
import type { TRetentionChange } from '@putt/contract/admin/settings';
import type { TRetentionRules } from '@putt/contract/retention';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { HistoryTable } from '../ui/history-table';

/** Every change of the retention periods, newest first, from the audit log. */
export function RetentionHistory() {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const query = useAdminQuery('adminListRetentionHistory', {});
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return <ErrorState message={t('retention.historyFailed')} onRetry={() => void query.refetch()} />;
  }
  const periods = (rules: TRetentionRules | null) =>
    rules
      ? t('retention.periods', { identity: rules.identityYears, inactive: rules.inactiveAccountYears })
      : t('retention.defaults');
  if (query.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('retention.noChanges')}
      </Text>
    );
  }
  return (
    <HistoryTable<TRetentionChange>
      title={t('retention.historyTitle')}
      atLabel={t('retention.changedAt')}
      rows={query.data.items}
      columns={[
        { key: 'staff', label: t('retention.changedBy'), render: (row) => row.staffLogin },
        { key: 'old', label: t('retention.before'), render: (row) => periods(row.old) },
        { key: 'new', label: t('retention.after'), render: (row) => periods(row.new) },
      ]}
    />
  );
}
