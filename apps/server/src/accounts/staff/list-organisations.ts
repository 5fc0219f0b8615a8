import type { adminListOrganisations } from '@putt/contract/admin/accounts';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { containsAny } from '../../db/filters.js';
import { members, organisations } from '../../db/schema/accounts.js';

type Input = z.output<(typeof adminListOrganisations)['input']>;

/** One page of organisations, newest first; the search matches the organisation and its contact. */
export async function listOrganisations(
  db: DbOrTx,
  input: Input,
): Promise<OutputOf<typeof adminListOrganisations>> {
  const where = and(
    input.type ? eq(organisations.type, input.type) : undefined,
    containsAny(input.q, [
      organisations.name,
      organisations.orgId,
      organisations.email,
      organisations.deptPersonName,
    ]),
  );
  const { rows, total } = await pageOf(
    db
      .select({
        id: organisations.id,
        orgId: organisations.orgId,
        name: organisations.name,
        type: organisations.type,
        deptPersonName: organisations.deptPersonName,
        email: organisations.email,
        createdAt: organisations.createdAt,
      })
      .from(organisations)
      .where(where)
      .orderBy(desc(organisations.createdAt), organisations.id)
      .$dynamic(),
    db.select({ n: count() }).from(organisations).where(where),
    input.page,
  );
  const counts = await memberCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    page: input.page,
    total,
    items: rows.map(({ createdAt, type, ...row }) => ({
      ...row,
      type,
      memberCount: counts.get(row.id) ?? 0,
      created: createdAt.getTime(),
    })),
  };
}

/** How many members each of a page's organisations has (counted for that page only). */
async function memberCounts(db: DbOrTx, organisationIds: string[]): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: members.organisationId, n: count() })
    .from(members)
    .where(inArray(members.organisationId, organisationIds))
    .groupBy(members.organisationId);
  return new Map(rows.map((row) => [row.organisationId!, row.n]));
}
