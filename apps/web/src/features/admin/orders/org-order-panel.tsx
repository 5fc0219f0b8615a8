import '@mantine/core/styles/Table.css';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { formatYmd } from '@putt/contract/dates';
import { formatNumber } from '@putt/contract/format';
import { orgDocumentPath } from '@putt/contract/org-orders';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../ui/list/table-scroll';
import { DetailList } from '../ui/detail-list';
import tableClasses from '../ui/admin-table.module.css';

type OrgOrder = NonNullable<TAdminOrderDetail['organisation']>;

/**
 * An organisation's order as staff work on it: the quotation's number and lines with quantities,
 * the contact block, the plans, the tax invoice and the documents (quotation; statement once paid).
 */
export function OrgOrderPanel({ order }: { order: OrgOrder }) {
  const { t } = useTranslation('admin_orders');
  const won = (value: number) => t('won', { value: formatNumber(value) });
  const { client } = order;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('org.heading')}
        </Title>
        <DetailList
          items={[
            [t('org.quotationNo'), order.quotation_no],
            [t('org.kind'), t(`org.kinds.${order.kind}`)],
            [t('org.contact'), `${client.orgName} · ${client.dept} · ${client.deptPersonName}`],
            [t('org.phones'), `${client.phoneNumber} / ${client.deptPersonPhoneNumber}`],
            [t('org.emails'), order.cc ? `${client.email} (cc ${order.cc})` : client.email],
            [t('org.testDueDate'), order.test_due_date ? formatYmd(order.test_due_date) : '—'],
            [t('org.testType'), order.test_type ? t(`org.testTypes.${order.test_type}`) : '—'],
            [t('org.coachingDueDate'), order.coaching_due_date ? formatYmd(order.coaching_due_date) : '—'],
            ...(order.target_level ? [[t('org.targetLevel'), order.target_level] as [string, string]] : []),
            [
              t('org.taxInvoice'),
              order.tax_invoice
                ? t('org.taxInvoiceValue', {
                    number: order.tax_invoice.number,
                    date: formatYmd(order.tax_invoice.date),
                  })
                : t('org.taxInvoiceNone'),
            ],
          ]}
        />
        <Group mt="sm" gap="md">
          {order.documents.map((kind) => (
            <Anchor key={kind} href={orgDocumentPath(order.SK, kind)} download>
              {t(`org.documents.${kind}`)}
            </Anchor>
          ))}
        </Group>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('detail.products')}
        </Title>
        <TableScroll label={t('detail.products')}>
          <Table className={tableClasses.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('detail.product')}</Table.Th>
                <Table.Th scope="col">{t('org.quantity')}</Table.Th>
                <Table.Th scope="col">{t('org.unitPrice')}</Table.Th>
                <Table.Th scope="col">{t('org.supplyPrice')}</Table.Th>
                <Table.Th scope="col">{t('org.notes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.products.map((line) => (
                <Table.Tr key={line.prod_id}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{formatNumber(line.quantity)}</Table.Td>
                  <Table.Td>{won(line.unit_price)}</Table.Td>
                  <Table.Td>{won(line.supply_price)}</Table.Td>
                  <Table.Td>{line.notes}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Text ta="right" fw={700}>
          {t('org.total', { value: won(order.totalPrice) })}
        </Text>
      </Stack>
    </Stack>
  );
}
