import { seoulToday } from '@putt/contract/dates';
import { isInstrumentKey } from '@putt/contract/instruments';
import type { TNormTable } from '@putt/contract/norms';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/accounts.js';
import { attempts } from '../../db/schema/attempts.js';
import { itemBanks, norms } from '../../db/schema/instruments.js';
import { entryCodes, examinees, orderProducts, orders, projects } from '../../db/schema/orders.js';
import { results } from '../../db/schema/results.js';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import type { Lang } from '@putt/contract/lang';
import { classLabelOf, versionOf } from '../student/load-report-data.js';
import type { ClassStudent, StudentState, TeacherReportData } from './class-summary.js';

const listed = alias(examinees, 'listed');

/** A student's place from their attempt and its current result. */
function stateOf(attemptState: string | null, resultStatus: string | null): StudentState {
  if (resultStatus === 'released' || resultStatus === 'held' || resultStatus === 'retest')
    return resultStatus;
  return attemptState ? 'answering' : 'notTaken';
}

/**
 * One row per code: its live attempt's, or after a retest not yet begun the retired one's (the
 * rows of a code come oldest attempt first).
 */
function placesOf<Row extends { num: number; retiredAt: Date | null }>(roster: Row[]): Row[] {
  const byNum = new Map<number, Row>();
  for (const row of roster) {
    if (!byNum.has(row.num) || !row.retiredAt) byNum.set(row.num, row);
  }
  return [...byNum.values()];
}

/**
 * Everything the teacher report of a class shows: every code of the class in number order with its
 * student and current result, the versions the released results were computed with, and the norm's
 * bands. Throws when no result is released (the request refuses that first).
 */
export async function loadTeacherReportData(
  db: DbOrTx,
  projectSk: string,
  language: Lang,
): Promise<{ data: TeacherReportData; bands: TNormTable['bands'] }> {
  const [head] = await db
    .select({ project: projects, orgName: organisations.name, testName: orderProducts.name })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(orderProducts, eq(orderProducts.id, projects.orderProductId))
    .where(eq(projects.sk, projectSk));
  if (!head) throw new Error(`no class ${projectSk}`);
  const roster = await db
    .select({
      num: entryCodes.num,
      name: examinees.name,
      listedName: listed.name,
      erasedAt: examinees.erasedAt,
      listedErasedAt: listed.erasedAt,
      attemptState: attempts.state,
      retiredAt: attempts.retiredAt,
      submittedAt: attempts.submittedAt,
      result: results,
    })
    .from(entryCodes)
    .leftJoin(attempts, eq(attempts.entryCodeId, entryCodes.id))
    .leftJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .leftJoin(listed, eq(listed.sk, entryCodes.examineeSk))
    .leftJoin(results, and(eq(results.attemptId, attempts.id), isNull(results.supersededAt)))
    .where(eq(entryCodes.projectSk, projectSk))
    .orderBy(asc(entryCodes.num), asc(attempts.startedAt));
  // a pupil erased early (decision 041) leaves the class report: a place number names them
  const places = placesOf(roster.filter((row) => !row.erasedAt && !row.listedErasedAt));
  const students: ClassStudent[] = places.map((row) => {
    const state = stateOf(row.attemptState, row.result?.status ?? null);
    return {
      num: row.num,
      name: row.name ?? row.listedName ?? '',
      state,
      scores: state === 'released' ? row.result!.scores : null,
    };
  });
  const released = places.filter((row) => row.result?.status === 'released');
  if (released.length === 0) throw new Error(`no released result in ${projectSk}`);
  const latest = released.reduce((a, b) => (a.result!.computedAt > b.result!.computedAt ? a : b)).result!;
  const [bank] = await db.select().from(itemBanks).where(eq(itemBanks.id, latest.bankId));
  if (!bank || !isInstrumentKey(bank.instrument)) throw new Error(`no instrument for ${projectSk}`);
  const normIds = [...new Set(released.flatMap((row) => (row.result!.normId ? [row.result!.normId] : [])))];
  const used = normIds.length ? await db.select().from(norms).where(inArray(norms.id, normIds)) : [];
  const days = released.map((row) => seoulToday(row.submittedAt ?? row.result!.computedAt)).sort();
  const data: TeacherReportData = {
    language,
    orgName: head.orgName,
    classLabel: classLabelOf(head.project),
    testName: head.testName ?? head.project.name,
    instrument: bank.instrument,
    takenFrom: days[0]!,
    takenTo: days[days.length - 1]!,
    madeOn: seoulToday(new Date()),
    students,
    versions: {
      bank: versionOf(bank),
      norm: used.length ? used.map(versionOf).join(', ') : null,
      engine: latest.engine,
    },
    demo: bank.demo || used.some((norm) => norm.demo),
  };
  const current = used.find((norm) => norm.id === latest.normId);
  return { data, bands: current?.content.bands ?? STANDARD_BANDS };
}
