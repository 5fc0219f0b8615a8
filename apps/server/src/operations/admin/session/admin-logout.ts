import { clearStaffSessionCookie, staffSessionToken } from '../../../auth/session-cookie.js';
import { revokeSession } from '../../../auth/sessions.js';
import { implement } from '../../registry.js';

export const adminLogout = implement(
  'adminLogout',
  'anyone',
  'self',
  async (_input, { db, request, reply, config }) => {
    await revokeSession(db, staffSessionToken(request));
    clearStaffSessionCookie(reply, config);
    return { message: 'success' as const };
  },
);
