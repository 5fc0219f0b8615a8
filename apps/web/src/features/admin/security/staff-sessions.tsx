import '@mantine/core/styles/Table.css';
import { Button, Table } from '@mantine/core';
import type { TStaffSessionRow } from '@putt/contract/admin/second-factor';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { errorMessage, failureText } from '../../../api/error-message';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { WordBadge } from '../../../ui/status/word-badge';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import tableClasses from '../ui/admin-table.module.css';

/**
 * A staff member's signed-in sessions, each with a button that ends it: one's own (no `staffId`,
 * the current one marked), or another's for an administrator (issue 43).
 */
export function StaffSessions({ staffId }: { staffId?: string }) {
  const { t } = useTranslation(['admin_security', 'admin']);
  const input = staffId === undefined ? {} : { staffId };
  const query = useAdminQuery('adminListStaffSessions', input);
  const end = useAdminMutation('adminEndStaffSession', ['adminListStaffSessions']);
  if (query.isPending) return <LoadingState />;
  if (query.error || !query.data)
    return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState message={t('sessions.empty')} />;
  const endOne = async (row: TStaffSessionRow) => {
    try {
      await end.mutateAsync({ id: row.id });
      toast.success(t('sessions.ended'));
    } catch (error) {
      toast.error(failureText(error, t, 'admin_security:sessions.failed'));
    }
  };
  const headings = ['startedAt', 'lastSeenAt', 'ip', 'browser', 'actions'] as const;
  return (
    <TableScroll label={t('sessions.caption')}>
      <Table className={tableClasses.table} striped>
        <Table.Thead>
          <Table.Tr>
            {headings.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`sessions.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.items.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw="normal">
                {formatDateTime(row.startedAt)}{' '}
                {row.current && <WordBadge color="teal">{t('sessions.current')}</WordBadge>}
              </Table.Th>
              <Table.Td>{formatDateTime(row.lastSeenAt)}</Table.Td>
              <Table.Td>{row.ip}</Table.Td>
              <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
                {row.userAgent}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={t('sessions.endOf', { startedAt: formatDateTime(row.startedAt) })}
                  loading={end.isPending && end.variables?.id === row.id}
                  onClick={() => void endOne(row)}
                >
                  {t('sessions.end')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
