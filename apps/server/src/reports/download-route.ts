import { ZReportDownload } from '@putt/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
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
    return sendPrivateAttachment(reply, {
      type: 'application/pdf',
      name: `${row.examinee.name}.pdf`,
      body: bytes,
    });
  });
}
