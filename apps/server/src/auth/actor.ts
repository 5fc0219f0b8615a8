import type { StaffRole } from '@putt/contract/admin/common';
/** Who is calling, as resolved from the request's session (or its absence). */
export type Actor =
  | { role: 'visitor' }
  | { role: 'individual'; memberId: string; sessionId: string }
  | { role: 'orgUser' | 'orgAdmin'; memberId: string; orgId: string; sessionId: string }
  /** a browser signed in to an attempt at a test with its code (decision 019) */
  | ({ role: 'examinee' } & ExamineeAttempt)
  | {
      role: 'staff';
      /** the staff row's id */
      staffId: string;
      /** the login id, for the audit log */
      staffLogin: string;
      staffRole: StaffRole;
      sessionId: string;
    };

/** The attempt of an examinee's browser, and the item bank it answers (null: an outside form's). */
export type ExamineeAttempt = { attemptId: string; bankId: string | null };

export const visitor: Actor = { role: 'visitor' };

/** The member behind a member-only operation (the registry's policy has already let only members in). */
export function memberIdOf(actor: Actor): string {
  if ('memberId' in actor) return actor.memberId;
  throw new Error(`operation policy let a ${actor.role} through to a member operation`);
}

export type StaffActor = Extract<Actor, { role: 'staff' }>;

/** The staff member behind a back-office operation (the registry's policy let only staff in). */
export function staffOf(actor: Actor): StaffActor {
  if (actor.role === 'staff') return actor;
  throw new Error(`operation policy let a ${actor.role} through to a staff operation`);
}

export type OrgActor = Extract<Actor, { role: 'orgUser' | 'orgAdmin' }>;

/** The organisation member behind an organisation operation (the registry's policy let only them in). */
export function orgActorOf(actor: Actor): OrgActor {
  if (actor.role === 'orgUser' || actor.role === 'orgAdmin') return actor;
  throw new Error(`operation policy let a ${actor.role} through to an organisation operation`);
}

/** The attempt behind an examinee operation (the registry's policy let only examinees in). */
export function examineeAttemptOf(actor: Actor): ExamineeAttempt {
  if (actor.role === 'examinee') return { attemptId: actor.attemptId, bankId: actor.bankId };
  throw new Error(`operation policy let a ${actor.role} through to an examinee operation`);
}

export const attemptIdOf = (actor: Actor): string => examineeAttemptOf(actor).attemptId;
