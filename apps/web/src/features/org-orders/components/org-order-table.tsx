import { Table } from '@mantine/core';
import { formatDate, formatNumber } from '@putt/contract/format';
import { ORDER_PAGE_SIZE, type TOrgOrderRow } from '@putt/contract/orders';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import { OrgProgress } from './org-progress';
import { OrderStatusBadge } from '../../../ui/status/order-status-badge';

/** A column of an organisation's order list: its name (`lists.column.<key>`) and its cell. */
export type OrgColumn = { key: string; cell: (row: TOrgOrderRow) => ReactNode; nowrap?: boolean };

/** The columns the three lists choose from (spec-2 §2 screens 2, 4 and 5). */
export function useOrgColumns() {
  const { t } = useTranslation('org-orders');
  const column = (key: string, cell: OrgColumn['cell'], nowrap = true): OrgColumn => ({ key, cell, nowrap });
  return {
    date: column('date', (row) => formatDate(row.createdDate)),
    total: column('total', (row) => t('lists.won', { value: formatNumber(row.totalPrice) })),
    status: column('status', (row) => <OrderStatusBadge status={row.status} audience="organisation" />),
    payment: column('payment', (row) => t(row.is_paid ? 'lists.paid' : 'lists.unpaid')),
    progress: column('progress', (row) => <OrgProgress row={row} />),
  };
}

type Props = {
  rows: TOrgOrderRow[];
  page: number;
  /** names the table's scroll region */
  caption: string;
  /** the columns after the number and the order's name */
  columns: OrgColumn[];
  minWidth: number;
  /** the row's button(s), last */
  action: (row: TOrgOrderRow) => ReactNode;
};

/**
 * An organisation's orders: number ((page-1)*10+index, spec-2 §9), the order's name heading its
 * row, the chosen columns and the row's button; one card per order on a phone.
 */
export function OrgOrderTable({ rows, page, caption, columns, minWidth, action }: Props) {
  const { t } = useTranslation('org-orders');
  const heads = ['number', 'name', ...columns.map((column) => column.key), 'actions'];
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <TableScroll label={caption}>
      <CardTable verticalSpacing="sm" minWidth={minWidth} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {heads.map((head) => (
              <Table.Th key={head} scope="col" style={nowrap}>
                {t(`lists.column.${head}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.SK}>
              <Table.Td data-label={t('lists.column.number')}>
                {(page - 1) * ORDER_PAGE_SIZE + index + 1}
              </Table.Td>
              <Table.Th scope="row" fw={500}>
                {row.name}
              </Table.Th>
              {columns.map(({ key, cell, nowrap: keepLine }) => (
                <Table.Td
                  key={key}
                  data-label={t(`lists.column.${key}`)}
                  style={keepLine ? nowrap : undefined}
                >
                  {cell(row)}
                </Table.Td>
              ))}
              <Table.Td>{action(row)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
