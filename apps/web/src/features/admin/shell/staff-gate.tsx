import type { AdminRouteDef } from '@putt/contract/admin-routes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/states';
import { useStaffSession } from './use-staff-session';

/** Administrators' pages (settings, staff accounts, audit log) say so to an operator. */
export function StaffGate({ route, children }: { route: AdminRouteDef; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { staff } = useStaffSession();
  if (route.staffRole === 'admin' && staff?.role !== 'admin') return <ErrorState message={t('adminOnly')} />;
  return children;
}
