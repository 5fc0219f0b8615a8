import type { adminListOrgRequests } from '@putt/contract/admin/org-requests';
import type { OutputOf } from '@putt/contract/operation';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { pageOf } from '../db/paging.js';
import { containsAny } from '../db/filters.js';
import { organisationRequests as requests } from '../db/schema/org-requests.js';
import { toRequestRow } from './org-request-row.js';

type Input = z.output<(typeof adminListOrgRequests)['input']>;

/** One page of registration requests, newest first; the search matches the organisation and its contact. */
export async function listOrgRequests(
  db: DbOrTx,
  input: Input,
): Promise<OutputOf<typeof adminListOrgRequests>> {
  const where = and(
    input.status ? eq(requests.status, input.status) : undefined,
    containsAny(input.q, [requests.name, requests.uid, requests.deptPersonName, requests.email]),
  );
  const { rows, total } = await pageOf(
    db.select().from(requests).where(where).orderBy(desc(requests.createdAt), requests.id).$dynamic(),
    db.select({ n: count() }).from(requests).where(where),
    input.page,
  );
  return {
    page: input.page,
    total,
    items: rows.map((row) => {
      const { id, created, uid, name, type, deptPersonName, email, status } = toRequestRow(row);
      return { id, created, uid, name, type, deptPersonName, email, status };
    }),
  };
}
