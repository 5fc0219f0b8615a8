import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffDownloadReason } from '../audit/download-reason.js';
import type { Database } from '../db/client.js';
import { files as fileRows } from '../db/schema/files.js';
import { reports } from '../db/schema/results.js';
import type { FileStore } from '../files/file-store.js';
import { notFound } from '../errors/app-error.js';
import { projectReader } from './project-reader.js';
import { sendReportPdf } from './send-report-pdf.js';

/**
 * GET /documents/projects/{SK}/teacher-report.pdf: the class's latest ready teacher report, for
 * its organisation's users and staff (audited); anyone else meets the same 404 as a missing class.
 */
export function registerTeacherReportRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.get<{ Params: { sk: string } }>(
    '/documents/projects/:sk/teacher-report.pdf',
    async (request, reply) => {
      const db = deps.database.db;
      const { reader, project } = await projectReader(db, request, request.params.sk, 'Class not found');
      const reason = staffDownloadReason(request, reader);
      const [ready] = await db
        .select({ id: reports.id, fileId: reports.fileId, name: fileRows.name })
        .from(reports)
        .innerJoin(fileRows, eq(fileRows.id, reports.fileId))
        .where(
          and(eq(reports.projectSk, project.sk), eq(reports.kind, 'teacher'), eq(reports.status, 'ready')),
        )
        .orderBy(desc(reports.readyAt))
        .limit(1);
      const bytes = ready?.fileId ? await deps.files.get(ready.fileId) : undefined;
      if (!ready || !bytes) throw notFound('No teacher report is ready');
      return sendReportPdf(
        db,
        { request, reply, reader },
        { ...ready, projectSk: project.sk, bytes, operation: 'downloadTeacherReport', reason },
      );
    },
  );
}
