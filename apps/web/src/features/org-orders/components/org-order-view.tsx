import { Button, Group, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { formatYmd } from '@putt/contract/dates';
import { formatDate, formatNumber } from '@putt/contract/format';
import { orgDocumentPath, type TOrgOrderDetail } from '@putt/contract/org-orders';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import { FactTable } from './fact-table';
import { OrderStatusBadge } from '../../../ui/status/order-status-badge';

type Props = {
  order: TOrgOrderDetail;
  /** 2 on the detail page (under its h1), 3 inside a dialog (under its h2 title) */
  headingOrder?: TitleOrder;
};

/** The lines' columns of amounts, right-aligned as figures are. */
const figures = ['quantity', 'unitPrice', 'amount'];

function Section({ title, order, children }: { title: string; order: TitleOrder; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={order} fz="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One organisation order (the request and purchase dialogs, the detail page): the quotation, its
 * lines with the total, the test plan when there is one, the contact, the bank transfer and whether
 * it is paid, the tax invoice, and the PDFs the organisation may download now.
 */
export function OrgOrderView({ order, headingOrder = 2 }: Props) {
  const { t } = useTranslation('org-orders');
  const won = (value: number) => t('lists.won', { value: formatNumber(value) });
  const orDash = (value: string | null | undefined) => value || '-';
  const { client, payment_method: payment, tax_invoice: invoice } = order;

  const plan: [string, ReactNode][] = [];
  if (order.test_due_date) plan.push([t('detail.plan.testDueDate'), formatYmd(order.test_due_date)]);
  if (order.test_type) plan.push([t('detail.plan.testType'), t(`detail.testType.${order.test_type}`)]);
  if (order.coaching_due_date)
    plan.push([t('detail.plan.coachingDueDate'), formatYmd(order.coaching_due_date)]);
  if (order.target_level) plan.push([t('detail.plan.targetLevel'), t(`detail.level.${order.target_level}`)]);

  const paid = order.is_paid
    ? order.paid_date
      ? t('detail.payment.paidOn', { date: formatYmd(order.paid_date) })
      : t('lists.paid')
    : t('lists.unpaid');
  const lineLabel = useCellLabel('org-orders', 'detail.lines');

  return (
    <Stack gap="lg">
      <Section title={t('detail.summary.heading')} order={headingOrder}>
        <FactTable
          facts={[
            [t('detail.summary.quotationNo'), orDash(order.quotation_no)],
            [t('detail.summary.name'), order.name],
            [
              t('detail.summary.status'),
              <OrderStatusBadge key="status" status={order.status} audience="organisation" />,
            ],
            [t('detail.summary.date'), formatDate(order.createdDate)],
          ]}
        />
      </Section>

      <Section title={t('detail.lines.heading')} order={headingOrder}>
        <TableScroll label={t('detail.lines.table')}>
          <CardTable minWidth={560} verticalSpacing="xs" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {['item', 'quantity', 'unitPrice', 'amount', 'notes'].map((column) => (
                  // a figure's header stands over it, at the right edge
                  <Table.Th
                    key={column}
                    scope="col"
                    ta={figures.includes(column) ? 'right' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t(`detail.lines.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.products.map((line, index) => (
                <Table.Tr key={`${line.prod_id}-${index}`}>
                  <Table.Th scope="row" fw={500}>
                    {line.name}
                  </Table.Th>
                  <Table.Td ta="right" {...lineLabel('quantity')}>
                    {formatNumber(line.quantity)}
                  </Table.Td>
                  <Table.Td ta="right" {...lineLabel('unitPrice')}>
                    {won(line.unit_price)}
                  </Table.Td>
                  <Table.Td ta="right" {...lineLabel('amount')}>
                    {won(line.supply_price)}
                  </Table.Td>
                  <Table.Td {...lineLabel('notes')}>{orDash(line.notes)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={3}>
                  {t('detail.lines.total')}
                </Table.Th>
                <Table.Td ta="right" fw={700} {...lineLabel('amount')}>
                  {won(order.totalPrice)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </CardTable>
        </TableScroll>
      </Section>

      {plan.length > 0 && (
        <Section title={t('detail.plan.heading')} order={headingOrder}>
          <FactTable facts={plan} />
        </Section>
      )}

      <Section title={t('detail.contact.heading')} order={headingOrder}>
        <FactTable
          facts={[
            [t('detail.contact.orgName'), orDash(client.orgName)],
            [t('detail.contact.dept'), orDash(client.dept)],
            [t('detail.contact.phone'), orDash(client.phoneNumber)],
            [t('detail.contact.person'), orDash(client.deptPersonName)],
            [t('detail.contact.mobile'), orDash(client.deptPersonPhoneNumber)],
            [t('detail.contact.email'), orDash(client.email)],
            [t('detail.contact.cc'), orDash(order.cc)],
          ]}
        />
      </Section>

      <Section title={t('detail.payment.heading')} order={headingOrder}>
        <FactTable
          facts={[
            [t('detail.payment.method'), t('detail.payment.bankDeposit')],
            [t('detail.payment.depositDate'), formatYmd(payment.bank_date)],
            [t('detail.payment.depositName'), orDash(payment.deposit_name)],
            [t('detail.payment.paid'), paid],
          ]}
        />
      </Section>

      <Section title={t('detail.taxInvoice.heading')} order={headingOrder}>
        {invoice ? (
          <FactTable
            facts={[
              [t('detail.taxInvoice.number'), invoice.number],
              [t('detail.taxInvoice.date'), formatYmd(invoice.date)],
            ]}
          />
        ) : (
          <Text c="dimmed">{t('detail.taxInvoice.none')}</Text>
        )}
      </Section>

      <Section title={t('detail.documents.heading')} order={headingOrder}>
        <Group gap="sm">
          {order.documents.map((kind) => (
            <Button
              key={kind}
              component="a"
              href={orgDocumentPath(order.SK, kind)}
              download
              variant="default"
            >
              {t(`detail.documents.${kind}`)}
            </Button>
          ))}
        </Group>
      </Section>
    </Stack>
  );
}
