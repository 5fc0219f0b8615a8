import { clearSessionCookie, sessionToken } from '../../auth/session-cookie.js';
import { revokeSession } from '../../auth/sessions.js';
import { implement } from '../registry.js';

export const logoutUser = implement(
  'logoutUser',
  'anyone',
  'self',
  async (_input, { db, request, reply, config }) => {
    await revokeSession(db, sessionToken(request));
    clearSessionCookie(reply, config);
    return { message: 'success' as const };
  },
);
