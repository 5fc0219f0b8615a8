import { Button, Text } from '@mantine/core';
import type { TStaffAccount } from '@putt/contract/admin/staff-accounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { ErrorState, LoadingState } from '../../../ui/states';
import { Dialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { useAdminMutation, useAdminQuery } from '../api/admin-api';
import { StaffSessions } from '../security/staff-sessions';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useStaffSession } from '../shell/use-staff-session';
import { AdminPage } from '../ui/admin-page';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { StaffTable } from './staff-table';

/** /Admin/Staff (administrators only): the company's back-office accounts. */
export default function StaffPage() {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  const query = useAdminQuery('adminListStaff', {});
  const { staff: self } = useStaffSession();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TStaffAccount>();
  const [resetting, setResetting] = useState<TStaffAccount>();
  const [resettingFactor, setResettingFactor] = useState<TStaffAccount>();
  const [viewingSessions, setViewingSessions] = useState<TStaffAccount>();
  const resetFactor = useAdminMutation('adminResetSecondFactor', ['adminListStaff']);

  const body = () => {
    if (query.isPending) return <LoadingState />;
    if (query.error || !query.data)
      return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
    return (
      <StaffTable
        items={query.data.items}
        selfId={self?.staffId}
        onEdit={setEditing}
        onResetPassword={setResetting}
        onResetFactor={setResettingFactor}
        onSessions={setViewingSessions}
      />
    );
  };

  return (
    <AdminPage
      title={t('admin:nav.adminStaff')}
      actions={<Button onClick={() => setCreating(true)}>{t('add')}</Button>}
    >
      {body()}
      {creating && <CreateStaffDialog onClose={() => setCreating(false)} />}
      {editing && (
        <EditStaffDialog
          account={editing}
          isSelf={editing.staffId === self?.staffId}
          onClose={() => setEditing(undefined)}
        />
      )}
      {resetting && (
        <ResetPasswordDialog staffId={resetting.staffId} onClose={() => setResetting(undefined)} />
      )}
      {resettingFactor && (
        <ConfirmDialog
          opened
          danger
          title={t('resetFactorOf', { staffId: resettingFactor.staffId })}
          confirmLabel={t('resetFactor')}
          onClose={() => setResettingFactor(undefined)}
          onConfirm={async () => {
            const { staffId } = resettingFactor;
            await resetFactor.mutateAsync({ staffId });
            toast.success(t('resetFactorDone', { staffId }));
          }}
        >
          <Text>{t('resetFactorConfirm', { staffId: resettingFactor.staffId })}</Text>
        </ConfirmDialog>
      )}
      {viewingSessions && (
        <Dialog
          opened
          width="lg"
          title={t('sessionsTitle', { staffId: viewingSessions.staffId })}
          onClose={() => setViewingSessions(undefined)}
        >
          <StaffSessions staffId={viewingSessions.staffId} />
        </Dialog>
      )}
    </AdminPage>
  );
}
