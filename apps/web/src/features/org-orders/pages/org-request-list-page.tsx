import { useTranslation } from 'react-i18next';
import { OrgDialogList } from '../components/org-dialog-list';
import { useOrgColumns } from '../components/org-order-table';

/**
 * The organisation's applications (/Mypage/Order/Org/RequestList, spec-2 §2 screen 4): every
 * application whatever its status, 10 a page, with its date, total and status; the detail opens in
 * a dialog.
 */
export default function OrgRequestListPage() {
  const { t } = useTranslation('org-orders');
  const columns = useOrgColumns();
  return (
    <OrgDialogList
      subType="quotation"
      empty={t('lists.requests.empty')}
      caption={t('lists.requests.caption')}
      columns={[columns.date, columns.total, columns.status]}
      minWidth={680}
      dialogTitle={t('lists.requests.dialogTitle')}
    />
  );
}
