import type { TAdminProduct, TAdminProductGroup } from '@putt/contract/admin/catalogue';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../ui/admin-table';
import { CatalogueTable } from './catalogue-table';
import type { HistoryTarget } from './history-drawer';
import { RowActions } from './row-actions';

type Props = {
  groups: TAdminProductGroup[];
  /** to name a package's products */
  products: TAdminProduct[];
  onEdit: (group: TAdminProductGroup) => void;
  onHistory: (target: HistoryTarget) => void;
};

export function GroupsTable({ groups, products, onEdit, onHistory }: Props) {
  const { t } = useTranslation('admin_catalogue');
  const nameOf = new Map(products.map((product) => [product.type, product.name]));
  const columns: AdminColumn<TAdminProductGroup>[] = [
    { key: 'key', label: t('groups.key'), render: (row) => t('groups.keyValue', { key: row.productKey }) },
    { key: 'level', label: t('groups.level'), render: (row) => t(`levels.${row.level}`) },
    {
      key: 'contents',
      label: t('groups.contents'),
      render: (row) => row.productTypes.map((type) => nameOf.get(type) ?? type).join(', '),
    },
    { key: 'price', label: t('groups.price'), render: (row) => t('won', { value: formatNumber(row.price) }) },
    {
      key: 'updatedAt',
      label: t('groups.updatedAt'),
      render: (row) => formatDateTime(row.updatedAt),
      nowrap: true,
    },
    {
      key: 'actions',
      label: t('groups.actions'),
      render: (row) => {
        const name = t('groups.keyValue', { key: row.productKey });
        return (
          <RowActions
            name={name}
            onEdit={() => onEdit(row)}
            onHistory={() => onHistory({ entity: 'productGroup', key: row.productKey, name })}
          />
        );
      },
    },
  ];
  return (
    <CatalogueTable
      caption={t('groups.caption')}
      columns={columns}
      rows={groups}
      rowKey={(row) => row.productKey}
      empty={t('groups.empty')}
    />
  );
}
