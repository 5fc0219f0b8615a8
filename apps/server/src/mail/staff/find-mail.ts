import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema/accounts.js';
import { notFound } from '../../errors/app-error.js';

/** One outbox row; `lock` holds it for the caller's transaction. Unknown ids are NOT_FOUND. */
export async function findMail(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(outbox).where(eq(outbox.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Mail not found');
  return row;
}
