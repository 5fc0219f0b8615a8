import type { CatalogueEntity, TCatalogueChange } from '@putt/contract/admin/catalogue';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';

type Props = {
  entity?: CatalogueEntity;
  /** one product's SK or package's key; empty for all */
  entityKey?: string;
  q?: string;
  page: number;
  onPage: (page: number) => void;
};

/** The catalogue's history, newest first: every field change with who made it. */
export function ChangesList({ entity, entityKey = '', q = '', page, onPage }: Props) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const query = useAdminQuery('adminListCatalogueChanges', { entity, key: entityKey, q, page });

  const valueText = (field: string, value: TCatalogueChange['oldValue']) => {
    if (typeof value === 'number' && field === 'price') return t('won', { value: formatNumber(value) });
    if (typeof value === 'boolean') return value ? t('active') : t('inactive');
    return value ?? '-';
  };
  const columns: AdminColumn<TCatalogueChange>[] = [
    { key: 'at', label: t('changes.at'), render: (row) => formatDateTime(row.at), nowrap: true },
    { key: 'staff', label: t('changes.staff'), render: (row) => row.staffLogin },
    ...(entityKey
      ? []
      : [
          {
            key: 'target',
            label: t('changes.target'),
            render: (row: TCatalogueChange) => `${t(`changes.entities.${row.entity}`)} ${row.entityKey}`,
          },
        ]),
    {
      key: 'field',
      label: t('changes.field'),
      render: (row) => t(`changes.fields.${row.field}`, { defaultValue: row.field }),
    },
    { key: 'from', label: t('changes.from'), render: (row) => valueText(row.field, row.oldValue) },
    { key: 'to', label: t('changes.to'), render: (row) => valueText(row.field, row.newValue) },
  ];
  return (
    <AdminList
      caption={t('changes.caption')}
      columns={columns}
      query={query}
      rowKey={(row) => String(row.id)}
      page={page}
      onPage={onPage}
      empty={t('changes.empty')}
    />
  );
}
