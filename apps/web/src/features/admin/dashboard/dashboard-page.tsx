import { SimpleGrid, Paper, Text, UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { TDashboard } from '@putt/contract/admin/dashboard';
import { formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { staffRoleAllows } from '@putt/contract/admin/common';
import { useAdminQuery } from '../api/admin-api';
import { DemoChecklist } from '../settings/demo-checklist';
import { useStaffSession } from '../shell/use-staff-session';
import { AdminPage } from '../ui/admin-page';

/** Each count and the list that holds the work it counts. */
const tiles: [key: keyof TDashboard, to?: string][] = [
  ['ordersAwaitingDeposit', '/Admin/Orders?status=pending'],
  ['orgRequestsPending', '/Admin/OrgRequests?status=pending'],
  ['inquiriesNew', '/Admin/Inquiries?status=new'],
  ['mailsFailed', '/Admin/Outbox?status=failed'],
  ['jobsFailed', '/Admin/Jobs'],
];

/**
 * /Admin: the pending work, each count a link to its list; for administrators, above it, the
 * company settings a production site still has at their demo values (they alone can change them).
 */
export default function DashboardPage() {
  const { t } = useTranslation('admin');
  const query = useAdminQuery('adminGetDashboard', {});
  const { staff } = useStaffSession();
  return (
    <AdminPage title={t('nav.adminHome')}>
      {staff && staffRoleAllows('admin', staff.role) && <DemoChecklist />}
      {query.isPending ? (
        <LoadingState />
      ) : query.error || !query.data ? (
        <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {tiles.map(([key, to]) => {
            const value = query.data[key];
            const colour = value > 0 ? (key.endsWith('Failed') ? 'red.8' : 'brand.7') : 'dimmed';
            const tile = (
              <Paper withBorder p="md" radius="md" h="100%">
                <Text fz="sm" c="dimmed">
                  {t(`dashboard.${key}`)}
                </Text>
                <Text fz={32} fw={700} c={colour}>
                  {formatNumber(value)}
                </Text>
              </Paper>
            );
            return to ? (
              <UnstyledButton key={key} component={Link} to={to}>
                {tile}
              </UnstyledButton>
            ) : (
              <div key={key}>{tile}</div>
            );
          })}
        </SimpleGrid>
      )}
    </AdminPage>
  );
}
