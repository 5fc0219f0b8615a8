import type { TProjectDetail } from '@putt/contract/orders';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attempts } from '../../db/schema/attempts.js';
import { entryCodes } from '../../db/schema/orders.js';
import { reports, results } from '../../db/schema/results.js';

export type HeldPlace = NonNullable<TProjectDetail['held']>[number];

/**
 * Each project's places whose code entry or student report link is held after too many wrong
 * names or birth dates (issue 43), in place order: what the class page offers to release.
 */
export async function heldPlacesOf(db: DbOrTx, projectSks: string[]): Promise<Map<string, HeldPlace[]>> {
  const held = new Map<string, Map<number, HeldPlace>>();
  if (projectSks.length === 0) return new Map();
  const place = (projectSk: string, num: number) => {
    const places = held.get(projectSk) ?? new Map<number, HeldPlace>();
    held.set(projectSk, places);
    const found = places.get(num) ?? { num, entry: false, report: false };
    places.set(num, found);
    return found;
  };
  const codes = await db
    .select({ projectSk: entryCodes.projectSk, num: entryCodes.num })
    .from(entryCodes)
    .where(and(inArray(entryCodes.projectSk, projectSks), isNotNull(entryCodes.heldAt)))
    .orderBy(asc(entryCodes.num));
  for (const code of codes) place(code.projectSk, code.num).entry = true;
  const links = await db
    .select({ projectSk: reports.projectSk, num: entryCodes.num })
    .from(reports)
    .innerJoin(results, eq(results.id, reports.resultId))
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
    .where(and(inArray(reports.projectSk, projectSks), isNotNull(reports.heldAt)));
  for (const link of links) place(link.projectSk, link.num).report = true;
  return new Map([...held].map(([sk, places]) => [sk, [...places.values()].sort((a, b) => a.num - b.num)]));
}
