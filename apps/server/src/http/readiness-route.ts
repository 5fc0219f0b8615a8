import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { pingDatabase } from '../db/migrate.js';
import type { FileStore } from '../files/file-store.js';

/** A check that has not answered by then has failed: the load balancer asks again soon anyway. */
const CHECK_MS = 3_000;

/**
 * GET /readyz: whether this process can serve now, for the load balancer and the deployment's
 * checks: the database answers and the file store takes files. Asked afresh each time (no cache).
 * /healthz stays the liveness check, which a down file store must not fail: restarting the process
 * would not bring the store back.
 */
export function registerReadinessRoute(app: FastifyInstance, deps: { database: Database; files: FileStore }) {
  app.get('/readyz', async (request, reply) => {
    const check = (name: string, run: () => Promise<void>) =>
      within(CHECK_MS, run()).then(
        () => 'ok' as const,
        (error: unknown) => {
          request.log.warn({ err: error }, `readyz: the ${name} is unavailable`);
          return 'unavailable' as const;
        },
      );
    const [database, files] = await Promise.all([
      check('database', async () => {
        if (!(await pingDatabase(deps.database))) throw new Error('the database did not answer select 1');
      }),
      check('file store', () => deps.files.probe()),
    ]);
    const ready = database === 'ok' && files === 'ok';
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', database, files });
  });
}

/** The work's answer, or a failure once `ms` have passed without one. */
async function within(ms: number, work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
