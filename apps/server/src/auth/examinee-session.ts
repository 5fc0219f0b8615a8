import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ExamineeAttempt } from './actor.js';
import type { DbOrTx } from '../db/client.js';
import { preparedPer } from '../db/prepared.js';
import { attemptDevices, attempts } from '../db/schema/attempts.js';
import { sessionKey } from './sessions.js';

/**
 * The examinee's cookie (decision 019): the browser that entered a test with its code holds a token
 * for its attempt, apart from any member's session in the same browser. A school PC shared by a
 * class is signed in to one attempt at a time: the next examinee's entry replaces the cookie.
 */
export const EXAMINEE_COOKIE = 'sid_exam';
/** Long enough for a test that runs over several days; the attempt's state says what it may do. */
const EXAMINEE_COOKIE_MS = 30 * 24 * 3600_000;

/** Signs this browser in to the attempt: a row for the device, its token in the cookie. */
export async function signInToAttempt(
  tx: DbOrTx,
  attemptId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(attemptDevices).values({
    id: sessionKey(token),
    attemptId,
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(EXAMINEE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https://'),
    maxAge: Math.floor(EXAMINEE_COOKIE_MS / 1000),
  });
}

/** The live attempt this browser is signed in to, if any (a retest retires the one before). */
export async function attemptOfRequest(
  db: DbOrTx,
  request: FastifyRequest,
): Promise<ExamineeAttempt | undefined> {
  const token = request.cookies[EXAMINEE_COOKIE];
  if (!token || token.length > 100) return undefined;
  const [row] = await deviceAttempt(db).execute({ id: sessionKey(token) });
  return row;
}

// asked on every save of every examinee
const deviceAttempt = preparedPer((db) =>
  db
    .select({ attemptId: attemptDevices.attemptId, bankId: attempts.bankId })
    .from(attemptDevices)
    .innerJoin(attempts, eq(attempts.id, attemptDevices.attemptId))
    .where(and(eq(attemptDevices.id, sql.placeholder('id')), isNull(attempts.retiredAt)))
    .prepare('device_attempt'),
);
