import type { THeldData } from '@putt/contract/privacy';
import { seoulToday } from '@putt/contract/dates';
import { eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { fromDateColumn } from '../db/date-columns.js';
import { organisations } from '../db/schema/accounts.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { yearsBefore } from './due-examinees.js';
import { erasureStateOf, latestErasureOf } from './erasure-state.js';
import { examineeEndedAt } from './examinee-ended-at.js';
import { readRetentionPolicy } from './retention-rules.js';

/**
 * What is held about one examinee, as its report key's holder is shown it (issue 44): the identity
 * and class, when the test was submitted, and until when it is kept: from the end the destruction
 * job counts from (examineeEndedAt).
 */
export async function heldData(db: DbOrTx, examineeSk: string): Promise<THeldData> {
  const [row] = await db
    .select({
      examinee: examinees,
      project: projects,
      organisation: organisations.name,
      endedAt: examineeEndedAt,
    })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .where(eq(examinees.sk, examineeSk));
  if (!row) throw new Error(`examinee ${examineeSk} vanished`);
  const [[submitted], policy, latest] = await Promise.all([
    db
      .select({ at: max(attempts.submittedAt) })
      .from(attempts)
      .where(eq(attempts.examineeSk, examineeSk)),
    readRetentionPolicy(db),
    latestErasureOf(db, examineeSk),
  ]);
  const submittedAt = submitted?.at ?? null;
  return {
    name: row.examinee.name,
    dob: fromDateColumn(row.examinee.dob) ?? '',
    organisation: row.organisation ?? '',
    className: row.project.name,
    grade: row.project.grade,
    classNum: row.project.classNum,
    schoolInfo: row.examinee.schoolInfo,
    email: row.examinee.email,
    submittedAt: submittedAt?.getTime() ?? null,
    identityYears: policy.identityYears,
    // the day the period ends: `years` after the end, the inverse of yearsBefore
    keptUntil: row.endedAt ? seoulToday(yearsBefore(row.endedAt, -policy.identityYears)) : null,
    erasure: latest ? erasureStateOf(latest) : null,
  };
}
