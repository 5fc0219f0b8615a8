import type { adminListMails } from '@putt/contract/admin/outbox';
import type { OutputOf } from '@putt/contract/operation';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { containsAny } from '../../db/filters.js';
import { pageOf } from '../../db/paging.js';
import { outbox } from '../../db/schema/accounts.js';
import { mailRowOf } from './mail-row.js';

type Input = z.output<(typeof adminListMails)['input']>;

/** One page of the outbox, newest first; the search matches the address or the subject. */
export async function listMails(db: DbOrTx, input: Input): Promise<OutputOf<typeof adminListMails>> {
  const filter = and(
    input.status ? eq(outbox.status, input.status) : undefined,
    input.template ? eq(outbox.template, input.template) : undefined,
    containsAny(input.q, [outbox.to, outbox.subject]),
  );
  const [{ rows, ...page }, templates] = await Promise.all([
    pageOf(
      db.select().from(outbox).where(filter).orderBy(desc(outbox.createdAt), desc(outbox.id)).$dynamic(),
      db.select({ n: count() }).from(outbox).where(filter),
      input.page,
    ),
    db.selectDistinct({ template: outbox.template }).from(outbox).orderBy(asc(outbox.template)),
  ]);
  return {
    ...page,
    items: rows.map(mailRowOf),
    templates: templates.map((t) => t.template),
  };
}
