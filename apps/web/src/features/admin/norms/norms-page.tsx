import { Button } from '@mantine/core';
import type { TAdminNormRow } from '@putt/contract/admin/norms';
import { formatDateTime, formatNumber } from '@putt/contract/format';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { AdminPage } from '../ui/admin-page';
import { type AdminColumn, AdminTable } from '../ui/admin-table';
import { downloadJson } from '../ui/download-json';
import { versionColumns } from '../ui/version-columns';
import { ImportButton, ImportedVersions, useFileImport } from '../ui/file-import';
import { failureText } from '../../../api/error-message';

/**
 * /Admin/Norms (issue 23, decision 021): every form's norm tables, newest first, the current one
 * with the results still scored under an older one; an administrator imports a table (JSON, as
 * downloaded) as the next version. Rescoring is a separate, explicit step on /Admin/Results.
 */
export default function NormsPage() {
  const { t } = useTranslation(['admin_norms', 'admin_item-banks', 'admin']);
  const query = useAdminQuery('adminListNorms', {});
  const importNorm = useAdminMutation('adminImportNorm', ['adminListNorms', 'adminListResults']);
  const { problems, choose } = useFileImport(
    (file) => importNorm.mutateAsync({ file }),
    ({ norm }) => toast.success(t('imported', { label: norm.label, version: norm.version })),
  );
  const download = async (norm: TAdminNormRow) => {
    try {
      const { content } = await api.call('adminGetNorm', { id: norm.id });
      downloadJson(content, `norm-${norm.instrument}-${norm.form}-v${norm.version}.json`);
    } catch (error) {
      toast.error(failureText(error, t, 'admin:actionFailed'));
    }
  };

  const columns: AdminColumn<TAdminNormRow>[] = [
    ...versionColumns<TAdminNormRow>(t),
    {
      key: 'sample',
      label: t('columns.sample'),
      render: (norm) => t('sample', { groups: norm.groups, people: formatNumber(norm.sample) }),
    },
    {
      key: 'created',
      label: t('columns.created'),
      render: (norm) => `${formatDateTime(norm.createdAt)} · ${norm.createdBy ?? t('installed')}`,
    },
    {
      key: 'used',
      label: t('columns.used'),
      render: (norm) => (norm.firstUsedAt ? formatDateTime(norm.firstUsedAt) : t('unused')),
    },
    {
      key: 'older',
      label: t('columns.older'),
      render: (norm) =>
        norm.current && norm.olderResults > 0 ? t('older', { count: norm.olderResults }) : '',
    },
    {
      key: 'actions',
      label: t('columns.actions'),
      render: (norm) => (
        <Button size="xs" variant="default" onClick={() => void download(norm)}>
          {t('download')}
        </Button>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('admin:nav.adminNorms')}
      actions={
        <ImportButton accept=".json" loading={importNorm.isPending} onFile={(file) => void choose(file)}>
          {t('import')}
        </ImportButton>
      }
    >
      <ImportedVersions ns="admin_norms" problems={problems} query={query}>
        {() => (
          <AdminTable
            caption={t('caption')}
            columns={columns}
            rows={query.data!.norms}
            rowKey={(norm) => norm.id}
            rowHeaders
          />
        )}
      </ImportedVersions>
    </AdminPage>
  );
}
