import type { adminListAudit } from '@putt/contract/admin/audit';
import type { OutputOf } from '@putt/contract/operation';
import type { z } from 'zod';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays } from '@putt/contract/dates';
import type { DbOrTx } from '../db/client.js';
import { pageOf } from '../db/paging.js';
import { auditLog } from '../db/schema/back-office.js';
import { containsAny, seoulDayStart } from '../db/filters.js';

type Input = z.output<(typeof adminListAudit)['input']>;

/** One page of the audit log, newest first; the search matches staff or member, action, target or subject. */
export async function listAudit(db: DbOrTx, input: Input): Promise<OutputOf<typeof adminListAudit>> {
  const where: SQL[] = [];
  const search = containsAny(input.q, [
    auditLog.staffLogin,
    auditLog.memberLogin,
    auditLog.action,
    auditLog.targetId,
    auditLog.subject,
  ]);
  if (search) where.push(search);
  if (input.kind) where.push(eq(auditLog.kind, input.kind));
  if (input.from) where.push(gte(auditLog.at, seoulDayStart(input.from)));
  if (input.to) where.push(lt(auditLog.at, seoulDayStart(addDays(input.to, 1))));
  const filter = where.length ? and(...where) : undefined;
  const { rows, total } = await pageOf(
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic(),
    db.select({ n: count() }).from(auditLog).where(filter),
    input.page,
  );
  return {
    page: input.page,
    total,
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.getTime(),
      staffLogin: row.staffLogin,
      memberLogin: row.memberLogin,
      ip: row.ip,
      action: row.action,
      kind: row.kind === 'view' ? 'view' : 'change',
      targetType: row.targetType,
      targetId: row.targetId,
      subject: row.subject,
      detail: (row.detail as Record<string, unknown> | null) ?? null,
    })),
  };
}
