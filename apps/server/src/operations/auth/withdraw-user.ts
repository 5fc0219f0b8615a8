import { withdrawMember } from '../../accounts/withdraw-member.js';
import { memberIdOf } from '../../auth/actor.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { implement } from '../registry.js';

export const withdrawUser = implement(
  'withdrawUser',
  'individual',
  'self',
  async (_input, { db, actor, reply, config }) => {
    await withdrawMember(db, memberIdOf(actor));
    clearSessionCookie(reply, config);
    return { message: 'success' as const };
  },
);
