import type { PupilState } from '@putt/contract/school-results';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { norms } from '../db/schema/instruments.js';
import { entryCodes, examinees } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { STANDARD_BANDS } from '../scoring/norm-tables.js';
import type { ClassStudent } from './teacher/class-summary.js';

const listed = alias(examinees, 'listed');

/** A place of a class: its number, who holds it, where they stand and their current result. */
export type RosterPlace = {
  projectSk: string;
  num: number;
  /** empty for a code nobody has entered with (and no class list named) */
  name: string;
  /** YYYY-MM-DD as the pupil gave it, or the class list's; null when neither has one */
  dob: string | null;
  state: PupilState;
  /** the current result, whatever its status (a held one is not shown before review) */
  result: typeof results.$inferSelect | null;
  submittedAt: Date | null;
};

/** A pupil's place from their attempt and its current result. */
function stateOf(attemptState: string | null, resultStatus: string | null): PupilState {
  if (resultStatus === 'released' || resultStatus === 'held' || resultStatus === 'retest')
    return resultStatus;
  return attemptState ? 'answering' : 'notTaken';
}

/**
 * Every code of these classes in class and number order, one row per code: its live attempt's, or
 * after a retest not yet begun the retired one's (a code's rows come oldest attempt first). A pupil
 * erased early (decision 041) leaves the class's results: a place number would name them.
 */
export async function rosterOf(db: DbOrTx, projectSks: readonly string[]): Promise<RosterPlace[]> {
  if (projectSks.length === 0) return [];
  const rows = await db
    .select({
      projectSk: entryCodes.projectSk,
      num: entryCodes.num,
      name: examinees.name,
      listedName: listed.name,
      dob: examinees.dob,
      listedDob: listed.dob,
      erasedAt: examinees.erasedAt,
      listedErasedAt: listed.erasedAt,
      attemptState: attempts.state,
      retiredAt: attempts.retiredAt,
      submittedAt: attempts.submittedAt,
      result: results,
    })
    .from(entryCodes)
    .leftJoin(attempts, eq(attempts.entryCodeId, entryCodes.id))
    .leftJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .leftJoin(listed, eq(listed.sk, entryCodes.examineeSk))
    .leftJoin(results, and(eq(results.attemptId, attempts.id), isNull(results.supersededAt)))
    .where(inArray(entryCodes.projectSk, [...projectSks]))
    .orderBy(asc(entryCodes.projectSk), asc(entryCodes.num), asc(attempts.startedAt));
  const byPlace = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.erasedAt || row.listedErasedAt) continue;
    const place = `${row.projectSk} ${row.num}`;
    if (!byPlace.has(place) || !row.retiredAt) byPlace.set(place, row);
  }
  return [...byPlace.values()].map((row) => ({
    projectSk: row.projectSk,
    num: row.num,
    name: row.name ?? row.listedName ?? '',
    dob: row.dob ?? row.listedDob,
    state: stateOf(row.attemptState, row.result?.status ?? null),
    result: row.result,
    submittedAt: row.submittedAt,
  }));
}

/** The place as the class's teacher reads it: a held result's scores are not read before review. */
export const classStudentOf = (place: RosterPlace): ClassStudent => ({
  num: place.num,
  name: place.name,
  state: place.state,
  scores: place.state === 'released' ? place.result!.scores : null,
});

/**
 * What the released results of these places were read with: the norms, the latest result (whose
 * norm's bands the reports use) and those bands (the standard ones without a norm).
 */
export async function normsOfReleased(db: DbOrTx, places: readonly RosterPlace[]) {
  const released = places.flatMap((place) => (place.state === 'released' ? [place.result!] : []));
  const ids = [...new Set(released.flatMap((result) => (result.normId ? [result.normId] : [])))];
  const used = ids.length ? await db.select().from(norms).where(inArray(norms.id, ids)) : [];
  const latest = released.reduce<(typeof released)[number] | null>(
    (a, b) => (!a || b.computedAt > a.computedAt ? b : a),
    null,
  );
  const current = used.find((norm) => norm.id === latest?.normId);
  return { used, latest, bands: current?.content.bands ?? STANDARD_BANDS };
}
