import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { enforceLimit } from '../security/rate-limit.js';
import { staffRoleAllows } from '@putt/contract/admin/common';
import type { Actor, StaffActor } from './actor.js';
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
  return (await officeStaff(db, request)) ?? member;
}

/**
 * The staff member of the request's back-office session when they may read every document
 * (operators and administrators); a counsellor reads only the reports of their own sessions,
 * through the counselling route (issue 25), and is nobody here.
 */
export async function officeStaff(db: Db, request: FastifyRequest): Promise<StaffActor | undefined> {
  if (!staffSessionToken(request)) return undefined;
  const staff = await resolveActor(request, db, 'staff');
  return staff.role === 'staff' && staffRoleAllows('operator', staff.staffRole) ? staff : undefined;
}
