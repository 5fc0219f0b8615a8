import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { staffDownloadReason } from '../audit/download-reason.js';
import { writeAudit } from '../audit/write-audit.js';
import type { Database } from '../db/client.js';
import { attempts } from '../db/schema/attempts.js';
import { entryCodes, examinees } from '../db/schema/orders.js';
import { reports, results } from '../db/schema/results.js';
import { sendPrivateAttachment } from '../files/send-attachment.js';
import type { FileStore } from '../files/file-store.js';
import { safeFileName } from '../files/safe-file-name.js';
import { notFound } from '../errors/app-error.js';
import { projectReader } from './project-reader.js';

/** A student's file name in the archive: their place number first, so names sort and never clash. */
const entryName = (num: number, name: string) =>
  `${String(num).padStart(2, '0')}_${safeFileName(name).replaceAll(' ', '_')}.pdf`;

/**
 * GET /documents/projects/{SK}/reports.zip: every ready student report of a class, one PDF per
 * student, for the organisation's users, the individual who ordered and staff (audited, with the
 * reason they give: `?reason=`). Stored
 * without compression: PDFs are compressed already, and the archive streams as it is read.
 */
export function registerReportsZipRoute(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
) {
  app.get<{ Params: { sk: string } }>('/documents/projects/:sk/reports.zip', async (request, reply) => {
    const db = deps.database.db;
    const { reader, project } = await projectReader(db, request, request.params.sk, 'Class not found');
    const reason = staffDownloadReason(request, reader);
    const ready = await db
      .select({ fileId: reports.fileId, name: examinees.name, num: entryCodes.num, readyAt: reports.readyAt })
      .from(reports)
      .innerJoin(results, eq(results.id, reports.resultId))
      .innerJoin(attempts, eq(attempts.id, results.attemptId))
      .innerJoin(examinees, eq(examinees.sk, attempts.examineeSk))
      .innerJoin(entryCodes, eq(entryCodes.id, attempts.entryCodeId))
      .where(
        and(
          eq(reports.projectSk, project.sk),
          eq(reports.kind, 'student'),
          eq(reports.status, 'ready'),
          // a rescored result's earlier report stays for its link, not in the class's archive
          isNull(results.supersededAt),
        ),
      )
      .orderBy(asc(entryCodes.num));
    if (ready.length === 0) throw notFound('No report is ready');
    if (reader.role === 'staff') {
      await writeAudit(
        db,
        { actor: reader, request, operation: 'downloadReportsZip' },
        {
          kind: 'view',
          targetType: 'project',
          targetId: project.sk,
          detail: { reports: ready.length, reason },
        },
      );
    }
    // each report is opened only when the archive reaches it, so a class of any size passes
    // through memory one file at a time
    const zip = new ZipFile();
    // a report the store lost, or a store that fails midway, cuts the download: half a class's
    // archive passed off as whole would be worse
    zip.on('error', (error: Error) => {
      request.log.error({ err: error, project: project.sk }, 'reports archive failed');
      (zip.outputStream as Readable).destroy(error);
    });
    for (const row of ready) {
      const fileId = row.fileId;
      if (!fileId) continue;
      // dated when the report was made, not when it was asked for: the same reports make the
      // same archive, from any web process at any time
      const mtime = row.readyAt ?? undefined;
      zip.addReadStreamLazy(entryName(row.num, row.name), { compress: false, mtime }, (opened) => {
        deps.files.stream(fileId).then(
          (contents) => opened(contents ? null : new Error(`report file ${fileId} is missing`), contents!),
          (error: unknown) => opened(error as Error, undefined as never),
        );
      });
    }
    zip.end();
    return sendPrivateAttachment(reply, {
      type: 'application/zip',
      name: `결과보고서-${project.name}.zip`,
      body: zip.outputStream,
    });
  });
}
