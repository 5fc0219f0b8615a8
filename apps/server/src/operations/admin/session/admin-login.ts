import { setStaffSessionCookie, staffSessionToken } from '../../../auth/session-cookie.js';
import { revokeSession } from '../../../auth/sessions.js';
import { loginStaff } from '../../../staff/login-staff.js';
import { implement } from '../../registry.js';

// The one back-office operation a visitor may call: it is how staff become staff.
export const adminLogin = implement(
  'adminLogin',
  'anyone',
  'public',
  async (input, { db, request, reply, config }) => {
    const { token, staff, step } = await loginStaff(
      db,
      input,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      config.staffSecondFactorRequired,
    );
    await revokeSession(db, staffSessionToken(request));
    setStaffSessionCookie(reply, config, token);
    return { staff, step, message: 'success' as const };
  },
);
