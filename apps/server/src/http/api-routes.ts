import { ErrorCode } from '@putt/contract/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Jobs } from '../jobs/jobs.js';
import { resolveActor } from '../auth/resolve-actor.js';
import { type Registry, runOperation } from '../operations/registry.js';
import { AppError } from './app-error.js';

/** The header every operation call carries: a cross-site form cannot set it, so it defeats CSRF. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'fetch';

type Deps = { registry: Registry; database: Database; config: Config; jobs: Jobs };

export function registerApiRoutes(app: FastifyInstance, deps: Deps): void {
  app.post<{ Params: { operation: string } }>('/api/:operation', async (request, reply) => {
    const def = deps.registry.get(request.params.operation);
    if (!def) throw new AppError(ErrorCode.NOT_FOUND, `Unknown operation ${request.params.operation}`);
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      throw new AppError(ErrorCode.PERMISSION_DENIED, `Missing ${CSRF_HEADER} header`);
    }
    const actor = await resolveActor(request, deps.database.db);
    reply.header('cache-control', 'no-store');
    return runOperation(def, request.body, {
      db: deps.database.db,
      database: deps.database,
      actor,
      config: deps.config,
      jobs: deps.jobs,
      log: request.log,
      request,
      reply,
    });
  });
}
