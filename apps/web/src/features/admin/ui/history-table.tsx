import { Stack, Title } from '@mantine/core';
import { formatDateTime } from '@putt/contract/format';
import { AdminTable, type AdminColumn } from './admin-table';

type Props<T extends { at: number }> = {
  /** the section's heading, which also names the table's region */
  title: string;
  /** the heading of the first column, when each change happened */
  atLabel: string;
  /** what changed, after the time */
  columns: AdminColumn<T>[];
  rows: T[];
};

/**
 * A record's history in the back office (an order's status changes, a counselling session's
 * bookings): a headed section with one row per change, oldest first as the server sends them, its
 * time first.
 */
export function HistoryTable<T extends { at: number }>({ title, atLabel, columns, rows }: Props<T>) {
  const at: AdminColumn<T> = {
    key: 'at',
    label: atLabel,
    render: (row) => formatDateTime(row.at),
    nowrap: true,
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <AdminTable
        caption={title}
        columns={[at, ...columns]}
        rows={rows}
        // a record's changes are never reordered: the position keeps two changes in one second apart
        rowKey={(row, index) => `${index}-${row.at}`}
      />
    </Stack>
  );
}
