/** How the audit log names a registration request (its target type). */
export const AUDIT_TARGET = 'orgRequest';

/** Whose data a request holds, as the audit log names it: the contact person and the organisation. */
export function auditSubjectOf(request: { deptPersonName: string; name: string; uid: string }): string {
  return `${request.deptPersonName} / ${request.name} (${request.uid})`;
}
