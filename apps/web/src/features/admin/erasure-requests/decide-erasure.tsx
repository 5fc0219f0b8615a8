import { Button, Group, Text } from '@mantine/core';
import type { TErasureRequestAdminRow } from '@putt/contract/admin/erasure-requests';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ReasonDialog } from '../ui/reason-dialog';

type Decision = 'confirm' | 'decline';

/**
 * The request being decided: the dialog open (null while it closes: the request stays for its
 * title) and whether it was decided, which sends focus to the page's heading when it has closed.
 */
export type Deciding = { request: TErasureRequestAdminRow; open: Decision | null; decided: boolean };

const whoOf = (request: TErasureRequestAdminRow, erased: string) => request.name || erased;

/** A waiting request's two steps, each opening its dialog (DecideErasureDialogs, on the page). */
export function DecideButtons({
  request,
  onOpen,
}: {
  request: TErasureRequestAdminRow;
  onOpen: (decision: Decision) => void;
}) {
  const { t } = useTranslation('admin');
  const who = whoOf(request, t('erasure.erasedName'));
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        color="red.8"
        onClick={() => onOpen('confirm')}
        aria-label={t('erasure.confirmFor', { name: who })}
      >
        {t('erasure.confirm')}
      </Button>
      <Button
        variant="default"
        onClick={() => onOpen('decline')}
        aria-label={t('erasure.declineFor', { name: who })}
      >
        {t('erasure.decline')}
      </Button>
    </Group>
  );
}

/**
 * Confirm or decline a pupil's or parent's request to erase, each after a dialog that says what
 * follows. The dialogs live on the page, not in the request's row: a decision takes the row's
 * buttons away as the list is fetched again, and a dialog in the row would go with them before it
 * gave focus back. Decided, focus goes to the page's heading (decision 014); closed without a
 * decision, back to the button that opened it.
 */
export function DecideErasureDialogs({
  deciding,
  onChange,
}: {
  deciding: Deciding | null;
  onChange: (change: Partial<Deciding>) => void;
}) {
  const { t } = useTranslation('admin');
  const decide = useAdminMutation('adminDecideErasureRequest', ['adminListErasureRequests']);
  if (!deciding) return null;
  const { request } = deciding;
  const who = whoOf(request, t('erasure.erasedName'));
  const close = () => onChange({ open: null });
  const focusAfter = () => (deciding.decided ? document.querySelector<HTMLElement>('#main h1') : undefined);
  // keyed by the request: a reason typed or a refusal shown for one is not carried to the next
  return (
    <>
      <ConfirmDialog
        key={`confirm-${request.id}`}
        opened={deciding.open === 'confirm'}
        title={t('erasure.confirmTitle', { name: who })}
        confirmLabel={t('erasure.confirm')}
        danger
        onClose={close}
        onConfirm={async () => {
          await decide.mutateAsync({ id: request.id, decision: 'confirm' });
          onChange({ decided: true });
          toast.success(t('erasure.confirmed'));
        }}
        focusAfter={focusAfter}
      >
        <Text size="sm">{t('erasure.confirmText', { to: request.receiptTo })}</Text>
      </ConfirmDialog>
      <ReasonDialog
        key={`decline-${request.id}`}
        opened={deciding.open === 'decline'}
        title={t('erasure.declineTitle', { name: who })}
        description={t('erasure.declineText', { to: request.receiptTo })}
        confirmLabel={t('erasure.decline')}
        danger={false}
        onClose={close}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ id: request.id, decision: 'decline', reason });
          onChange({ decided: true });
          toast.success(t('erasure.declined'));
        }}
        focusAfter={focusAfter}
      />
    </>
  );
}
