import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { TAdminProduct } from '@putt/contract/admin/catalogue';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { isInstrumentKey } from '@putt/contract/instruments';
import { useTranslation } from 'react-i18next';
import type { AdminColumn } from '../ui/admin-table';
import { CatalogueTable } from './catalogue-table';
import type { HistoryTarget } from './history-drawer';
import { RowActions } from './row-actions';

type Props = {
  products: TAdminProduct[];
  onEdit: (product: TAdminProduct) => void;
  onHistory: (target: HistoryTarget) => void;
};

export function ProductsTable({ products, onEdit, onHistory }: Props) {
  const { t } = useTranslation('admin_catalogue');
  const columns: AdminColumn<TAdminProduct>[] = [
    {
      key: 'name',
      label: t('products.name'),
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm">{row.name}</Text>
          <Text fz="xs" c="dimmed" lang="en">
            {row.nameEn}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', label: t('products.type'), render: (row) => <code>{row.type}</code> },
    { key: 'kind', label: t('products.kind'), render: (row) => t(`kinds.${row.kind}`) },
    { key: 'level', label: t('products.level'), render: (row) => t(`levels.${row.level ?? 'none'}`) },
    {
      key: 'price',
      label: t('products.price'),
      render: (row) => t('won', { value: formatNumber(row.price) }),
    },
    {
      key: 'runner',
      label: t('products.runner'),
      render: (row) =>
        !isInstrumentKey(row.type) ? (
          t('levels.none')
        ) : row.formUri ? (
          <Badge color="grape.9" variant="filled" miw="max-content">
            {t('runnerExternal')}
          </Badge>
        ) : (
          t('runnerOwn')
        ),
    },
    {
      key: 'status',
      label: t('products.status'),
      render: (row) => (
        <Badge color={row.active ? 'teal.9' : 'gray.7'} variant="filled" miw="max-content">
          {row.active ? t('active') : t('inactive')}
        </Badge>
      ),
    },
    {
      key: 'updatedAt',
      label: t('products.updatedAt'),
      render: (row) => formatDateTime(row.updatedAt),
      nowrap: true,
    },
    {
      key: 'actions',
      label: t('products.actions'),
      render: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => onEdit(row)}
          onHistory={() => onHistory({ entity: 'product', key: row.sk, name: row.name })}
        />
      ),
    },
  ];
  return (
    <CatalogueTable
      caption={t('products.caption')}
      columns={columns}
      rows={products}
      rowKey={(row) => row.sk}
      empty={t('products.empty')}
    />
  );
}
