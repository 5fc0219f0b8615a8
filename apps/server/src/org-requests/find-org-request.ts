import { ErrorCode } from '@putt/contract/errors';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { organisationRequests } from '../db/schema/org-requests.js';
import { AppError, notFound } from '../errors/app-error.js';

export type StoredOrgRequest = typeof organisationRequests.$inferSelect;

/**
 * A request staff may still decide: unknown ids are NOT_FOUND, decided ones INVALID_STATE (an
 * approval is never undone, a rejection never reopened). `lock` holds the row for the caller's
 * transaction, so two staff deciding at once cannot both pass.
 */
export async function findPendingOrgRequest(db: DbOrTx, id: string, lock = false): Promise<StoredOrgRequest> {
  const query = db.select().from(organisationRequests).where(eq(organisationRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Registration request not found');
  if (row.status !== 'pending') {
    throw new AppError(ErrorCode.INVALID_STATE, `The request is already ${row.status}`);
  }
  return row;
}
