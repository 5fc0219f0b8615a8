import { ErrorCode } from '@putt/contract/errors';
import { surveyStateOf } from '@putt/contract/survey';
import { CODE_HOLD } from '@putt/contract/survey-entry';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countTowardHold } from '../db/count-toward-hold.js';
import { organisations } from '../db/schema/accounts.js';
import { entryCodes, orders, projects } from '../db/schema/orders.js';
import { AppError, notFound } from '../errors/app-error.js';
import { countHit, refuseWhenReached } from '../security/rate-limit.js';

/**
 * Code guessing is limited by failures per test and address, never by successes: a school's 300
 * students entering right codes from one shared address are never held back (decision 019). 30
 * wrong codes in 10 minutes leave a guesser about 4,000 tries a day against a class's 30 codes of
 * 64 million, and the survey key (128 bits) must be known first.
 */
export const ENTRY_FAILURES = { limit: 30, windowMs: 10 * 60_000 };

const failureKey = (projectSk: string, ip: string) => `survey-fail:${projectSk}:${ip}`;

export type EntryProject = {
  project: typeof projects.$inferSelect;
  orderType: string;
  /** the school's choice of its pupils' own report links in days, 0 = none (decision 028) */
  pupilReportDays: number;
  /** the ordering organisation; null for an individual's order */
  orgName: string | null;
};

/** The test behind a survey key; a key that names none answers like any other wrong key. */
export async function projectOfKey(db: DbOrTx, surveyKey: string): Promise<EntryProject> {
  const [row] = await db
    .select({
      project: projects,
      orderType: orders.type,
      pupilReportDays: orders.pupilReportDays,
      orgName: organisations.name,
    })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(projects.surveyKey, surveyKey))
    .limit(1);
  if (!row) throw notFound('No test has this link');
  return row;
}

/** Only a test under way admits examinees and takes answers; before and after, the reason. */
export function requireOpen(project: EntryProject['project']): void {
  const state = surveyStateOf(project.status);
  if (state !== 'open') {
    throw new AppError(ErrorCode.INVALID_STATE, `The test is ${state}`, { SK: `survey:v.state_${state}` });
  }
}

/** Refuses an address that failed too often on this test already. */
export const refuseGuesser = (db: DbOrTx, projectSk: string, ip: string) =>
  refuseWhenReached(db, failureKey(projectSk, ip), ENTRY_FAILURES.limit);

/** Counts one failure of this address on this test, and refuses with the reason given. */
async function failEntry(
  db: DbOrTx,
  projectSk: string,
  ip: string,
  fields: Record<string, string>,
): Promise<never> {
  await countHit(db, failureKey(projectSk, ip), ENTRY_FAILURES.windowMs);
  throw new AppError(ErrorCode.INVALID_DATA, 'Entry refused', fields);
}

type EntryCode = typeof entryCodes.$inferSelect;

const codeHeld = () =>
  new AppError(ErrorCode.PERMISSION_DENIED, 'The code is held', { authCode: 'survey:v.codeHeld' });

/**
 * A code held after CODE_HOLD wrong identities answers the same to everyone, whatever is typed
 * after it: only the school's (or the family's) release opens it again. A device already signed in
 * to its attempt goes on answering: holding the entry never stops the student at work.
 */
export function refuseHeld(code: EntryCode): void {
  if (code.heldAt) throw codeHeld();
}

/**
 * A wrong name or birth date with this code: counted for the address (as every failure) and for
 * the code from every address together, which holds the code at CODE_HOLD (decision 019). The
 * failure that holds it says so, so that a student who mistyped learns at once whom to ask.
 */
export async function failIdentity(
  db: DbOrTx,
  code: EntryCode,
  ip: string,
  fields: Record<string, string>,
): Promise<never> {
  const held = await countTowardHold(
    db,
    { table: entryCodes, id: entryCodes.id, failures: entryCodes.failedEntries, heldAt: entryCodes.heldAt },
    code.id,
    CODE_HOLD,
  );
  if (held) {
    await countHit(db, failureKey(code.projectSk, ip), ENTRY_FAILURES.windowMs);
    throw codeHeld();
  }
  return failEntry(db, code.projectSk, ip, fields);
}

/** The code of this test (as normalised), or a counted failure. */
export async function entryCodeOf(db: DbOrTx, projectSk: string, code: string, ip: string) {
  const [row] = await db
    .select()
    .from(entryCodes)
    .where(and(eq(entryCodes.projectSk, projectSk), eq(entryCodes.code, code)))
    .limit(1);
  return row ?? failEntry(db, projectSk, ip, { authCode: 'survey:v.codeUnknown' });
}
