import type { CertificateKind } from '@putt/contract/expert-courses';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

const prefixes: Record<CertificateKind, string> = {
  beginner: 'PB',
  level2: 'P2',
  level1: 'P1',
  growth: 'PG',
};

/**
 * PB-2026-00012: the kind, the year of issue (Korea) and a serial from a sequence, so numbers are
 * unique across kinds and years and never reused (contract CERTIFICATE_NUMBER_PATTERN).
 */
export async function nextCertificateNumber(db: DbOrTx, kind: CertificateKind, at: Date): Promise<string> {
  const result = await db.execute(sql`select nextval('certificate_serial')::text as n`);
  const serial = (result as unknown as { rows: { n: string }[] }).rows[0]!.n;
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(at);
  return `${prefixes[kind]}-${year}-${serial.padStart(5, '0')}`;
}
