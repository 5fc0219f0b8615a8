import type { adminListResults, TAdminResultRow, TAdminResultVersion } from '@putt/contract/admin/results';
import type { InstrumentKey } from '@putt/contract/instruments';
import { and, desc, eq, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../db/paging.js';
import { containsAny } from '../../db/filters.js';
import { organisations, staff } from '../../db/schema/accounts.js';
import { attempts } from '../../db/schema/attempts.js';
import { itemBanks, norms } from '../../db/schema/instruments.js';
import { entryCodes, examinees, orders, projects } from '../../db/schema/orders.js';
import { results } from '../../db/schema/results.js';
import { notFound } from '../../errors/app-error.js';

type Input = z.output<(typeof adminListResults)['input']>;

const reviewer = alias(staff, 'reviewer');
const rescorer = alias(staff, 'rescorer');

/** The columns a result row is drawn from, joined from the result to its class and norm. */
const rowColumns = {
  result: results,
  name: examinees.name,
  num: entryCodes.num,
  project: { sk: projects.sk, name: projects.name, status: projects.status, orderSk: projects.orderSk },
  organisation: organisations.name,
  instrument: itemBanks.instrument,
  form: itemBanks.form,
  norm: { label: norms.label, version: norms.version },
  reviewer: reviewer.staffId,
  total: sql<number>`(count(*) over ())::int`,
};

function rowsQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .innerJoin(itemBanks, eq(itemBanks.id, results.bankId))
    .leftJoin(norms, eq(norms.id, results.normId))
    .leftJoin(reviewer, eq(reviewer.id, results.reviewedBy));
}

type Joined = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

/** The newest norm version of every form, to tell whether a result used it. */
async function newestNorms(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ instrument: norms.instrument, form: norms.form, version: max(norms.version) })
    .from(norms)
    .groupBy(norms.instrument, norms.form);
  return new Map(rows.map((row) => [`${row.instrument}/${row.form}`, row.version ?? 0]));
}

function toRow(row: Joined, newest: Map<string, number>): TAdminResultRow {
  const { result } = row;
  return {
    id: result.id,
    status: result.status,
    flags: result.scores.quality.flags,
    examinee: { name: row.name, num: row.num },
    project: {
      SK: row.project.sk,
      name: row.project.name,
      status: row.project.status,
      orderSK: row.project.orderSk,
      organisation: row.organisation,
    },
    instrument: row.instrument as InstrumentKey,
    form: row.form,
    computedAt: result.computedAt.getTime(),
    norm: row.norm
      ? {
          label: row.norm.label,
          version: row.norm.version,
          current: newest.get(`${row.instrument}/${row.form}`) === row.norm.version,
        }
      : null,
    review: result.reviewedAt
      ? { at: result.reviewedAt.getTime(), by: row.reviewer, note: result.reviewNote }
      : null,
  };
}

/**
 * One page of current results, newest first: searched by examinee, class or organisation name, or
 * a class's or order's key; filtered by review status.
 */
export async function listResultRows(db: DbOrTx, input: Input) {
  const slice = pageWindow(input.page);
  const where: SQL[] = [isNull(results.supersededAt)];
  if (input.status) where.push(eq(results.status, input.status));
  const search = containsAny(input.q, [examinees.name, projects.name, organisations.name]);
  if (search) where.push(or(search, eq(projects.sk, input.q), eq(projects.orderSk, input.q))!);
  const [rows, newest] = await Promise.all([
    rowsQuery(db)
      .where(and(...where))
      .orderBy(desc(results.computedAt), desc(results.id))
      .limit(slice.limit)
      .offset(slice.offset),
    newestNorms(db),
  ]);
  // the count of every matching row comes with each row of the page (one query, one set of joins)
  return { items: rows.map((row) => toRow(row, newest)), total: rows[0]?.total ?? 0, page: input.page };
}

/** One result's row, or undefined when no result has the id. */
export async function resultRow(db: DbOrTx, id: string): Promise<TAdminResultRow | undefined> {
  const [row] = await rowsQuery(db).where(eq(results.id, id));
  return row ? toRow(row, await newestNorms(db)) : undefined;
}

/** adminGetResult: one result's row, what its quality checks measured, and every version of it. */
export async function readResult(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ attemptId: results.attemptId, scores: results.scores })
    .from(results)
    .where(eq(results.id, id));
  const result = row && (await resultRow(db, id));
  if (!row || !result) throw notFound('Result not found');
  return { result, quality: row.scores.quality, versions: await resultVersions(db, row.attemptId) };
}

/** Every version of the attempt's result, newest first, each with its area scores to compare. */
export async function resultVersions(db: DbOrTx, attemptId: string): Promise<TAdminResultVersion[]> {
  const rows = await db
    .select({ result: results, norm: { label: norms.label, version: norms.version }, by: rescorer.staffId })
    .from(results)
    .leftJoin(norms, eq(norms.id, results.normId))
    .leftJoin(rescorer, eq(rescorer.id, results.computedBy))
    .where(eq(results.attemptId, attemptId))
    .orderBy(desc(results.computedAt));
  return rows.map(({ result, norm, by }) => ({
    id: result.id,
    status: result.status,
    computedAt: result.computedAt.getTime(),
    computedBy: by,
    norm,
    engine: result.engine,
    supersededAt: result.supersededAt?.getTime() ?? null,
    areas: result.scores.levels.area.map(({ id, raw, t, band }) => ({ id, raw, t, band })),
  }));
}
