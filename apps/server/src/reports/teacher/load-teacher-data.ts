import { seoulToday } from '@putt/contract/dates';
import { isInstrumentKey } from '@putt/contract/instruments';
import type { TNormTable } from '@putt/contract/norms';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organisations } from '../../db/schema/accounts.js';
import { itemBanks } from '../../db/schema/instruments.js';
import { orderProducts, orders, projects } from '../../db/schema/orders.js';
import type { Lang } from '@putt/contract/lang';
import { classLabelOf } from '../student/load-report-data.js';
import { versionOf } from '../version-name.js';
import { classStudentOf, normsOfReleased, rosterOf } from '../class-roster.js';
import { earlierOfPlaces, earlierTestOf } from '../earlier-results.js';
import type { TeacherReportData } from './class-summary.js';

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
    .select({
      project: projects,
      orgId: orders.organisationId,
      orgName: organisations.name,
      testName: orderProducts.name,
    })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .leftJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(orderProducts, eq(orderProducts.id, projects.orderProductId))
    .where(eq(projects.sk, projectSk));
  if (!head) throw new Error(`no class ${projectSk}`);
  const places = await rosterOf(db, [projectSk]);
  const released = places.filter((place) => place.state === 'released');
  const { used, latest, bands } = await normsOfReleased(db, released);
  if (!latest) throw new Error(`no released result in ${projectSk}`);
  const [bank] = await db.select().from(itemBanks).where(eq(itemBanks.id, latest.bankId));
  if (!bank || !isInstrumentKey(bank.instrument)) throw new Error(`no instrument for ${projectSk}`);
  const instrument = bank.instrument;
  const earlier = head.orgId
    ? await earlierOfPlaces(db, head.orgId, instrument, places, () => head.project.orderSk)
    : [];

  const days = released.map((row) => seoulToday(row.submittedAt ?? row.result!.computedAt)).sort();
  const data: TeacherReportData = {
    language,
    orgName: head.orgName,
    classLabel: classLabelOf(head.project),
    testName: head.testName ?? head.project.name,
    instrument,
    takenFrom: days[0]!,
    takenTo: days[days.length - 1]!,
    madeOn: seoulToday(new Date()),
    students: places.map((place, i) => {
      const before = earlier[i];
      return { ...classStudentOf(place), earlier: before ? earlierTestOf(before) : null };
    }),
    versions: {
      bank: versionOf(bank),
      norm: used.length ? used.map(versionOf).join(', ') : null,
      engine: latest.engine,
    },
    demo: bank.demo || used.some((norm) => norm.demo),
  };
  return { data, bands };
}
