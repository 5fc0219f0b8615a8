import type { adminListErasureRequests } from '@putt/contract/admin/erasure-requests';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { containsAny } from '../db/filters.js';
import { pageOf } from '../db/paging.js';
import { organisations } from '../db/schema/accounts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { erasureRequests } from '../db/schema/privacy.js';
import { erasureStateIs, erasureStateOf } from './erasure-state.js';

type Input = z.output<(typeof adminListErasureRequests)['input']>;

/**
 * One page of early erasure requests, newest first, each with its first examinee's name while held
 * and the class or order it is in; the search matches the receipt address or what was written.
 */
export async function listErasureRequests(
  db: DbOrTx,
  input: Input,
): Promise<OutputOf<typeof adminListErasureRequests>> {
  const filter = and(
    input.state ? erasureStateIs(input.state) : undefined,
    containsAny(input.q, [erasureRequests.receiptTo, erasureRequests.reason]),
  );
  const { rows, total } = await pageOf(
    db.select().from(erasureRequests).where(filter).orderBy(desc(erasureRequests.requestedAt)).$dynamic(),
    db.select({ n: count() }).from(erasureRequests).where(filter),
    input.page,
  );
  const firstSks = rows.flatMap((row) => row.examineeSks.slice(0, 1));
  const people = firstSks.length
    ? await db
        .select({
          sk: examinees.sk,
          name: examinees.name,
          project: projects.name,
          organisation: organisations.name,
        })
        .from(examinees)
        .innerJoin(projects, eq(projects.sk, examinees.projectSk))
        .innerJoin(orders, eq(orders.sk, projects.orderSk))
        .leftJoin(organisations, eq(organisations.id, orders.organisationId))
        .where(inArray(examinees.sk, firstSks))
    : [];
  const personOf = new Map(people.map((person) => [person.sk, person]));
  return {
    page: input.page,
    total,
    items: rows.map((row) => {
      const person = personOf.get(row.examineeSks[0] ?? '');
      return {
        id: row.id,
        source: row.source,
        state: erasureStateOf(row),
        requestedAt: row.requestedAt.getTime(),
        examinees: row.examineeSks.length,
        name: person?.name ?? '',
        where: person ? [person.organisation, person.project].filter(Boolean).join(' · ') : '',
        receiptTo: row.receiptTo,
        message: row.reason,
        declineReason: row.declineReason,
        doneAt: row.doneAt?.getTime() ?? null,
      };
    }),
  };
}
