import { Button, VisuallyHidden } from '@mantine/core';
import type { TOrgOrderRow } from '@putt/contract/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgOrderDialog } from './org-order-dialog';
import { OrgOrderList } from './org-order-list';
import { type OrgColumn, OrgOrderTable } from './org-order-table';

type Props = {
  subType?: 'quotation';
  empty: string;
  caption: string;
  columns: OrgColumn[];
  minWidth: number;
  /** the title of the detail dialog */
  dialogTitle: string;
};

/** A list whose rows open their order in a dialog (the request and purchase lists). */
export function OrgDialogList({ subType, empty, caption, columns, minWidth, dialogTitle }: Props) {
  const { t } = useTranslation('org-orders');
  const [open, setOpen] = useState<TOrgOrderRow | null>(null);
  return (
    <>
      <OrgOrderList subType={subType} empty={empty}>
        {(list) => (
          <OrgOrderTable
            rows={list.Items}
            page={list.page}
            caption={caption}
            columns={columns}
            minWidth={minWidth}
            action={(row) => (
              <Button size="xs" variant="light" onClick={() => setOpen(row)}>
                {t('actions.detail')}
                {/* every row has the same button: screen readers hear whose it is */}
                <VisuallyHidden>{t('lists.ofOrder', { name: row.name })}</VisuallyHidden>
              </Button>
            )}
          />
        )}
      </OrgOrderList>
      <OrgOrderDialog order={open} title={dialogTitle} onClose={() => setOpen(null)} />
    </>
  );
}
