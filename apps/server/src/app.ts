import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { pingDatabase } from './db/migrate.js';
import { fileStoreOf, type FileStore } from './files/file-store.js';
import { registerFileRoutes } from './files/file-routes.js';
import { registerDocumentRoutes } from './org-orders/document-routes.js';
import { registerClassListTemplateRoute } from './projects/class-list/template-route.js';
import { registerCodeSheetRoutes } from './projects/code-sheet-routes.js';
import { registerReportDownloadRoute } from './reports/download-route.js';
import { registerReportsZipRoute } from './reports/reports-zip-route.js';
import { registerResultsWorkbookRoute } from './reports/results-workbook-route.js';
import { registerTeacherReportRoute } from './reports/teacher-report-route.js';
import { registerMemberReportRoute } from './reports/member-report-route.js';
import { registerMyDataRoute } from './privacy/my-data-route.js';
import { registerProcessingAgreementRoute } from './privacy/processing-agreement-route.js';
import { registerCounsellingReportRoute } from './reports/counselling-report-route.js';
import { closeParsePool } from './files/parse-pool.js';
import { closeRenderPool } from './pdf/render/render-pool.js';
import { registerApiRoutes } from './http/api-routes.js';
import { registerReadinessRoute } from './http/readiness-route.js';
import { registerPgliteDumpRoutes } from './backup/pglite-dump-route.js';
import { registerMetrics } from './metrics/metrics-route.js';
import { registerErrorHandler } from './http/error-handler.js';
import { serializeError } from './http/log-errors.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerSeo } from './http/seo.js';
import { registerSpa } from './http/spa.js';
import { allJobs } from './all-jobs.js';
import { type AnyJobDef, type Jobs, startJobs } from './jobs/jobs.js';
import { allOperations } from './operations/all-operations.js';
import { type OperationDef, Registry } from './operations/registry.js';
import { socialRoutes } from './social/social-routes.js';

export type AppOptions = {
  config: Config;
  database: Database;
  /** replaces the operations served (tests of the registry bring their own) */
  operations?: readonly OperationDef[];
  /** jobs besides the application's own */
  extraJobs?: readonly AnyJobDef[];
  jobPollingSeconds?: number;
  /** where file contents live (default: DATA_DIR/files) */
  files?: FileStore;
};

/** Builds the whole server without listening: main.ts and the tests build the same app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const files = options.files ?? fileStoreOf(config);
  const registry = new Registry(options.operations ?? allOperations);
  if (!options.operations && registry.missing().length > 0) {
    throw new Error(`operations without an implementation: ${registry.missing().join(', ')}`);
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: { err: serializeError },
    },
    bodyLimit: config.bodyLimit,
    // While stopping, a request on a connection already open is answered (with Connection: close),
    // not refused with 503: an examinee's save in flight at a deploy is kept, not bounced.
    return503OnClosing: false,
    // request.ip is the socket's address unless a proxy the operator declared forwards it
    // (TRUST_PROXY): rate limits and the audit log must not take a client's word for its address.
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], config.trustProxy !== false),
  });
  // set as the request comes in (an error's answer keeps it): one plain hook, not a promise per answer
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const jobs = await startJobs(database, {
    defs: [...allJobs, ...(options.extraJobs ?? [])],
    work: config.worker === 'inline',
    deps: { database, config, log: app.log },
    ...(options.jobPollingSeconds ? { pollingIntervalSeconds: options.jobPollingSeconds } : {}),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await closeRenderPool();
    await closeParsePool();
  });

  registerErrorHandler(app);
  registerMetrics(app, {
    config: config.metrics,
    database,
    queues: jobs.queues,
    isOperation: (name) => registry.get(name) !== undefined,
  });
  registerSecurityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie, { secret: config.sessionSecret });

  app.get('/healthz', async (_request, reply) => {
    const ok = await pingDatabase(database);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable', database: database.kind });
  });
  registerReadinessRoute(app, { database, files });
  registerPgliteDumpRoutes(app, { database, sessionSecret: config.sessionSecret });

  await registerApiRoutes(app, { registry, database, config, jobs, files });
  registerFileRoutes(app, { database, files });
  registerDocumentRoutes(app, { database, files, env: config.env });
  registerCodeSheetRoutes(app, { database, config });
  registerReportDownloadRoute(app, { database, files });
  registerReportsZipRoute(app, { database, files });
  registerResultsWorkbookRoute(app, { database, config });
  registerTeacherReportRoute(app, { database, files });
  registerMemberReportRoute(app, { database, files });
  registerMyDataRoute(app, { database, files });
  registerProcessingAgreementRoute(app, { database, config });
  registerCounsellingReportRoute(app, { database, files });
  registerClassListTemplateRoute(app);
  await registerOpenApi(app, registry, config.publicOrigin);
  await app.register(socialRoutes, { config, database });
  registerSeo(app, config.publicOrigin);
  await registerSpa(app, config.webDir);
  return app;
}

/**
 * A declared proxy's request id (a load balancer's trace id) when it is of a plain shape, so logs
 * line up with the proxy's; anything a client could have typed into the logs otherwise is ignored.
 */
function requestIdOf(header: string | string[] | undefined, behindProxy: boolean): string {
  if (behindProxy && typeof header === 'string' && /^[\w.:-]{1,64}$/.test(header)) return header;
  return randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}
