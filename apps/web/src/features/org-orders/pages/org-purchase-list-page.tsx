import { useTranslation } from 'react-i18next';
import { OrgDialogList } from '../components/org-dialog-list';
import { useOrgColumns } from '../components/org-order-table';

/**
 * The organisation's purchases (/Mypage/Order/Org/PurchaseList, spec-2 §2 screen 5): the orders
 * staff approved, 10 a page, with total, status, paid or not and date; the detail opens in the
 * dialog titled purchase information.
 */
export default function OrgPurchaseListPage() {
  const { t } = useTranslation('org-orders');
  const columns = useOrgColumns();
  return (
    <OrgDialogList
      empty={t('lists.purchases.empty')}
      caption={t('lists.purchases.caption')}
      columns={[columns.total, columns.status, columns.payment, columns.date]}
      minWidth={760}
      dialogTitle={t('lists.purchases.dialogTitle')}
    />
  );
}
