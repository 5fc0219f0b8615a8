import { loginMember } from '../../accounts/login-member.js';
import { setSessionCookie, sessionToken } from '../../auth/session-cookie.js';
import { revokeSession } from '../../auth/sessions.js';
import { implement } from '../registry.js';

export const loginUser = implement(
  'loginUser',
  'anyone',
  'public',
  async (input, { db, request, reply, config }) => {
    const result = await loginMember(db, input, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    if ('passwordChangeRequired' in result) return { message: 'passwordChangeRequired' as const };
    const { token, user } = result;
    // A new session id on every login: a session planted before login is worthless.
    await revokeSession(db, sessionToken(request));
    setSessionCookie(reply, config, token);
    return { Item: user, message: 'success' as const };
  },
);
