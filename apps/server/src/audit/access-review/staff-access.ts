import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema/back-office.js';

/**
 * A file of personal data handed out: every download route names its audit action `download…`
 * (reports, ZIPs, code sheets, documents, attachments).
 */
const isDownload = sql`${auditLog.action} like 'download%'`;

/**
 * The records a view showed: a list's rows (`count`), a ZIP's reports (`reports`), else the one
 * record it opened.
 */
const records = sql`coalesce((${auditLog.detail}->>'count')::int, (${auditLog.detail}->>'reports')::int, 1)`;

export type StaffMonth = {
  staffId: string;
  staffLogin: string;
  month: string;
  views: number;
  downloads: number;
  records: number;
  targets: number;
};

/** Each staff account's views and downloads of personal data per month (Korea time) in [from, to). */
export async function staffAccessByMonth(db: DbOrTx, from: Date, to: Date): Promise<StaffMonth[]> {
  const month = sql<string>`to_char(${auditLog.at} at time zone 'Asia/Seoul', 'YYYY-MM')`;
  const rows = await db
    .select({
      staffId: sql<string>`${auditLog.staffId}`,
      staffLogin: sql<string>`max(${auditLog.staffLogin})`,
      month,
      views: sql<number>`(count(*) filter (where not (${isDownload})))::int`,
      downloads: sql<number>`(count(*) filter (where ${isDownload}))::int`,
      records: sql<number>`sum(${records})::int`,
      targets: sql<number>`(count(distinct ${auditLog.targetType} || ':' || ${auditLog.targetId}) filter (where ${auditLog.targetId} <> ''))::int`,
    })
    .from(auditLog)
    .where(
      and(
        sql`${auditLog.kind} = 'view'`,
        isNotNull(auditLog.staffId),
        gte(auditLog.at, from),
        lt(auditLog.at, to),
      ),
    )
    .groupBy(auditLog.staffId, month);
  return rows;
}

/** The class-wide downloads staff made in [from, to), with the reason each gave, oldest first. */
export async function classDownloads(db: DbOrTx, from: Date, to: Date) {
  return db
    .select({
      staffId: sql<string>`${auditLog.staffId}`,
      at: auditLog.at,
      action: auditLog.action,
      targetId: auditLog.targetId,
      reason: sql<string>`${auditLog.detail}->>'reason'`,
    })
    .from(auditLog)
    .where(
      and(
        isNotNull(auditLog.staffId),
        sql`${auditLog.detail}->>'reason' is not null`,
        isDownload,
        gte(auditLog.at, from),
        lt(auditLog.at, to),
      ),
    )
    .orderBy(auditLog.at, auditLog.id);
}
