import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState } from '../../../ui/states';
import type { AdminColumn } from '../ui/admin-list';
import tableClasses from '../ui/admin-table.module.css';

/**
 * The whole of a short, unpaged list (the catalogue has a few dozen rows): the first column heads
 * each row, so screen readers name the row by it.
 */
export function CatalogueTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}): ReactNode {
  if (rows.length === 0) return <EmptyState message={empty} />;
  return (
    <TableScroll label={caption}>
      <Table className={tableClasses.table} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.key} scope="row" fw="normal">
                    {column.render(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
