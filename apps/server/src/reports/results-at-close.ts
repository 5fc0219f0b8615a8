import { langOf } from '@putt/contract/lang';
import { pathOf } from '@putt/contract/routes';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import type { orders, projects } from '../db/schema/orders.js';
import { results } from '../db/schema/results.js';
import { writeMail } from '../mail/outbox.js';
import { type ClassResults, classResultsMail } from '../mail/templates/class-results.js';
import { orgUserAddressesOf } from '../organisations/users/org-user-addresses.js';
import { recipientsOf } from '../projects/link-mail/write-link-mail.js';
import { mailMadeReports, queueMissingReports, releasedResultsOf } from './project-results.js';
import { queueTeacherReport } from './request-teacher-report.js';
import type { ResultWork } from './result-work.js';
import { testNameOf } from '../projects/test-name-of.js';

type Rows = { project: typeof projects.$inferSelect; order: typeof orders.$inferSelect };

/**
 * What closing a class does with its results, in the closing's transaction (spec-2 §1, §4: "close
 * sends results by e-mail"; spec-1 §4: "end test and send student report"). An organisation's
 * class gets every missing student report and a teacher report that holds all its results, and
 * its contact and class address are mailed the counts and where to download them. An individual's
 * made report is mailed again (one still being made is mailed when it is ready).
 */
export async function resultsAtClose(tx: Tx, { project, order }: Rows, origin: string): Promise<ResultWork> {
  const released = await releasedResultsOf(tx, project.sk);
  if (order.type === 'individual') {
    return {
      studentReports: [],
      teacherReport: null,
      mails: await mailMadeReports(tx, { project, order }, released, origin),
    };
  }
  const studentReports = await queueMissingReports(tx, project.sk, order.lang, released);
  const teacher = await queueTeacherReport(tx, project, order.lang);
  const [held] = await tx
    .select({ n: count() })
    .from(results)
    .innerJoin(attempts, eq(attempts.id, results.attemptId))
    .where(and(eq(attempts.projectSk, project.sk), isNull(results.supersededAt), eq(results.status, 'held')));
  const testName = await testNameOf(tx, project);
  const resultsMail = (reports: ClassResults['reports']) =>
    classResultsMail(langOf(order.lang), {
      className: project.name,
      testName,
      released: released.length,
      held: held?.n ?? 0,
      reports,
    });
  // The reports are on the organisation's My page: the applicant and the organisation's users
  // get its link; an address that opens no account there (a homeroom teacher's) is told whom to ask.
  const withLink = resultsMail({ link: `${origin}${pathOf('orgProjectDetail', { SK: order.sk })}` });
  const asking = resultsMail({ ask: { name: order.clientContactName, email: order.receiverEmail } });
  const recipients = await recipientsOf(tx, project, order);
  const accounts = await orgUserAddressesOf(tx, order.organisationId, recipients);
  const opens = (to: string) =>
    to.toLowerCase() === order.receiverEmail.trim().toLowerCase() || accounts.has(to.toLowerCase());
  const mails = await Promise.all(recipients.map((to) => writeMail(tx, to, opens(to) ? withLink : asking)));
  return { studentReports, teacherReport: teacher === 'noResults' ? null : teacher, mails };
}
