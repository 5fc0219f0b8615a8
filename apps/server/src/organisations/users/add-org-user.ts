import { ErrorCode } from '@putt/contract/errors';
import { orgUserMessages, type ZOrgUserNew } from '@putt/contract/org-users';
import type { z } from 'zod';
import { createMember } from '../../accounts/create-member.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '@putt/contract/lang';
import { orgUidUsed } from './find-org-user.js';
import type { OrgCaller } from './org-caller.js';

const uidTaken = () =>
  new AppError(ErrorCode.ID_EXISTS, 'User already exists.', { uid: orgUserMessages.uidTaken });

/**
 * The organisation admin adds a user (type user) to their own organisation (decision 015). The
 * password the admin gave opens no session by itself: the user sets their own at the first login
 * (must_change_password). An id the organisation has or had (a deleted user's, any case) is a
 * field error on `uid`; the unique index settles two adds of one id at once. Call inside a
 * transaction.
 */
export async function addOrgUser(
  db: DbOrTx,
  caller: OrgCaller,
  input: z.output<typeof ZOrgUserNew>,
  lang: Lang,
): Promise<{ uid: string }> {
  if (!caller.isAdmin) throw new AppError(ErrorCode.PERMISSION_DENIED, 'Organisation admins only');
  if (await orgUidUsed(db, caller.organisationId, input.uid)) throw uidTaken();
  try {
    const member = await createMember(db, {
      scope: `org:${caller.organisationId}`,
      organisationId: caller.organisationId,
      uid: input.uid,
      type: 'user',
      password: input.password,
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      role: input.role,
      position: input.position,
      description: input.description,
      mustChangePassword: true,
      lang,
    });
    return { uid: member.uid };
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.ID_EXISTS) throw uidTaken();
    throw error;
  }
}
