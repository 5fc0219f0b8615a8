import { resetMemberPassword } from '../../accounts/reset-password.js';
import { dispatchMail } from '../../mail/outbox.js';
import { requestLang } from '../../mail/request-lang.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement } from '../registry.js';

export const requestPasswordReset = implement(
  'requestPasswordReset',
  'anyone',
  'public',
  async ({ uid }, { db, jobs, request }) => {
    await enforceLimit(db, `reset:ip:${request.ip}`, { limit: 10, windowMs: 3600_000 });
    await enforceLimit(db, `reset:uid:${uid.toLowerCase()}`, { limit: 3, windowMs: 3600_000 });
    const mailId = await db.transaction((tx) => resetMemberPassword(tx, uid, requestLang(request)));
    await dispatchMail(jobs, mailId);
    return { message: 'success' as const };
  },
);
