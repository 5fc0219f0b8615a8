import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Drawer, Stack } from '@mantine/core';
import type { CatalogueEntity } from '@putt/contract/admin/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangesList } from './changes-list';

export type HistoryTarget = { entity: CatalogueEntity; key: string; name: string };

/** One product's or package's change history, beside the table it was opened from. */
export function HistoryDrawer({ target, onClose }: { target: HistoryTarget; onClose: () => void }) {
  const { t } = useTranslation(['admin_catalogue', 'admin']);
  const [page, setPage] = useState(1);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('historyOf', { name: target.name })}
      closeButtonProps={{ 'aria-label': t('admin:close') }}
    >
      <Stack gap="sm">
        <ChangesList entity={target.entity} entityKey={target.key} page={page} onPage={setPage} />
      </Stack>
    </Drawer>
  );
}
