import { mayTake, orderSteps } from '@putt/contract/lifecycle';
import { Button, Stack, Table, VisuallyHidden } from '@mantine/core';
import { formatDate, formatNumber } from '@putt/contract/format';
import { ORDER_PAGE_SIZE, type TOrderRow } from '@putt/contract/orders';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FromList } from '../../../ui/list/list-params';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import classes from './order-table.module.css';
import { OrderStatusBadge, useStatusWords } from '../../../ui/status/order-status-badge';
import { actionOf } from './status-labels';
import { Stepper } from './stepper';

type Props = {
  rows: TOrderRow[];
  page: number;
  /** the member asks to cancel a pending order */
  onCancel: (row: TOrderRow) => void;
};

const rowNumber = (page: number, index: number) => (page - 1) * ORDER_PAGE_SIZE + index + 1;

/**
 * The member's applications (spec-1 §2, §4): number, name, date, total, status, purchase, the
 * stepper and the way to the detail page; a pending one can also be cancelled.
 */
export function OrderTable({ rows, page, onCancel }: Props) {
  const { t } = useTranslation('orders');
  const label = useCellLabel('orders', 'list.column');
  const words = useStatusWords();
  const { search } = useLocation();
  const fromList: FromList = { listSearch: search };
  const columns = ['number', 'name', 'date', 'total', 'status', 'purchase', 'stepper', 'actions'];
  return (
    <TableScroll label={t('list.caption')}>
      <CardTable verticalSpacing="sm" minWidth={760} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" className={classes.nowrap}>
                {t(`list.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            return (
              <Table.Tr key={row.SK}>
                <Table.Td {...label('number')}>{rowNumber(page, index)}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {row.name}
                </Table.Th>
                <Table.Td className={classes.nowrap} {...label('date')}>
                  {formatDate(row.createdDate)}
                </Table.Td>
                <Table.Td className={classes.nowrap} {...label('total')}>
                  {t('list.won', { value: formatNumber(row.totalPrice) })}
                </Table.Td>
                <Table.Td {...label('status')}>
                  <OrderStatusBadge status={row.status} audience="individual" />
                </Table.Td>
                <Table.Td className={classes.nowrap} {...label('purchase')}>
                  {words.purchase(row.status)}
                </Table.Td>
                <Table.Td {...label('stepper')}>
                  <Stepper status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={6} align="flex-start" className={classes.actions}>
                    <Button
                      component={Link}
                      to={pathOf('personalOrderDetail', { SK: row.SK })}
                      state={fromList}
                      size="xs"
                      variant="light"
                    >
                      {t(`list.action.${actionOf(row.status)}`)}
                      {/* every row has the same buttons: screen readers hear whose they are */}
                      <VisuallyHidden>{t('list.ofOrder', { name: row.name })}</VisuallyHidden>
                    </Button>
                    {mayTake(orderSteps.customerCancel, row.status, 'customer') && (
                      <Button size="xs" variant="default" onClick={() => onCancel(row)}>
                        {t('cancel.open')}
                        <VisuallyHidden>{t('list.ofOrder', { name: row.name })}</VisuallyHidden>
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
