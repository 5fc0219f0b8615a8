import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { BankAccountForm } from './bank-account-form';
import { DocumentsForm } from './documents-form';
import { PartnersForm } from './partners-form';
import { SiteForm } from './site-form';

/**
 * /Admin/Settings (administrators): company contact data, the payment account, the order
 * documents (tax, validity, seal) and the partners.
 */
export default function SettingsPage() {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const query = useAdminQuery('adminGetSettings', {});
  return (
    <AdminPage title={t('admin:nav.adminSettings')}>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />}
      {query.data && (
        <Stack gap="lg">
          <SiteForm initial={query.data.site} />
          <BankAccountForm initial={query.data.bankAccount} />
          <DocumentsForm initial={query.data.documents} />
          <PartnersForm initial={query.data.partners} />
        </Stack>
      )}
    </AdminPage>
  );
}
