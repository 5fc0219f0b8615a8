import type { TRetentionChange } from '@putt/contract/admin/settings';
import { FIXED_RETENTION, type TRetentionPolicy, ZRetentionRules } from '@putt/contract/retention';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/back-office.js';
import { readSection } from '../site/site-info.js';

/** The periods in force: the administrator's rules and the ones the law fixes (decision 041). */
export async function readRetentionPolicy(db: DbOrTx): Promise<TRetentionPolicy> {
  return { ...(await readSection(db, 'retention')), ...FIXED_RETENTION };
}

/**
 * The rules' history is the audit log's: every save writes its old and new values there
 * (updateSettings), and the log is never shortened.
 */
export async function listRetentionHistory(db: DbOrTx): Promise<TRetentionChange[]> {
  const rows = await db
    .select({ at: auditLog.at, staffLogin: auditLog.staffLogin, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'settings'), eq(auditLog.targetId, 'retention')))
    .orderBy(desc(auditLog.id));
  return rows.flatMap(({ at, staffLogin, detail }) => {
    const change = (detail ?? {}) as { old?: unknown; new?: unknown };
    const old = ZRetentionRules.safeParse(change.old);
    const next = ZRetentionRules.safeParse(change.new);
    if (!next.success) return [];
    return [{ at: at.getTime(), staffLogin, old: old.success ? old.data : null, new: next.data }];
  });
}
