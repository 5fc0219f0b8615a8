import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@putt/contract/errors';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import { createAppMetrics } from './app-metrics.js';
import { errorCodeOf } from './error-codes.js';
import { metricsAccess } from './metrics-access.js';

type Deps = {
  config: Config['metrics'];
  database: Database;
  /** the job queues this process knows */
  queues: readonly string[];
  /** whether the server serves an operation of this name */
  isOperation: (name: string) => boolean;
};

/**
 * GET /metrics in Prometheus's text format, to METRICS_TOKEN or METRICS_ADDRESSES (decision 043).
 * With neither set nothing is counted and there is no such route; a caller refused answers as if
 * there were none, unless a token would have opened it.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  if (deps.config.token === undefined && deps.config.addresses.length === 0) return;
  const access = metricsAccess(deps.config);
  const metrics = createAppMetrics({ database: deps.database, queues: deps.queues, log: app.log });
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onResponse', (request, reply, done) => {
    metrics.record({
      operation: operationOf(request, deps.isOperation),
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      code: errorCodeOf(request),
    });
    done();
  });

  app.get('/metrics', async (request, reply) => {
    const verdict = access(request);
    if (verdict === 'hidden') return reply.callNotFound();
    if (verdict === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(ErrorCode.AUTH_ERROR, 'A metrics token is required');
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/**
 * The label of a request: the operation it called, else its route's pattern (`/files/:id`). Never
 * the URL itself, nor an operation name the registry does not serve: a client would choose them,
 * and every new label value is a new series kept for the life of the process.
 */
function operationOf(request: FastifyRequest, isOperation: (name: string) => boolean): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (!route.startsWith('/api/')) return route;
  const named = (request.params as { operation?: string }).operation ?? route.slice('/api/'.length);
  return isOperation(named) ? named : route;
}
