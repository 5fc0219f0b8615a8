import { ZReportDownload } from '@putt/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { attachmentDisposition } from '../files/content-disposition.js';
import type { FileStore } from '../files/file-store.js';
import { validationError } from '../errors/validation-error.js';
import { matchReportKey, noMatch } from './report-key-match.js';

/**
 * POST /documents/reports/download {SK, TYPE, name, birthday} (spec-2 §7 "the report download
 * service"; no login): the PDF of a student report, to the one who knows its key (in the mail's
 * link) and the student's name and birth date, checked and limited as matchReportKey says. The file
 * is named after the student.
 */
export function registerReportDownloadRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.post('/documents/reports/download', async (request, reply) => {
    const parsed = ZReportDownload.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error.issues, request.body);
    const row = await matchReportKey(deps.database.db, request.ip, parsed.data);
    const { report } = row;
    if (report.status !== 'ready' || !report.fileId || row.status !== 'released') throw noMatch();
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
