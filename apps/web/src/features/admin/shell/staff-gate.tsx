import { adminPath, type AdminRouteDef } from '@putt/contract/admin-routes';
import { staffRoleAllows } from '@putt/contract/admin/common';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../ui/states';
import { useStaffSession } from './use-staff-session';

/**
 * A page the staff member's role does not reach says so: administrators' pages (settings, staff
 * accounts, audit log) to an operator, the operators' to a counsellor, whose home (the dashboard)
 * is their counselling schedule instead.
 */
export function StaffGate({ route, children }: { route: AdminRouteDef; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { staff } = useStaffSession();
  if (staff && staffRoleAllows(route.staffRole, staff.role)) return children;
  if (route.key === 'adminHome' && staff?.role === 'counsellor')
    return <Navigate to={adminPath('adminCounselling')} replace />;
  return <ErrorState message={t(route.staffRole === 'admin' ? 'adminOnly' : 'notAllowed')} />;
}
