import { sql } from 'drizzle-orm';
import { ErrorCode } from '@putt/contract/errors';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { rowsOf } from '../db/rows.js';

/**
 * Fixed-window counters in the database: every server process shares them and they survive a
 * restart. `key` names what is limited and for whom, e.g. `login-fail:ip:1.2.3.4`.
 */
export type Limit = { limit: number; windowMs: number };

type Counter = { count: number; resetAt: Date };
type CounterRow = { count: number; reset_at: string | Date };

export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<Counter> {
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + ${`${windowMs} milliseconds`}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = rowsOf<CounterRow>(result)[0]!;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

export async function readCount(db: DbOrTx, key: string): Promise<Counter | undefined> {
  const result = await db.execute(
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rowsOf<CounterRow>(result)[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : undefined;
}

export async function clearCount(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export function tooMany(resetAt: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests', undefined, retryAfter);
}

/** Counts one call and refuses it (429 with Retry-After) past the limit. */
export async function enforceLimit(db: DbOrTx, key: string, { limit, windowMs }: Limit): Promise<void> {
  const counter = await countHit(db, key, windowMs);
  if (counter.count > limit) throw tooMany(counter.resetAt);
}

/** Refuses when a counter of failures already reached its limit (the call itself is not counted). */
export async function refuseWhenReached(db: DbOrTx, key: string, limit: number): Promise<void> {
  const counter = await readCount(db, key);
  if (counter && counter.count >= limit) throw tooMany(counter.resetAt);
}
