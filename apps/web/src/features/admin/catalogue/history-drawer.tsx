import { Stack } from '@mantine/core';
import type { CatalogueEntity } from '@putt/contract/admin/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../../../ui/side-drawer';
import { ChangesList } from './changes-list';

export type HistoryTarget = { entity: CatalogueEntity; key: string; name: string };

/** One product's or package's change history, beside the table it was opened from. */
export function HistoryDrawer({ target, onClose }: { target: HistoryTarget; onClose: () => void }) {
  const { t } = useTranslation('admin_catalogue');
  const [page, setPage] = useState(1);
  return (
    <SideDrawer opened onClose={onClose} size="xl" title={t('historyOf', { name: target.name })}>
      <Stack gap="sm">
        <ChangesList entity={target.entity} entityKey={target.key} page={page} onPage={setPage} />
      </Stack>
    </SideDrawer>
  );
}
