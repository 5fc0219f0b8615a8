import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { setStaffSessionCookie } from '../../auth/session-cookie.js';
import { createSession } from '../../auth/sessions.js';
import type { DbOrTx } from '../../db/client.js';
import { sessions } from '../../db/schema/accounts.js';
import type { StaffSignIn } from './staff-sign-in.js';

/**
 * The second step passed: the waiting session ends and a signed-in one takes its place under a new
 * cookie, so a token seen before the second factor never becomes a signed-in one.
 */
export async function completeSignIn(
  db: DbOrTx,
  { request, reply, config }: { request: FastifyRequest; reply: FastifyReply; config: Config },
  signIn: StaffSignIn,
): Promise<void> {
  if (signIn.session.factorStep === null) return;
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, signIn.session.id));
  const token = await createSession(
    db,
    { staffId: signIn.account.id },
    {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    },
  );
  setStaffSessionCookie(reply, config, token);
}
