import type { TAdminMailRow } from '@putt/contract/admin/outbox';
import type { outbox } from '../../db/schema/accounts.js';

/** An outbox row as the back office lists it. */
export function mailRowOf(row: typeof outbox.$inferSelect): TAdminMailRow {
  return {
    id: row.id,
    created: row.createdAt.getTime(),
    to: row.to,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt?.getTime() ?? null,
  };
}
