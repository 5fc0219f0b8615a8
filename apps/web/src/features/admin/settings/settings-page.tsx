import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { BankAccountForm } from './bank-account-form';
import { DemoChecklist } from './demo-checklist';
import { DocumentsForm } from './documents-form';
import { PartnersForm } from './partners-form';
import { RetentionForm } from './retention-form';
import { SiteForm } from './site-form';

/** A link to a section (the demo checklist's) takes focus to its heading once the forms are shown. */
function useFocusSection(shown: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (shown && hash) document.getElementById(hash.slice(1))?.focus();
  }, [shown, hash]);
}

/**
 * /Admin/Settings (administrators): in production the settings still at their demo values, then
 * company contact data, the payment account, the order documents (tax, validity, seal) and the
 * partners, and how long personal data is kept.
 */
export default function SettingsPage() {
  const { t } = useTranslation(['admin_settings', 'admin']);
  const query = useAdminQuery('adminGetSettings', {});
  useFocusSection(!!query.data);
  return (
    <AdminPage title={t('admin:nav.adminSettings')}>
      <DemoChecklist />
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />}
      {query.data && (
        <Stack gap="lg">
          <SiteForm initial={query.data.site} />
          <BankAccountForm initial={query.data.bankAccount} />
          <DocumentsForm initial={query.data.documents} />
          <PartnersForm initial={query.data.partners} />
          <RetentionForm initial={query.data.retention} />
        </Stack>
      )}
    </AdminPage>
  );
}
