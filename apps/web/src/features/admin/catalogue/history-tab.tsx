import '@mantine/core/styles/Input.css';
import { Group, Select } from '@mantine/core';
import { type CatalogueEntity, catalogueEntities } from '@putt/contract/admin/catalogue';
import { useTranslation } from 'react-i18next';
import { ChangesList } from './changes-list';
import { AdminSearch } from '../ui/admin-search';

type Props = {
  filters: { q: string; entity: string };
  page: number;
  setPage: (page: number) => void;
  setFilters: (next: { q?: string; entity?: string }) => void;
};

/** Every catalogue change, filtered by kind of item and searchable by staff id. */
export function HistoryTab({ filters, page, setPage, setFilters }: Props) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const entity = (catalogueEntities as readonly string[]).includes(filters.entity)
    ? (filters.entity as CatalogueEntity)
    : undefined;
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('changes.filter')}
          data={[
            { value: '', label: t('admin:all') },
            ...catalogueEntities.map((value) => ({ value, label: t(`changes.entities.${value}`) })),
          ]}
          value={entity ?? ''}
          onChange={(value) => setFilters({ entity: value ?? '' })}
          allowDeselect={false}
        />
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('changes.search')}
          hint={t('changes.searchPlaceholder')}
        />
      </Group>
      <ChangesList entity={entity} q={filters.q} page={page} onPage={setPage} />
    </>
  );
}
