import { ErrorCode } from '@putt/contract/errors';
import { REPORT_DOWNLOAD_FAILURES, REPORT_KEY_HOLD, type TReportDownload } from '@putt/contract/reports';
import { sameName } from '@putt/contract/names';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countTowardHold } from '../db/count-toward-hold.js';
import { fromDateColumn } from '../db/date-columns.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees, orders, projects } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { AppError } from '../errors/app-error.js';
import { countHit, refuseWhenReached } from '../security/rate-limit.js';

const failureKey = (key: string, ip: string) => `report-fail:${key}:${ip}`;

/**
 * An unknown key, another's name or birth date, a report not made yet: one answer for all, about
 * the link and the pair typed, never one field (which of the two is wrong is not known, and a
 * parent told "the name" retyped the right name: issue 40 item 13).
 */
export const noMatch = () =>
  new AppError(ErrorCode.NOT_FOUND, 'No report matches', { SK: 'reports:v.noMatch' });

/** The report's examinee was erased under the retention rules (decision 041): said to the key's holder. */
const erasedReport = () =>
  new AppError(ErrorCode.NOT_FOUND, 'The report was destroyed', { SK: 'reports:v.erased' });

const keyHeld = () =>
  new AppError(ErrorCode.PERMISSION_DENIED, 'The link is held', { SK: 'reports:v.keyHeld' });

/**
 * A wrong name or birth date with a report's key, counted from every address together: at
 * REPORT_KEY_HOLD the link is held until the school or the family releases it (decision 022), and
 * the failure that holds it says so.
 */
async function countKeyFailure(db: Db, reportId: string): Promise<void> {
  const held = await countTowardHold(
    db,
    { table: reports, id: reports.id, failures: reports.failedDownloads, heldAt: reports.heldAt },
    reportId,
    REPORT_KEY_HOLD,
  );
  if (held) throw keyHeld();
}

/**
 * A link that does not open (any more), worded for who holds its key, whatever name and birth date
 * were typed (decision 028): an individual's family finds the report in my page; a school's pupil or
 * parent has no my page and asks the school, whether the school's period ended or the school chose
 * to hand the results out itself (no link was ever opened).
 */
function closedLink(orderType: string, report: { linkUntil: Date | null }) {
  const reason =
    orderType === 'individual'
      ? 'reports:v.expired'
      : report.linkUntil
        ? 'reports:v.expiredSchool'
        : 'reports:v.schoolHandsOut';
  return new AppError(ErrorCode.NOT_FOUND, 'The link expired', { SK: reason });
}

/**
 * The student report whose key was typed with its student's name and birth date, as the report's
 * link checks them (spec-2 §5): wrong details are counted per key and address and held back after
 * REPORT_DOWNLOAD_FAILURES (429 saying how long), and per key from every address, which holds the
 * link at REPORT_KEY_HOLD until released; a link past its `link_until` (REPORT_LINK_DAYS after an
 * individual's last mail, the school's chosen days after a pupil's) says so in words for its holder
 * (`closedLink`), before the details are compared, so the answer never tells whether they were
 * right. The report download and the pupil's view of what is held about them (issue 44) both open
 * this way.
 */
export async function matchReportKey(db: Db, ip: string, input: TReportDownload) {
  const { SK, TYPE, name, birthday } = input;
  await refuseWhenReached(db, failureKey(SK, ip), REPORT_DOWNLOAD_FAILURES.limit);
  const [row] =
    TYPE === 'student'
      ? await db
          .select({ report: reports, status: results.status, examinee: examinees, orderType: orders.type })
          .from(reports)
          .innerJoin(results, eq(results.id, reports.resultId))
          .innerJoin(attempts, eq(attempts.id, results.attemptId))
          .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
          .innerJoin(projects, eq(projects.sk, reports.projectSk))
          .innerJoin(orders, eq(orders.sk, projects.orderSk))
          .where(and(eq(reports.key, SK), eq(reports.kind, 'student')))
          .limit(1)
      : [];
  // A closed link is said before the details are read, to whoever holds the key: an answer that
  // changed with them would tell a guesser that a child's birth date is right (issue 43).
  if (row?.report.status === 'erased') throw erasedReport();
  if (row && (!row.report.linkUntil || Date.now() > row.report.linkUntil.getTime())) {
    throw closedLink(row.orderType, row.report);
  }
  if (row?.report.heldAt) throw keyHeld();
  const matches = row && sameName(row.examinee.name, name) && fromDateColumn(row.examinee.dob) === birthday;
  if (!matches) {
    await countHit(db, failureKey(SK, ip), REPORT_DOWNLOAD_FAILURES.windowMs);
    if (row) await countKeyFailure(db, row.report.id);
    throw noMatch();
  }
  return row;
}
