import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { enforceLimit } from '../security/rate-limit.js';
import type { Actor } from './actor.js';
import { resolveActor } from './resolve-actor.js';
import { staffSessionToken } from './session-cookie.js';

/** Renders take a moment of CPU: a generous limit per member keeps a loop from hogging the server. */
const DOWNLOADS_PER_HOUR = 120;

/**
 * Who asks for a rendered document (a quotation, a code sheet): the signed-in member, under the
 * download limit, or else the staff member of a back-office session (whose reads the route writes
 * to the audit log), or a visitor. The route decides what each may read.
 */
export async function documentReader(db: Db, request: FastifyRequest): Promise<Actor> {
  const member = await resolveActor(request, db);
  if ('memberId' in member) {
    await enforceLimit(db, `documents:member:${member.memberId}`, {
      limit: DOWNLOADS_PER_HOUR,
      windowMs: 3600_000,
    });
    return member;
  }
  if (staffSessionToken(request)) return resolveActor(request, db, 'staff');
  return member;
}
