import { seoulToday } from '@putt/contract/dates';
import { familyOf, type InstrumentKey, instrumentKeys } from '@putt/contract/instruments';
import type { TResultScores } from '@putt/contract/results';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { RosterPlace } from './class-roster.js';
import { attempts } from '../db/schema/attempts.js';
import { norms } from '../db/schema/instruments.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { versionOf } from './version-name.js';

/** A pupil whose earlier result is looked for: who they are, what they took and when. */
export type EarlierQuery = {
  name: string;
  /** YYYY-MM-DD; a pupil without one is never matched */
  dob: string | null;
  instrument: InstrumentKey;
  /** the order of this result: another order's only can be its past */
  orderSk: string;
  /** when this result's answers were given: the earlier one was given before */
  takenAt: Date;
};

/** The result a pupil had before, as its report read it: its norm named as the reports name it. */
export type EarlierResult = {
  takenAt: Date;
  instrument: InstrumentKey;
  norm: string | null;
  scores: TResultScores;
};

/** The earlier test as a report prints it: its day in Korea (yyyymmdd), its norm and its scores. */
export type EarlierTest = { takenOn: string; norm: string | null; scores: TResultScores };

export const earlierTestOf = (result: EarlierResult): EarlierTest => ({
  takenOn: seoulToday(result.takenAt),
  norm: result.norm,
  scores: result.scores,
});

const keyOf = (name: string, dob: string) => `${name}\u0000${dob}`;

/**
 * Year on year (issue 46, decision 045): for each pupil, the latest released result of an earlier
 * class of the same organisation, taken by the same name and birth date with an instrument of the
 * same family (PUTT or TOCC: an elementary pupil's PUTT then the middle school's), or null.
 * - Another order only: two classes of one order were tested together, and a namesake in the next
 *   class is not the pupil's past.
 * - A held, retest or superseded result is not one: the school never read it.
 * - An erased pupil has no name or birth date left, so nothing matches them.
 */
export async function earlierResultsOf(
  db: DbOrTx,
  orgId: string,
  pupils: readonly EarlierQuery[],
): Promise<(EarlierResult | null)[]> {
  const asked = pupils.filter((pupil) => pupil.dob !== null && pupil.name !== '');
  if (asked.length === 0) return pupils.map(() => null);
  const families = new Set(asked.map((pupil) => familyOf(pupil.instrument)));
  const rows = await db
    .select({
      name: examinees.name,
      dob: examinees.dob,
      orderSk: projects.orderSk,
      instrument: projects.type,
      takenAt: attempts.submittedAt,
      scores: results.scores,
      norm: norms,
    })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(norms, eq(norms.id, results.normId))
    .where(
      and(
        eq(orders.organisationId, orgId),
        eq(results.status, 'released'),
        isNull(results.supersededAt),
        isNull(examinees.erasedAt),
        inArray(examinees.name, [...new Set(asked.map((pupil) => pupil.name))]),
        inArray(examinees.dob, [...new Set(asked.map((pupil) => pupil.dob!))]),
        inArray(
          projects.type,
          instrumentKeys.filter((key) => families.has(familyOf(key))),
        ),
      ),
    );
  const byPupil = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = keyOf(row.name, row.dob!);
    const list = byPupil.get(key);
    if (list) list.push(row);
    else byPupil.set(key, [row]);
  }
  return pupils.map((pupil) => {
    if (pupil.dob === null) return null;
    const family = familyOf(pupil.instrument);
    const before = (byPupil.get(keyOf(pupil.name, pupil.dob)) ?? []).filter(
      (row) =>
        row.orderSk !== pupil.orderSk &&
        row.takenAt !== null &&
        row.takenAt < pupil.takenAt &&
        familyOf(row.instrument as InstrumentKey) === family,
    );
    const latest = before.reduce<(typeof before)[number] | null>(
      (a, b) => (!a || b.takenAt! > a.takenAt! ? b : a),
      null,
    );
    if (!latest) return null;
    return {
      takenAt: latest.takenAt!,
      instrument: latest.instrument as InstrumentKey,
      norm: latest.norm ? versionOf(latest.norm) : null,
      scores: latest.scores,
    };
  });
}

/**
 * The earlier results of a class roster's places, in their order: only a released place is looked
 * up (a held result's pupil is not shown beside their past before staff review it), as of its
 * submit.
 */
export function earlierOfPlaces(
  db: DbOrTx,
  orgId: string,
  instrument: InstrumentKey,
  places: readonly RosterPlace[],
  orderSkOf: (place: RosterPlace) => string,
): Promise<(EarlierResult | null)[]> {
  return earlierResultsOf(
    db,
    orgId,
    places.map((place) => ({
      name: place.name,
      dob: place.state === 'released' ? place.dob : null,
      instrument,
      orderSk: orderSkOf(place),
      takenAt: place.submittedAt ?? new Date(),
    })),
  );
}
