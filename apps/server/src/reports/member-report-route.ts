import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { files as fileRows } from '../db/schema/files.js';
import { reports } from '../db/schema/results.js';
import type { FileStore } from '../files/file-store.js';
import { notFound } from '../errors/app-error.js';
import { projectReader } from './project-reader.js';
import { sendReportPdf } from './send-report-pdf.js';

/**
 * GET /documents/reports/{key}/student.pdf: a ready student report for the signed-in who may see
 * its class (lockProjectOf: the individual who ordered, the organisation's users, staff, audited).
 * Anyone else, and a key that names no ready report, meet the same 404.
 */
export function registerMemberReportRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.get<{ Params: { key: string } }>('/documents/reports/:key/student.pdf', async (request, reply) => {
    const db = deps.database.db;
    const [report] = await db
      .select({ id: reports.id, projectSk: reports.projectSk, fileId: reports.fileId, name: fileRows.name })
      .from(reports)
      .innerJoin(fileRows, eq(fileRows.id, reports.fileId))
      .where(
        and(eq(reports.key, request.params.key), eq(reports.kind, 'student'), eq(reports.status, 'ready')),
      );
    if (!report) throw notFound('Report not found');
    const { reader } = await projectReader(db, request, report.projectSk, 'Report not found');
    const bytes = report.fileId ? await deps.files.get(report.fileId) : undefined;
    if (!bytes) throw notFound('Report not found');
    return sendReportPdf(
      db,
      { request, reply, reader },
      { ...report, bytes, operation: 'downloadStudentReport' },
    );
  });
}
