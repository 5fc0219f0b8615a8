import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../audit/write-audit.js';
import { resolveActor } from '../auth/resolve-actor.js';
import { officeStaff } from '../auth/document-reader.js';
import type { Database, Db } from '../db/client.js';
import { notFound } from '../errors/app-error.js';
import { attachmentDisposition } from './content-disposition.js';
import type { FileStore } from './file-store.js';
import { type FileRow, readableFile } from './read-file.js';
import { uploaderDigest } from './uploader-cookie.js';

/**
 * GET /files/{id}: the bytes of a file the caller may read, always as a download under its stored
 * name, never rendered by the browser (nosniff, sandboxed CSP), so an uploaded file cannot run as a
 * page of this site.
 */
/**
 * The file if the member side may read it (public, or theirs), else if a signed-in staff member
 * may: operators and administrators read every file, each staff read of a private file audited.
 */
async function fileForCaller(db: Db, request: FastifyRequest<{ Params: { id: string } }>): Promise<FileRow> {
  const member = await resolveActor(request, db);
  try {
    return await readableFile(db, request.params.id, member, uploaderDigest(request));
  } catch (error) {
    const staff = await officeStaff(db, request);
    if (!staff) throw error;
    const file = await readableFile(db, request.params.id, staff, undefined);
    await writeAudit(
      db,
      { actor: staff, request, operation: 'downloadFile' },
      { kind: 'view', targetType: 'file', targetId: file.id, detail: { name: file.name } },
    );
    return file;
  }
}

export function registerFileRoutes(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
): void {
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const db = deps.database.db;
    const file = await fileForCaller(db, request);
    // streamed: an upload may be as large as the limit allows, and many may be read at once
    const contents = await deps.files.stream(file.id);
    if (!contents) throw notFound('File not found');
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', file.public ? 'public, max-age=3600' : 'private, no-store')
      .header('etag', `"${file.sha256}"`)
      .header('content-length', file.size)
      .send(contents);
  });
}
