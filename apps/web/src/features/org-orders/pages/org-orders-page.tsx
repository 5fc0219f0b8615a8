import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FromList } from '../../../ui/list/list-params';
import { actionOf } from '../components/org-order-status';
import { OrgOrderList } from '../components/org-order-list';
import { OrgOrderTable, useOrgColumns } from '../components/org-order-table';

/**
 * The organisation's diagnostic tests (/Mypage/Order/Org, spec-2 §2 screen 2): the orders staff
 * approved, 10 a page, with the application date, the 4-step progress (or not applicable) and the
 * button of the order's status: register the classes, or see the order on its detail page.
 */
export default function OrgOrdersPage() {
  const { t } = useTranslation('org-orders');
  const columns = useOrgColumns();
  const { search } = useLocation();
  // the detail page's back link returns to this page and search
  const fromList: FromList = { listSearch: search };
  return (
    <OrgOrderList empty={t('lists.orders.empty')}>
      {(list) => (
        <OrgOrderTable
          rows={list.Items}
          page={list.page}
          caption={t('lists.orders.caption')}
          columns={[columns.date, columns.progress]}
          minWidth={640}
          action={(row) => {
            const { action, to } = actionOf(row);
            return (
              <Button component={Link} to={to} state={fromList} size="xs" variant="light">
                {t(`actions.${action}`)}
                <VisuallyHidden>{t('lists.ofOrder', { name: row.name })}</VisuallyHidden>
              </Button>
            );
          }}
        />
      )}
    </OrgOrderList>
  );
}
