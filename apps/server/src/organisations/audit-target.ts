/** How the audit log names a registration request (its target type). */
export const AUDIT_TARGET = 'orgRequest';

/** The operation whose audit row records an approval, with the certificate it stored. */
export const APPROVAL_ACTION = 'adminApproveOrgRequest';

/** Whose data a request holds, as the audit log names it: the contact person and the organisation. */
export function auditSubjectOf(request: { deptPersonName: string; name: string; uid: string }): string {
  return `${request.deptPersonName} / ${request.name} (${request.uid})`;
}
