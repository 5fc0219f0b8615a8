import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resolveActor } from '../auth/resolve-actor.js';
import type { Database } from '../db/client.js';
import { files as fileRows } from '../db/schema/files.js';
import { reports } from '../db/schema/results.js';
import type { FileStore } from '../files/file-store.js';
import { notFound } from '../errors/app-error.js';
import { sendReportPdf } from './send-report-pdf.js';
import { personReports } from '../counselling/staff/sessions.js';
import { readReachableSession } from '../counselling/reachable-session.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /admin/counselling/{id}/reports/{reportId}: a report of the session's student, for staff who
 * reach the session (its counsellor, operators, administrators), audited. Anything else is 404.
 */
export function registerCounsellingReportRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.get<{ Params: { id: string; reportId: string } }>(
    '/admin/counselling/:id/reports/:reportId',
    async (request, reply) => {
      const db = deps.database.db;
      const { id, reportId } = request.params;
      const reader = await resolveActor(request, db, 'staff');
      if (reader.role !== 'staff' || !UUID.test(id) || !UUID.test(reportId))
        throw notFound('Report not found');
      const session = await readReachableSession(db, reader, id).catch(() => {
        throw notFound('Report not found');
      });
      if (!(await personReports(db, session)).some((report) => report.id === reportId)) {
        throw notFound('Report not found');
      }
      const [report] = await db
        .select({ id: reports.id, projectSk: reports.projectSk, fileId: reports.fileId, name: fileRows.name })
        .from(reports)
        .innerJoin(fileRows, eq(fileRows.id, reports.fileId))
        .where(and(eq(reports.id, reportId), eq(reports.status, 'ready')));
      const bytes = report?.fileId ? await deps.files.get(report.fileId) : undefined;
      if (!report || !bytes) throw notFound('Report not found');
      return sendReportPdf(
        db,
        { request, reply, reader },
        { ...report, bytes, operation: 'downloadCounsellingReport' },
      );
    },
  );
}
