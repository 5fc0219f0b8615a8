import type { adminListMembers } from '@putt/contract/admin/accounts';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageOf } from '../../db/paging.js';
import { containsAny } from '../../db/filters.js';
import { members, organisations } from '../../db/schema/accounts.js';

type Input = z.output<(typeof adminListMembers)['input']>;

const kindWhere = {
  individual: isNull(members.organisationId),
  organisation: isNotNull(members.organisationId),
};

// Withdrawn wins over locked, so each member is in exactly one state.
const stateWhere = {
  active: and(isNull(members.lockedAt), isNull(members.withdrawnAt)),
  locked: and(isNotNull(members.lockedAt), isNull(members.withdrawnAt)),
  withdrawn: isNotNull(members.withdrawnAt),
};

/**
 * The search over id, name, e-mail and phone. A phone typed without hyphens (01012345678) still
 * finds 010-1234-5678, as staff copy numbers from anywhere.
 */
function searchWhere(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    containsAny(q, [members.uid, members.name, members.email, members.phoneNumber]),
    digits.length >= 3
      ? sql`regexp_replace(${members.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** One page of members of every kind, newest first, with the organisation each belongs to. */
export async function listMembers(db: DbOrTx, input: Input): Promise<OutputOf<typeof adminListMembers>> {
  const where = and(
    input.kind ? kindWhere[input.kind] : undefined,
    input.state ? stateWhere[input.state] : undefined,
    searchWhere(input.q),
  );
  const { rows, total } = await pageOf(
    db
      .select({
        id: members.id,
        uid: members.uid,
        type: members.type,
        name: members.name,
        email: members.email,
        organisationName: organisations.name,
        lockedAt: members.lockedAt,
        withdrawnAt: members.withdrawnAt,
        createdAt: members.createdAt,
      })
      .from(members)
      .leftJoin(organisations, eq(organisations.id, members.organisationId))
      .where(where)
      .orderBy(desc(members.createdAt), members.id)
      .$dynamic(),
    db.select({ n: count() }).from(members).where(where),
    input.page,
  );
  return {
    page: input.page,
    total,
    items: rows.map(({ lockedAt, withdrawnAt, createdAt, type, ...row }) => ({
      ...row,
      type,
      locked: lockedAt !== null,
      withdrawn: withdrawnAt !== null,
      created: createdAt.getTime(),
    })),
  };
}
