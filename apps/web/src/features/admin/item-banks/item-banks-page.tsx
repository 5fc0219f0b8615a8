import { Button, Group } from '@mantine/core';
import type { TAdminItemBankRow } from '@putt/contract/admin/item-banks';
import { formatDateTime } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { useAlert } from '../../../ui/alert-dialog';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable } from '../ui/admin-table';
import { downloadJson } from '../ui/download-json';
import { versionColumns } from '../ui/version-columns';
import { ImportButton, ImportedVersions, useFileImport } from '../ui/file-import';
import { failureText } from '../../../api/error-message';

const refresh = ['adminListItemBanks'] as const;

/**
 * /Admin/ItemBanks (decision 018): every form's banks, newest first, the current one marked; an
 * administrator imports a bank (JSON or XLSX) as the next version, downloads one as JSON to start
 * the next, and deletes one no attempt used.
 */
export default function ItemBanksPage() {
  const { t } = useTranslation(['admin_item-banks', 'admin']);
  const alert = useAlert();
  const query = useAdminQuery('adminListItemBanks', {});
  const importBank = useAdminMutation('adminImportItemBank', refresh);
  const remove = useAdminMutation('adminDeleteItemBank', refresh);
  const { problems, choose } = useFileImport(
    (file) => importBank.mutateAsync({ file }),
    ({ bank }) => toast.success(t('imported', { label: bank.label, version: bank.version })),
  );
  const download = async (bank: TAdminItemBankRow) => {
    try {
      const { content } = await api.call('adminGetItemBank', { id: bank.id });
      downloadJson(content, `${bank.instrument}-${bank.form}-v${bank.version}.json`);
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };
  const del = async (bank: TAdminItemBankRow) => {
    const sure = await alert({
      title: t('deleteTitle'),
      message: t('deleteAsk', { label: bank.label, version: bank.version }),
      confirm: { yes: t('delete'), no: t('deleteKeep'), irreversible: true },
    });
    if (!sure) return;
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
    ...versionColumns<TAdminItemBankRow>(t),
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
        <ImportButton
          accept=".json,.xlsx"
          loading={importBank.isPending}
          onFile={(file) => void choose(file)}
        >
          {t('import')}
        </ImportButton>
      }
    >
      <ImportedVersions ns="admin_item-banks" problems={problems} query={query}>
        {() => (
          <AdminTable
            caption={t('caption')}
            columns={columns}
            rows={query.data!.banks}
            rowKey={(bank) => bank.id}
            rowHeaders
          />
        )}
      </ImportedVersions>
    </AdminPage>
  );
}
