import '@mantine/core/styles/Table.css';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { mayTake, ORG_PAYABLE_STATUSES, orderSteps } from '@putt/contract/lifecycle';
import { formatYmd } from '@putt/contract/dates';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import type { OrderStatus } from '@putt/contract/orders';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TableScroll } from '../../../ui/list/table-scroll';
import { OrderStatusBadge, useStatusWords } from '../../../ui/status/order-status-badge';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { HistoryTable } from '../ui/history-table';
import { ReasonDialog } from '../ui/reason-dialog';
import { ActionButton } from '../ui/action-button';
import { ConfirmDepositDialog } from './confirm-deposit-dialog';
import { OrgOrderPanel } from './org-order-panel';
import { ProjectsPanel } from './projects-panel';
import { TaxInvoiceDialog } from './tax-invoice-dialog';
import tableClasses from '../ui/admin-table.module.css';

const refresh = ['adminGetOrder', 'adminListOrders'] as const;
type Dialog = 'confirm' | 'reject' | 'cancel' | 'taxInvoice' | null;

/** /Admin/Orders/:SK: the order, its deposit, tests and history, and what staff may do next. */
export default function OrderDetailPage() {
  const { t } = useTranslation(['admin_orders', 'admin']);
  const { SK = '' } = useParams();
  const query = useAdminQuery('adminGetOrder', { SK });
  const confirm = useAdminMutation('adminConfirmDeposit', refresh);
  const reject = useAdminMutation('adminRejectOrder', refresh);
  const cancel = useAdminMutation('adminCancelOrder', refresh);
  const approve = useAdminMutation('adminApproveOrder', refresh);
  const taxInvoice = useAdminMutation('adminRecordTaxInvoice', refresh);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Where focus goes after a step that takes its own button away (issue 40, decision 014): after
  // an approval the page's heading, over the status it changed; after a confirmed deposit the
  // heading of the confirmed deposit it shows now. A dialog closed without confirming gives focus
  // back to its button.
  const depositHeading = useRef<HTMLHeadingElement>(null);
  const depositConfirmed = useRef(false);
  const pageHeading = () => document.querySelector<HTMLElement>('#main h1');

  return (
    <AdminDetail
      query={query}
      title={t('detail.title')}
      list="adminOrders"
      loadFailed="common:errors.unknown"
    >
      {({ order, organisation, customer, deposit, history }, back) => {
        const status = order.status as OrderStatus;
        const close = () => setDialog(null);
        // an organisation's deposit is recorded apart from its approval, in any open status (issue 20)
        const takesDeposit = organisation
          ? !order.is_paid && ORG_PAYABLE_STATUSES.includes(status)
          : mayTake(orderSteps.confirmDeposit, status, 'staff', order.type);
        const closed = status === 'rejected' || status === 'canceled';

        return (
          <AdminPage
            title={`${t('detail.title')}: ${order.name}`}
            actions={
              <>
                {back}
                {mayTake(orderSteps.approve, status, 'staff', order.type) && (
                  <ActionButton
                    action={() => approve.mutateAsync({ SK })}
                    done={t('approve.done')}
                    focusAfter={pageHeading}
                  >
                    {t('actions.approve')}
                  </ActionButton>
                )}
                {takesDeposit && (
                  <Button
                    onClick={() => {
                      depositConfirmed.current = false;
                      setDialog('confirm');
                    }}
                  >
                    {t('actions.confirm')}
                  </Button>
                )}
                {organisation && !closed && (
                  <Button variant="default" onClick={() => setDialog('taxInvoice')}>
                    {t('actions.taxInvoice')}
                  </Button>
                )}
                {mayTake(orderSteps.reject, status, 'staff', order.type) && (
                  <Button color="red.9" variant="outline" onClick={() => setDialog('reject')}>
                    {t('actions.reject')}
                  </Button>
                )}
                {mayTake(orderSteps.cancel, status, 'staff', order.type) && (
                  <Button color="red.9" variant="outline" onClick={() => setDialog('cancel')}>
                    {t('actions.cancel')}
                  </Button>
                )}
              </>
            }
          >
            <Paper withBorder p="md">
              <DetailList
                items={[
                  [t('detail.status'), <OrderStatusBadge key="s" status={status} audience="staff" />],
                  [t('detail.created'), formatDateTime(order.createdDate)],
                  [
                    t('detail.customer'),
                    t('detail.customerValue', { name: customer.name, uid: customer.uid }),
                  ],
                  [t('detail.organisation'), customer.organisationName ?? ''],
                  [t('detail.email'), customer.email],
                  [t('detail.phone'), customer.phoneNumber],
                  [t('detail.receiverEmail'), order.receiver_email],
                  [
                    t('detail.guardian'),
                    order.guardian
                      ? t('detail.guardianValue', {
                          name: order.guardian.name,
                          relationship: order.guardian.relationship,
                          phone: order.guardian.phone_number,
                        })
                      : '',
                  ],
                ]}
              />
            </Paper>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Paper withBorder p="md">
                <Title order={2} size="h4" mb="sm">
                  {t('detail.expected')}
                </Title>
                <DetailList
                  items={[
                    [t('detail.amount'), t('won', { value: formatNumber(order.totalPrice) })],
                    [t('detail.depositName'), order.payment_method.deposit_name],
                    [t('detail.date'), formatYmd(order.payment_method.bank_date)],
                  ]}
                />
              </Paper>
              <Paper withBorder p="md">
                <Title order={2} size="h4" mb="sm" ref={depositHeading} tabIndex={-1}>
                  {t('detail.confirmed')}
                </Title>
                {deposit.paidAmount === null ? (
                  <Text c="dimmed">{t('detail.notConfirmed')}</Text>
                ) : (
                  <DetailList
                    items={[
                      [t('detail.amount'), t('won', { value: formatNumber(deposit.paidAmount) })],
                      [t('detail.depositName'), deposit.paidDepositName ?? ''],
                      [t('detail.date'), formatYmd(deposit.paidDate)],
                    ]}
                  />
                )}
              </Paper>
            </SimpleGrid>
            {organisation ? <OrgOrderPanel order={organisation} /> : <Products order={order} />}
            <ProjectsPanel order={order} />
            <History history={history} />

            <ConfirmDepositDialog
              opened={dialog === 'confirm'}
              approves={!organisation}
              expected={{
                SK,
                totalPrice: order.totalPrice,
                depositName: order.payment_method.deposit_name,
                bankDate: order.payment_method.bank_date,
              }}
              onClose={close}
              onConfirm={async (input) => {
                await confirm.mutateAsync(input);
                depositConfirmed.current = true;
                toast.success(t(organisation ? 'confirm.doneOrg' : 'confirm.done'));
              }}
              focusAfter={() => (depositConfirmed.current ? depositHeading.current : undefined)}
            />
            {organisation && dialog === 'taxInvoice' && (
              <TaxInvoiceDialog
                opened
                SK={SK}
                current={organisation.tax_invoice}
                onClose={close}
                onSave={async (input) => {
                  await taxInvoice.mutateAsync(input);
                  toast.success(t('taxInvoice.done'));
                }}
              />
            )}
            <ReasonDialog
              opened={dialog === 'reject'}
              title={t('reject.title')}
              description={t('reject.description')}
              confirmLabel={t('actions.reject')}
              onClose={close}
              onConfirm={async (reason) => {
                await reject.mutateAsync({ SK, reason });
                toast.success(t('reject.done'));
              }}
            />
            <ReasonDialog
              opened={dialog === 'cancel'}
              title={t('cancel.title')}
              description={t('cancel.description')}
              confirmLabel={t('actions.cancel')}
              onClose={close}
              onConfirm={async (reason) => {
                await cancel.mutateAsync({ SK, reason });
                toast.success(t('cancel.done'));
              }}
            />
          </AdminPage>
        );
      }}
    </AdminDetail>
  );
}

type Order = TAdminOrderDetail['order'];

function Products({ order }: { order: Order }) {
  const { t } = useTranslation('admin_orders');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('detail.products')}
      </Title>
      <TableScroll label={t('detail.products')}>
        <Table className={tableClasses.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('detail.product')}</Table.Th>
              <Table.Th scope="col">{t('detail.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.products.map((line) => (
              <Table.Tr key={line.prod_id}>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td>{t('won', { value: formatNumber(line.price) })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}

function History({ history }: { history: TAdminOrderDetail['history'] }) {
  const { t } = useTranslation('admin_orders');
  const words = useStatusWords();
  const label = (status: string | null) => (status ? words.order(status, 'staff') : '—');
  return (
    <HistoryTable
      title={t('detail.history')}
      atLabel={t('detail.at')}
      rows={history}
      columns={[
        {
          key: 'who',
          label: t('detail.who'),
          render: (entry) => t(`detail.actors.${entry.actorKind}`, { name: entry.actorName }),
        },
        {
          key: 'change',
          label: t('detail.change'),
          render: (entry) => `${label(entry.from)} → ${label(entry.to)}`,
        },
        { key: 'reason', label: t('detail.reason'), render: (entry) => entry.reason ?? '' },
      ]}
    />
  );
}
