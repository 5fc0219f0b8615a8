import '@mantine/core/styles/Table.css';
import { Button, Group, Table } from '@mantine/core';
import type { TStaffAccount } from '@putt/contract/admin/staff-accounts';
import { formatDate, formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState } from '../../../ui/states';
import tableClasses from '../ui/admin-table.module.css';
import { WordBadge } from '../../../ui/status/word-badge';

type Props = {
  items: TStaffAccount[];
  /** the signed-in staff member's id, marked "(you)" */
  selfId?: string;
  onEdit: (account: TStaffAccount) => void;
  onResetPassword: (account: TStaffAccount) => void;
  onResetFactor: (account: TStaffAccount) => void;
  onSessions: (account: TStaffAccount) => void;
};

/** Every staff account (a handful: no paging). */
export function StaffTable({ items, selfId, onEdit, onResetPassword, onResetFactor, onSessions }: Props) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  if (items.length === 0) return <EmptyState message={t('empty')} />;
  const headings = [
    'staffId',
    'name',
    'role',
    'course',
    'status',
    'secondFactor',
    'createdAt',
    'lastSignIn',
    'actions',
  ] as const;
  return (
    <TableScroll label={t('caption')}>
      <Table className={tableClasses.table} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {headings.map((key) => (
              <Table.Th key={key} scope="col">
                {t(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((account) => (
            <Table.Tr key={account.staffId}>
              <Table.Th scope="row" fw="normal">
                {account.staffId} {account.staffId === selfId && t('you')}
              </Table.Th>
              <Table.Td>{account.name}</Table.Td>
              <Table.Td>{t(`admin:roles.${account.role}`)}</Table.Td>
              <Table.Td>
                {account.expertCourse ? t(`admin:expertCourses.${account.expertCourse}`) : t('courseNone')}
              </Table.Td>
              <Table.Td>
                <WordBadge color={account.locked ? 'red' : 'teal'}>
                  {account.locked ? t('locked') : t('unlocked')}
                </WordBadge>
              </Table.Td>
              <Table.Td>
                <WordBadge color={account.secondFactor ? 'teal' : 'gray'}>
                  {account.secondFactor ? t('factorOn') : t('factorOff')}
                </WordBadge>
              </Table.Td>
              <Table.Td>{formatDate(account.createdAt)}</Table.Td>
              <Table.Td>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : t('never')}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(account)}
                    aria-label={t('editOf', { staffId: account.staffId })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onResetPassword(account)}
                    aria-label={t('resetPasswordOf', { staffId: account.staffId })}
                  >
                    {t('resetPassword')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => onSessions(account)}
                    aria-label={t('sessionsOf', { staffId: account.staffId })}
                  >
                    {t('sessions')}
                  </Button>
                  {account.secondFactor && account.staffId !== selfId && (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onResetFactor(account)}
                      aria-label={t('resetFactorOf', { staffId: account.staffId })}
                    >
                      {t('resetFactor')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
