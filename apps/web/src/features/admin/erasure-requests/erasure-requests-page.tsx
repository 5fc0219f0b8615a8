import { Group, Text } from '@mantine/core';
import { type TErasureRequestAdminRow } from '@putt/contract/admin/erasure-requests';
import { formatDateTime } from '@putt/contract/format';
import { erasureStates, type ErasureState } from '@putt/contract/privacy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import { AdminSearch } from '../ui/admin-search';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { DecideButtons, type Deciding, DecideErasureDialogs } from './decide-erasure';

const stateColor: Record<ErasureState, string> = {
  waiting: 'orange',
  confirmed: 'blue',
  done: 'teal',
  declined: 'gray',
};

/**
 * /Admin/ErasureRequests (issue 44): every request to erase examinees early. A family's and a
 * school's are carried out by the destruction job as they come; a pupil's or parent's, sent with a
 * report key, waits here for staff to confirm it (after checking with the school) or decline it.
 */
export default function ErasureRequestsPage() {
  const { t } = useTranslation('admin');
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', state: '' });
  const state = filterValue(erasureStates, filters.state);
  const query = useAdminQuery('adminListErasureRequests', {
    page,
    q: filters.q,
    ...(state ? { state } : {}),
  });
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const columns: AdminColumn<TErasureRequestAdminRow>[] = [
    {
      key: 'at',
      label: t('erasure.requestedAt'),
      render: (row) => formatDateTime(row.requestedAt),
      nowrap: true,
    },
    { key: 'source', label: t('erasure.source'), render: (row) => t(`erasure.sources.${row.source}`) },
    {
      key: 'who',
      label: t('erasure.who'),
      render: (row) => (
        <>
          <Text size="sm">
            {row.name || t('erasure.erasedName')}
            {row.examinees > 1 && ` ${t('erasure.more', { count: row.examinees - 1 })}`}
          </Text>
          <Text size="xs" c="dimmed">
            {row.where}
          </Text>
        </>
      ),
    },
    {
      key: 'message',
      label: t('erasure.message'),
      render: (row) => (
        <>
          <Text size="sm">{row.message}</Text>
          <Text size="xs" c="dimmed">
            {row.receiptTo}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      label: t('erasure.state'),
      nowrap: true,
      render: (row) => (
        <>
          <WordBadge color={stateColor[row.state]}>{t(`erasure.states.${row.state}`)}</WordBadge>
          {row.declineReason && (
            <Text size="xs" mt={4}>
              {row.declineReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'decide',
      label: t('erasure.decide'),
      render: (row) =>
        row.state === 'waiting' ? (
          <DecideButtons
            request={row}
            onOpen={(open) => setDeciding({ request: row, open, decided: false })}
          />
        ) : null,
    },
  ];

  return (
    <AdminPage title={t('nav.adminErasureRequests')}>
      <Text size="sm">{t('erasure.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('erasure.search')}
          hint={t('erasure.searchHint')}
        />
        <ChoiceFilter
          label={t('erasure.state')}
          values={erasureStates}
          value={state}
          onChange={(value) => setFilters({ state: value })}
          labelOf={(value) => t(`erasure.states.${value}`)}
        />
      </Group>
      <AdminList
        caption={t('nav.adminErasureRequests')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('erasure.empty')}
      />
      <DecideErasureDialogs
        deciding={deciding}
        onChange={(change) => setDeciding((current) => current && { ...current, ...change })}
      />
    </AdminPage>
  );
}
