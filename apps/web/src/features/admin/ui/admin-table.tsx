import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroll } from '../../../ui/list/table-scroll';
import tableClasses from './admin-table.module.css';

export type AdminColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** a short value with a badge (a version, a status) that must not be squeezed onto two lines */
  nowrap?: boolean;
};

type Props<T> = {
  /** names the table's scroll region for screen readers */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  /** a row's key; the position is there for rows that never move, like a record's history */
  rowKey: (row: T, index: number) => string;
  /** the first column heads each row, so screen readers name the row by it */
  rowHeaders?: boolean;
  /** stale rows shown while the next ones load: faded, and announced busy to screen readers */
  busy?: boolean;
};

/** A back-office table of rows by columns, scrolling sideways on a phone. */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeaders = false,
  busy = false,
}: Props<T>) {
  return (
    <TableScroll label={caption}>
      <Table
        className={tableClasses.table}
        striped
        highlightOnHover
        aria-busy={busy}
        style={busy ? { opacity: 0.6 } : undefined}
      >
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
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column, index) =>
                rowHeaders && index === 0 ? (
                  <Table.Th key={column.key} scope="row" fw="normal">
                    {column.render(row)}
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
