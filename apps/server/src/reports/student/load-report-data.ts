import { seoulToday } from '@putt/contract/dates';
import { isInstrumentKey } from '@putt/contract/instruments';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/accounts.js';
import { attempts } from '../../db/schema/attempts.js';
import { itemBanks, norms } from '../../db/schema/instruments.js';
import { examinees, orderProducts, orders, projects } from '../../db/schema/orders.js';
import { results } from '../../db/schema/results.js';
import { STANDARD_BANDS } from '../../scoring/norm-tables.js';
import type { Lang } from '@putt/contract/lang';
import { earlierResultsOf, earlierTestOf } from '../earlier-results.js';
import { versionOf } from '../version-name.js';
import type { StudentReportData } from './report-data.js';

/** "2학년 1반" as the organisation named the class, its major added when the name lacks it. */
export const classLabelOf = (project: typeof projects.$inferSelect) =>
  project.major && !project.name.includes(project.major)
    ? `${project.name} · ${project.major}`
    : project.name;

/** Everything a student report of this result shows, and the norm's bands it reads T-scores in. */
export async function loadStudentReportData(db: DbOrTx, resultId: string, language: Lang) {
  const [row] = await db
    .select({
      result: results,
      submittedAt: attempts.submittedAt,
      examinee: examinees,
      project: projects,
      orgName: organisations.name,
      orgId: orders.organisationId,
      testName: orderProducts.name,
      bank: itemBanks,
    })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
    .innerJoin(projects, eq(projects.sk, attempts.projectSk))
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(orderProducts, eq(orderProducts.id, projects.orderProductId))
    .innerJoin(itemBanks, eq(itemBanks.id, results.bankId))
    .where(eq(results.id, resultId));
  if (!row) throw new Error(`no result ${resultId}`);
  const [norm] = row.result.normId
    ? await db.select().from(norms).where(eq(norms.id, row.result.normId))
    : [];
  const { result, project, bank } = row;
  if (!isInstrumentKey(bank.instrument)) throw new Error(`not an instrument: ${bank.instrument}`);
  const data: StudentReportData = {
    language,
    name: row.examinee.name,
    orgName: row.orgName,
    classLabel: classLabelOf(project),
    testName: row.testName ?? project.name,
    instrument: bank.instrument,
    // the day in Korea the examinee submitted
    takenOn: seoulToday(row.submittedAt ?? result.computedAt),
    scores: result.scores,
    scales: bank.content.scales,
    versions: { bank: versionOf(bank), norm: norm ? versionOf(norm) : null, engine: result.engine },
    demo: bank.demo || Boolean(norm?.demo),
  };
  if (row.orgId && row.examinee.dob) {
    const [earlier] = await earlierResultsOf(db, row.orgId, [
      {
        name: row.examinee.name,
        dob: row.examinee.dob,
        instrument: bank.instrument,
        orderSk: project.orderSk,
        takenAt: row.submittedAt ?? result.computedAt,
      },
    ]);
    if (earlier) data.earlier = earlierTestOf(earlier);
  }
  return { data, bands: norm?.content.bands ?? STANDARD_BANDS };
}
