import '@mantine/core/styles/Input.css';
import { Button, Code, Group, NativeSelect, Text } from '@mantine/core';
import { mailStatuses, type TAdminMailRow } from '@putt/contract/admin/outbox';
import { formatDateTime } from '@putt/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../api/admin-api';
import { AdminList } from '../ui/admin-list';
import type { AdminColumn } from '../ui/admin-table';
import { AdminPage } from '../ui/admin-page';
import { ChoiceFilter } from '../ui/choice-filter';
import { filterValue, useAdminFilters } from '../ui/use-admin-filters';
import { MailDialog } from './mail-dialog';
import { MailStatusBadge } from './mail-status-badge';
import { ResendButton } from './resend-button';
import { AdminSearch } from '../ui/admin-search';

/** /Admin/Outbox: every e-mail with its status, attempts and error; read and resend (dashboard: ?status=failed). */
export default function OutboxPage() {
  const { t } = useTranslation(['admin_outbox', 'admin']);
  const { filters, page, setPage, setFilters } = useAdminFilters({ q: '', status: '', template: '' });
  const status = filterValue(mailStatuses, filters.status);
  const query = useAdminQuery('adminListMails', { page, q: filters.q, status, template: filters.template });
  const [opened, setOpened] = useState<string>();
  const templates = query.data?.templates ?? [];

  const columns: AdminColumn<TAdminMailRow>[] = [
    { key: 'created', label: t('created'), render: (row) => formatDateTime(row.created), nowrap: true },
    { key: 'to', label: t('to'), render: (row) => row.to },
    { key: 'subject', label: t('subject'), render: (row) => row.subject },
    { key: 'template', label: t('template'), render: (row) => <Code>{row.template}</Code> },
    { key: 'status', label: t('status'), render: (row) => <MailStatusBadge status={row.status} /> },
    { key: 'attempts', label: t('attempts'), render: (row) => row.attempts },
    {
      key: 'lastError',
      label: t('lastError'),
      render: (row) => (
        <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {row.lastError ?? ''}
        </Text>
      ),
    },
    { key: 'sentAt', label: t('sentAt'), render: (row) => (row.sentAt ? formatDateTime(row.sentAt) : '') },
    {
      key: 'actions',
      label: t('actions'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="subtle"
            aria-label={t('viewOf', { subject: row.subject })}
            onClick={() => setOpened(row.id)}
          >
            {t('view')}
          </Button>
          <ResendButton mail={row} />
        </Group>
      ),
    },
  ];

  return (
    <AdminPage title={t('admin:nav.adminOutbox')}>
      <Group align="flex-end" wrap="wrap">
        <AdminSearch
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
          label={t('search')}
          hint={t('searchHint')}
        />
        <ChoiceFilter
          label={t('status')}
          values={mailStatuses}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          labelOf={(value) => t(`statuses.${value}`)}
        />
        <NativeSelect
          label={t('template')}
          value={filters.template}
          onChange={(event) => setFilters({ template: event.currentTarget.value })}
          data={[
            { value: '', label: t('allTemplates') },
            ...[...new Set([...templates, filters.template].filter(Boolean))].map((value) => ({
              value,
              label: value,
            })),
          ]}
        />
      </Group>
      <AdminList
        caption={t('admin:nav.adminOutbox')}
        columns={columns}
        query={query}
        rowKey={(row) => row.id}
        page={page}
        onPage={setPage}
        empty={t('empty')}
      />
      <MailDialog id={opened} onClose={() => setOpened(undefined)} />
    </AdminPage>
  );
}
