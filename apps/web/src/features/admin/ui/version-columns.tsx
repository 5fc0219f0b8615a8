import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import type { TVersionRow } from '@putt/contract/admin/common';
import type { TFunction } from 'i18next';
import type { AdminColumn } from './admin-table';

/**
 * The first columns of a page of imported versions (item banks, norms): the test and form, the
 * version with the current one marked, and the name with a demo mark, in the words of `admin_item-banks`
 * (test names) and the page's namespace (`columns.*`, `current`, `demo`).
 */
export function versionColumns<T extends TVersionRow>(t: TFunction): AdminColumn<T>[] {
  return [
    {
      key: 'test',
      label: t('columns.test'),
      render: (row) =>
        `${t(`admin_item-banks:instruments.${row.instrument}`)} · ${t(`admin_item-banks:forms.${row.form}`, { defaultValue: row.form })}`,
    },
    {
      key: 'version',
      label: t('columns.version'),
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {`v${row.version}`}
          {row.current && (
            <Badge color="teal.9" variant="filled" size="sm" miw="max-content">
              {t('current')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'label',
      label: t('columns.label'),
      render: (row) => (
        <Group gap={4}>
          {row.label}
          {row.demo && (
            <Badge color="gray.7" variant="filled" size="sm" miw="max-content">
              {t('demo')}
            </Badge>
          )}
        </Group>
      ),
    },
  ];
}
