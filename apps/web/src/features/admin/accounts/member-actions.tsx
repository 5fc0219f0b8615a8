import { Button } from '@mantine/core';
import { hasPassword, type TAdminMember } from '@putt/contract/admin/accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import { useAdminMutation } from '../api/admin-api';
import { ActionButton } from '../ui/action-button';
import { ReasonDialog } from '../ui/reason-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

/** Every read that shows a member's lock, refreshed after an action. */
const refreshed = ['adminGetMember', 'adminListMembers', 'adminGetOrganisation'] as const;

export type ActionMember = Pick<TAdminMember, 'id' | 'uid' | 'type' | 'email'> & {
  locked: boolean;
  withdrawn: boolean;
};

/**
 * Lock (with a reason), unlock, and reset the password of one member. `compact` is for a table
 * row: small buttons whose names say whose they are.
 */
export function MemberActions({ member, compact = false }: { member: ActionMember; compact?: boolean }) {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const lock = useAdminMutation('adminLockMember', refreshed);
  const unlock = useAdminMutation('adminUnlockMember', refreshed);
  const reset = useAdminMutation('adminResetMemberPassword', refreshed);
  const [dialog, setDialog] = useState<'lock' | 'reset'>();
  const close = () => setDialog(undefined);
  const { id, uid, email } = member;

  const size = compact ? 'xs' : 'sm';
  const named = (action: string) =>
    compact ? { 'aria-label': t('actions.forMember', { uid, action }) } : {};
  const mayReset = !member.withdrawn && hasPassword(member.type) && email !== '';

  return (
    <>
      {member.locked ? (
        <ActionButton
          size={size}
          variant="outline"
          action={() => unlock.mutateAsync({ id })}
          done={t('actions.unlocked', { uid })}
          {...named(t('actions.unlock'))}
        >
          {t('actions.unlock')}
        </ActionButton>
      ) : (
        !member.withdrawn && (
          <Button
            size={size}
            // outline: the light tint's red text fails contrast
            variant="outline"
            color="red.9"
            onClick={() => setDialog('lock')}
            {...named(t('actions.lock'))}
          >
            {t('actions.lock')}
          </Button>
        )
      )}
      {mayReset && (
        <Button
          size={size}
          variant="default"
          onClick={() => setDialog('reset')}
          {...named(t('actions.resetPassword'))}
        >
          {t('actions.resetPassword')}
        </Button>
      )}
      <ReasonDialog
        opened={dialog === 'lock'}
        title={t('actions.lockTitle')}
        description={t('actions.lockDescription', { uid })}
        confirmLabel={t('actions.lockConfirm')}
        onClose={close}
        onConfirm={async (reason) => {
          await lock.mutateAsync({ id, reason });
          toast.success(t('actions.locked', { uid }));
        }}
      />
      <ResetPasswordDialog
        opened={dialog === 'reset'}
        uid={uid}
        email={email}
        onClose={close}
        onConfirm={async () => {
          await reset.mutateAsync({ id });
          toast.success(t('actions.resetDone', { email }));
        }}
      />
    </>
  );
}
