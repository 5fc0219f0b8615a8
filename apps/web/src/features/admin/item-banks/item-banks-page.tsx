import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Alert, Badge, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import type { TAdminItemBankRow, TBankImportProblem } from '@putt/contract/admin/item-banks';
import { formatDateTime } from '@putt/contract/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { errorMessage, failureText } from '../../../api/error-message';
import { useAlert } from '../../../ui/alert-dialog';
import { readDataUrl } from '../../../ui/read-data-url';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable } from '../ui/admin-table';

const refresh = ['adminListItemBanks'] as const;

/**
 * /Admin/ItemBanks (decision 018): every form's banks, newest first, the current one marked; an
 * administrator imports a bank (JSON or XLSX) as the next version, downloads one as JSON to start
 * the next, and deletes one no attempt used.
 */
export default function ItemBanksPage() {
  const { t } = useTranslation(['admin_banks', 'admin']);
  const alert = useAlert();
  const query = useAdminQuery('adminListItemBanks', {});
  const importBank = useAdminMutation('adminImportItemBank', refresh);
  const remove = useAdminMutation('adminDeleteItemBank', refresh);
  const [problems, setProblems] = useState<{ file: string; list: TBankImportProblem[] } | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblems(null);
    const dataUrl = await readDataUrl(file);
    try {
      const result = await importBank.mutateAsync({
        file: { name: file.name, base64: dataUrl.slice(dataUrl.indexOf(',') + 1) },
      });
      if (result.ok) toast.success(t('imported', { label: result.bank.label, version: result.bank.version }));
      else setProblems({ file: file.name, list: result.problems });
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  const download = async (bank: TAdminItemBankRow) => {
    try {
      const { content } = await api.call('adminGetItemBank', { id: bank.id });
      const blob = new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `${bank.instrument}-${bank.form}-v${bank.version}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  const del = async (bank: TAdminItemBankRow) => {
    if (
      !(await alert({ message: t('deleteAsk', { label: bank.label, version: bank.version }), confirm: true }))
    )
      return;
    try {
      await remove.mutateAsync({ id: bank.id });
      toast.success(t('deleted'));
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };

  // a form keeps at least one bank: its only version offers no delete
  const versionsOf = new Map<string, number>();
  for (const bank of query.data?.banks ?? []) {
    const form = `${bank.instrument}/${bank.form}`;
    versionsOf.set(form, (versionsOf.get(form) ?? 0) + 1);
  }
  const columns: AdminColumn<TAdminItemBankRow>[] = [
    {
      key: 'test',
      label: t('columns.test'),
      render: (bank) =>
        `${t(`instruments.${bank.instrument}`)} · ${t(`forms.${bank.form}`, { defaultValue: bank.form })}`,
    },
    {
      key: 'version',
      label: t('columns.version'),
      render: (bank) => (
        <Group gap={4} wrap="nowrap">
          {`v${bank.version}`}
          {bank.current && (
            <Badge color="teal.9" variant="filled" size="sm">
              {t('current')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'label',
      label: t('columns.label'),
      render: (bank) => (
        <Group gap={4}>
          {bank.label}
          {bank.demo && (
            <Badge color="gray.7" variant="filled" size="sm">
              {t('demo')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'items', label: t('columns.items'), render: (bank) => String(bank.items) },
    {
      key: 'created',
      label: t('columns.created'),
      render: (bank) => `${formatDateTime(bank.createdAt)} · ${bank.createdBy ?? t('installed')}`,
    },
    {
      key: 'used',
      label: t('columns.used'),
      render: (bank) => (bank.firstUsedAt ? formatDateTime(bank.firstUsedAt) : t('unused')),
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (bank) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => void download(bank)}>
            {t('download')}
          </Button>
          {!bank.firstUsedAt && (versionsOf.get(`${bank.instrument}/${bank.form}`) ?? 0) > 1 && (
            <Button size="xs" color="red.9" variant="outline" onClick={() => void del(bank)}>
              {t('delete')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin:nav.adminItemBanks')}
      actions={
        <FileButton onChange={(file) => void choose(file)} accept=".json,.xlsx">
          {(props) => (
            <Button {...props} loading={importBank.isPending}>
              {t('import')}
            </Button>
          )}
        </FileButton>
      }
    >
      <Stack gap="sm">
        <Text size="sm">{t('intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('format')}
        </Text>
        {problems && (
          <Alert
            color="red.9"
            variant="outline"
            role="alert"
            title={t('problemsTitle', { file: problems.file })}
          >
            <List size="sm" spacing={4}>
              {problems.list.map((problem, index) => (
                <List.Item key={index}>{t(`problems.${problem.code}`, { ...problem })}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {query.isPending ? (
          <LoadingState />
        ) : query.error || !query.data ? (
          <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
        ) : (
          <AdminTable
            caption={t('caption')}
            columns={columns}
            rows={query.data.banks}
            rowKey={(bank) => bank.id}
            rowHeaders
          />
        )}
      </Stack>
    </AdminPage>
  );
}
