import { ErrorCode } from '@putt/contract/errors';
import { orgUserMessages } from '@putt/contract/org-users';
import { eraseMember } from '../../accounts/erase-member.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { callerOrganisation, findOrgUser } from './find-org-user.js';
import type { OrgCaller } from './org-caller.js';

/**
 * The organisation admin deletes one of the organisation's users (decision 015): the user is
 * erased as a withdrawal erases (accounts/erase-member.ts). Never an admin, never oneself. Another organisation's user, or an orgId not the caller's, answers as a
 * missing one. Call inside a transaction.
 */
export async function deleteOrgUser(
  db: DbOrTx,
  caller: OrgCaller,
  { orgId, uid }: { orgId: string; uid: string },
): Promise<void> {
  if (!caller.isAdmin) throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation admins only');
  const organisation = await callerOrganisation(db, caller, orgId);
  const target = await findOrgUser(db, organisation.id, uid, { lock: true });
  if (!target) throw notFound();
  if (target.id === caller.memberId) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'You cannot delete yourself.', {
      uid: orgUserMessages.cannotDeleteSelf,
    });
  }
  if (target.type === 'admin') {
    throw new AppError(ErrorCode.PERMISSION_DENIED, 'An organisation admin cannot be deleted.', {
      uid: orgUserMessages.cannotDeleteAdmin,
    });
  }
  await eraseMember(db, target.id);
}
