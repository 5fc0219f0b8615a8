import { ErrorCode } from '@putt/contract/errors';
import { REPORT_DOWNLOAD_FAILURES, ZReportDownload } from '@putt/contract/reports';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { examinees } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { attachmentDisposition } from '../files/content-disposition.js';
import type { FileStore } from '../files/file-store.js';
import { AppError } from '../http/app-error.js';
import { validationError } from '../operations/registry.js';
import { fromDateColumn } from '../orders/date-columns.js';
import { countHit, refuseWhenReached } from '../security/rate-limit.js';
import { sameName } from '../survey/entry-rules.js';

const failureKey = (key: string, ip: string) => `report-fail:${key}:${ip}`;

/** An unknown key, another's name or birth date, a report not made yet: one answer for all. */
const noMatch = () => new AppError(ErrorCode.NOT_FOUND, 'No report matches', { name: 'reports:v.noMatch' });

/**
 * POST /documents/reports/download {SK, TYPE, name, birthday} (spec-2 §7 "the report download
 * service"; no login): the PDF of a student report, to the one who knows its key (in the mail's
 * link) and the student's name and birth date. Wrong details are counted per key and address and
 * held back after REPORT_DOWNLOAD_FAILURES; a link past its `link_until` (REPORT_LINK_DAYS after
 * its last mail) says so, and the report stays in my page. The file is named after the student.
 */
export function registerReportDownloadRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.post('/documents/reports/download', async (request, reply) => {
    const parsed = ZReportDownload.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error.issues, request.body);
    const { SK, TYPE, name, birthday } = parsed.data;
    const db = deps.database.db;
    await refuseWhenReached(db, failureKey(SK, request.ip), REPORT_DOWNLOAD_FAILURES.limit);
    const [row] =
      TYPE === 'student'
        ? await db
            .select({ report: reports, status: results.status, examinee: examinees })
            .from(reports)
            .innerJoin(results, eq(results.id, reports.resultId))
            .innerJoin(attempts, eq(attempts.id, results.attemptId))
            .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
            .where(and(eq(reports.key, SK), eq(reports.kind, 'student')))
            .limit(1)
        : [];
    const matches = row && sameName(row.examinee.name, name) && fromDateColumn(row.examinee.dob) === birthday;
    if (!matches) {
      await countHit(db, failureKey(SK, request.ip), REPORT_DOWNLOAD_FAILURES.windowMs);
      throw noMatch();
    }
    const { report } = row;
    if (report.status !== 'ready' || !report.fileId || row.status !== 'released') throw noMatch();
    if (!report.linkUntil || Date.now() > report.linkUntil.getTime()) {
      throw new AppError(ErrorCode.NOT_FOUND, 'The link expired', { SK: 'reports:v.expired' });
    }
    const bytes = await deps.files.get(report.fileId);
    if (!bytes) throw noMatch();
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(`${row.examinee.name}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}
