import { type Lang, langs } from '@putt/contract/lang';
import { ZSchoolResultsInput } from '@putt/contract/school-results';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/write-audit.js';
import { documentReader } from '../auth/document-reader.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { notFound } from '../errors/app-error.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import { safeFileName } from '../files/safe-file-name.js';
import { renderPool } from '../pdf/render/render-pool.js';
import { reportLabels } from './content/report-labels.js';
import { schoolResults } from './school-results.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /documents/results.xlsx?scope=project|order|organisation&SK=…&lang=ko|en: the school's results
 * as a workbook (results-workbook.ts), for the organisation's own users, whose download the audit
 * log keeps (pupils' scores leave the platform). Anyone else, and another organisation's class or
 * order, meets the 404 of a missing one. Drawn on a render thread, off the event loop.
 */
export function registerResultsWorkbookRoute(
  app: FastifyInstance,
  deps: { database: Database; config: Pick<Config, 'reportThreads'> },
) {
  app.get<{ Querystring: Record<string, string> }>('/documents/results.xlsx', async (request, reply) => {
    const db = deps.database.db;
    const reader = await documentReader(db, request);
    const { lang: _lang, ...asked } = request.query;
    const scope = ZSchoolResultsInput.safeParse(asked);
    if ((reader.role !== 'orgUser' && reader.role !== 'orgAdmin') || !scope.success) {
      throw notFound('Results not found');
    }
    const language: Lang = langs.find((lang) => lang === request.query.lang) ?? 'ko';
    const data = await schoolResults(db, reader, scope.data);
    const workbook = await renderPool(deps.config.reportThreads).render({
      kind: 'resultsWorkbook',
      data,
      language,
    });
    await writeAudit(
      db,
      { actor: reader, request, operation: 'downloadResultsWorkbook' },
      {
        kind: 'view',
        targetType: scope.data.scope,
        targetId: 'SK' in scope.data ? scope.data.SK : reader.orgId,
        subject: data.orgName,
        detail: { pupils: data.instruments.reduce((sum, results) => sum + results.pupils.length, 0) },
      },
    );
    const name = `${safeFileName(data.orgName)} ${reportLabels[language].teacher.xlsx.fileName}.xlsx`;
    return sendPrivateAttachment(reply, { type: XLSX, name, body: workbook });
  });
}
