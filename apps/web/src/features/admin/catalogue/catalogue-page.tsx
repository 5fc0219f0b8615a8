import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { TAdminProduct, TAdminProductGroup } from '@putt/contract/admin/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { useAdminFilters } from '../ui/use-admin-filters';
import { GroupFormDialog } from './group-form-dialog';
import { GroupsTable } from './groups-table';
import { HistoryDrawer, type HistoryTarget } from './history-drawer';
import { HistoryTab } from './history-tab';
import { ProductFormDialog } from './product-form-dialog';
import { ProductsTable } from './products-table';

const tabs = ['products', 'groups', 'history'] as const;

/** /Admin/Catalogue: products and package prices, each editable, with the history of every change. */
export default function CataloguePage() {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ tab: '', q: '', entity: '' });
  const tab = (tabs as readonly string[]).includes(filters.tab) ? filters.tab : 'products';
  const query = useAdminQuery('adminListCatalogue', {});
  const [editProduct, setEditProduct] = useState<TAdminProduct>();
  const [editGroup, setEditGroup] = useState<TAdminProductGroup>();
  const [history, setHistory] = useState<HistoryTarget>();

  const catalogue = () => {
    if (query.isPending) return <LoadingState />;
    if (query.error || !query.data)
      return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
    return tab === 'groups' ? (
      <GroupsTable
        groups={query.data.groups}
        products={query.data.products}
        onEdit={setEditGroup}
        onHistory={setHistory}
      />
    ) : (
      <ProductsTable products={query.data.products} onEdit={setEditProduct} onHistory={setHistory} />
    );
  };

  return (
    <AdminPage title={t('admin:nav.adminCatalogue')}>
      <Tabs value={tab} onChange={(value) => setFilters({ tab: value === 'products' ? '' : (value ?? '') })}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab &&
              (value === 'history' ? (
                <HistoryTab filters={filters} page={page} setPage={setPage} setFilters={setFilters} />
              ) : (
                catalogue()
              ))}
          </Tabs.Panel>
        ))}
      </Tabs>
      {editProduct && <ProductFormDialog product={editProduct} onClose={() => setEditProduct(undefined)} />}
      {editGroup && <GroupFormDialog group={editGroup} onClose={() => setEditGroup(undefined)} />}
      {history && <HistoryDrawer target={history} onClose={() => setHistory(undefined)} />}
    </AdminPage>
  );
}
