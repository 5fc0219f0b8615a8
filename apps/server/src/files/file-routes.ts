import type { FastifyInstance } from 'fastify';
import { resolveActor } from '../auth/resolve-actor.js';
import type { Database } from '../db/client.js';
import { notFound } from '../http/app-error.js';
import { attachmentDisposition } from './content-disposition.js';
import type { FileStore } from './file-store.js';
import { readableFile } from './read-file.js';
import { uploaderDigest } from './uploader-cookie.js';

/**
 * GET /files/{id}: the bytes of a file the caller may read, always as a download under its stored
 * name, never rendered by the browser (nosniff, sandboxed CSP), so an uploaded file cannot run as a
 * page of this site.
 */
export function registerFileRoutes(
  app: FastifyInstance,
  deps: { database: Database; files: FileStore },
): void {
  app.get<{ Params: { id: string } }>('/files/:id', async (request, reply) => {
    const db = deps.database.db;
    const actor = await resolveActor(request, db);
    const file = await readableFile(db, request.params.id, actor, uploaderDigest(request));
    const bytes = await deps.files.get(file.id);
    if (!bytes) throw notFound('File not found');
    return reply
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', file.public ? 'public, max-age=3600' : 'private, no-store')
      .header('etag', `"${file.sha256}"`)
      .send(bytes);
  });
}
