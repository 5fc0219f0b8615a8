import { changePassword } from '../../accounts/change-password.js';
import { memberIdOf } from '../../auth/actor.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { implement } from '../registry.js';

export const changeMemberPassword = implement(
  'changeMemberPassword',
  'signedIn',
  'self',
  async (input, { db, actor, reply, config }) => {
    await db.transaction((tx) =>
      changePassword(tx, memberIdOf(actor), input.old_password, input.new_password),
    );
    // Every session ends, this one too: the member logs in again with the new password.
    clearSessionCookie(reply, config);
    return { message: 'success' as const };
  },
);
