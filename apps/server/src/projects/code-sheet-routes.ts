import type { FastifyInstance } from 'fastify';
import { staffDownloadReason } from '../audit/download-reason.js';
import { writeAudit } from '../audit/write-audit.js';
import { documentReader } from '../auth/document-reader.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import { notFound } from '../errors/app-error.js';
import { codeSheetCsv } from '../pdf/code-sheet.js';
import { renderPool } from '../pdf/render/render-pool.js';
import { codeSheetDataOf } from './code-sheet-data.js';
import { hasLink } from './link-mail/write-link-mail.js';
import { lockProjectOf } from './move-project.js';

type Params = { sk: string; file: string };

const formats = {
  'codes.pdf': { type: 'application/pdf', extension: 'pdf' },
  'codes.csv': { type: 'text/csv; charset=utf-8', extension: 'csv' },
} as const;

/**
 * GET /documents/projects/{SK}/codes.pdf and codes.csv: the code sheet of an opened class
 * (decision 017), for its organisation's users and for staff (each read audited). A class that is
 * not ready or under way, another organisation's, or a missing one answers the same not-found.
 */
export function registerCodeSheetRoutes(
  app: FastifyInstance,
  deps: { database: Database; config: Pick<Config, 'reportThreads'> },
): void {
  app.get<{ Params: Params }>('/documents/projects/:sk/:file', async (request, reply) => {
    const format = formats[request.params.file as keyof typeof formats];
    if (!format) throw notFound('No such document');
    const db = deps.database.db;
    const reader = await documentReader(db, request);
    if (reader.role !== 'orgUser' && reader.role !== 'orgAdmin' && reader.role !== 'staff') {
      throw notFound('Class not found');
    }
    const { project, order } = await db.transaction((tx) => lockProjectOf(tx, reader, request.params.sk));
    if (order.type !== 'organisation' || !hasLink(project)) throw notFound('Class not found');
    const reason = staffDownloadReason(request, reader);
    if (reader.role === 'staff') {
      await writeAudit(
        db,
        { actor: reader, request, operation: 'downloadCodeSheet' },
        {
          kind: 'view',
          targetType: 'project',
          targetId: project.sk,
          detail: { file: request.params.file, reason },
        },
      );
    }
    const data = await codeSheetDataOf(db, project);
    const body =
      format.extension === 'pdf'
        ? await renderPool(deps.config.reportThreads).render({ kind: 'codeSheet', data })
        : codeSheetCsv(data);
    return sendPrivateAttachment(reply, {
      type: format.type,
      name: `인증코드-${project.name}.${format.extension}`,
      body: body,
    });
  });
}
