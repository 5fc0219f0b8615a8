import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { BACKUP_KEY_HEADER, isBackupKey } from './backup-key.js';

export const PGLITE_DUMP_PATH = '/internal/backup/pglite';
export const FILES_LIST_PATH = '/internal/backup/files';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The embedded database belongs to the server process that opened it, so only that process can
 * dump it while it runs (issue 45): `npm run backup` asks it here, on this machine and with the key
 * made from the session secret. Anything else finds no such route: not another machine, not a
 * request through a proxy (nginx on the same machine connects from the loopback too, and names the
 * client), not a caller without the key.
 */
export function registerPgliteDumpRoutes(
  app: FastifyInstance,
  deps: { database: Database; sessionSecret: string },
): void {
  const { database } = deps;
  if (database.kind !== 'pglite') return;
  const admitted = (request: FastifyRequest) =>
    loopback.has(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    isBackupKey(request.headers[BACKUP_KEY_HEADER] as string | undefined, deps.sessionSecret);

  // the files table now; the command asks before and after the dump, so every row the dump holds
  // is in one list or the other
  app.post(FILES_LIST_PATH, async (request, reply) => {
    if (!admitted(request)) return reply.callNotFound();
    const { rows } = await database.pglite.query<{ id: string; sha256: string; size: number }>(
      'select id, sha256, size from files order by id',
    );
    return reply.header('cache-control', 'no-store').send(rows);
  });

  // the data directory as PGlite writes it out while no statement runs (it holds its lock for the
  // dump): a crash-consistent image, after a checkpoint so that a restore has little to replay
  app.post(PGLITE_DUMP_PATH, async (request, reply) => {
    if (!admitted(request)) return reply.callNotFound();
    await database.pglite.exec('checkpoint');
    const dump = await database.pglite.dumpDataDir('gzip');
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await dump.arrayBuffer()));
  });
}
