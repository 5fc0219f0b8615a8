import { ErrorCode } from '@putt/contract/errors';
import { MAX_FILE_BYTES } from '@putt/contract/files';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStore } from '../files/file-store.js';
import type { Jobs } from '../jobs/jobs.js';
import { resolveActor } from '../auth/resolve-actor.js';
import type { Actor } from '../auth/actor.js';
import { checkCaller, type OperationDef, type Registry, runOperation } from '../operations/registry.js';
import { AppError } from '../errors/app-error.js';
import { bodyLimitFor, jsonUploads } from './json-uploads.js';

/** The header every operation call carries: a cross-site form cannot set it, so it defeats CSRF. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'fetch';

/** Which cookie an operation reads: the back office's, the test's (the examinee's), or the member's. */
const sideOf = (tag: string) => (tag === 'staff' ? 'staff' : tag === 'survey' ? 'examinee' : 'member');

type Deps = { registry: Registry; database: Database; config: Config; jobs: Jobs; files: FileStore };

export async function registerApiRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const admitted = new WeakMap<FastifyRequest, { def: OperationDef; actor: Actor }>();

  // Before the body is read (onRequest): a caller the operation is not for is refused as such, not
  // told how large a file it takes (issue 43), and no one's upload is parsed for a stranger.
  const admit = async (def: OperationDef, request: FastifyRequest) => {
    if (request.headers[CSRF_HEADER] !== CSRF_VALUE) {
      throw new AppError(ErrorCode.PERMISSION_DENIED, `Missing ${CSRF_HEADER} header`);
    }
    const actor = await resolveActor(request, deps.database.db, sideOf(def.contract.tag));
    checkCaller(def, actor);
    admitted.set(request, { def, actor });
  };

  // The operation and caller admitted before the body was read; runOperation checks the caller
  // again, as its own gate for any other way in.
  const run = async (body: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const call = admitted.get(request);
    if (!call) throw new Error(`${request.url} ran without its caller admitted`);
    const { def, actor } = call;
    reply.header('cache-control', 'no-store');
    return runOperation(def, body, {
      db: deps.database.db,
      database: deps.database,
      actor,
      config: deps.config,
      jobs: deps.jobs,
      files: deps.files,
      log: request.log,
      request,
      reply,
      operation: def.name,
    });
  };

  // files sent as base64 in JSON: their own routes with the file's limit (json-uploads.ts)
  for (const [name, upload] of Object.entries(jsonUploads)) {
    const def = deps.registry.get(name);
    if (!def) continue;
    app.post(`/api/${name}`, {
      bodyLimit: bodyLimitFor(upload.maxBytes),
      onRequest: (request) => admit(def, request),
      errorHandler: (error, request, reply) => {
        const tooLarge = (error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        const answered = tooLarge
          ? new AppError(ErrorCode.INVALID_DATA, 'File too large', { 'file.base64': upload.tooLarge })
          : error;
        return app.errorHandler(answered as never, request, reply);
      },
      handler: (request, reply) => run(request.body, request, reply),
    });
  }

  app.post<{ Params: { operation: string } }>('/api/:operation', {
    onRequest: async (request) => {
      const def = deps.registry.get(request.params.operation);
      if (!def) throw new AppError(ErrorCode.NOT_FOUND, `Unknown operation ${request.params.operation}`);
      await admit(def, request);
    },
    handler: (request, reply) => run(request.body, request, reply),
  });

  // uploadAttachment also takes multipart/form-data (field "file"), for files past the JSON body
  // limit; the file is handed to the same operation in the spec's {base64, name, type} shape.
  const upload = deps.registry.get('uploadAttachment');
  if (!upload) return;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 2 },
      throwFileSizeLimit: true,
    });
    scope.post('/api/uploadAttachment', {
      onRequest: (request) => admit(upload, request),
      handler: async (request, reply) => {
        if (!request.isMultipart()) return run(request.body, request, reply);
        const file = await readUpload(request);
        const input = { file: { base64: file.bytes.toString('base64'), name: file.name, type: file.type } };
        return run(input, request, reply);
      },
    });
  });
}

async function readUpload(request: FastifyRequest) {
  const refuse = (key: string) => new AppError(ErrorCode.INVALID_DATA, 'File refused', { file: key });
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw refuse('v.fileRequired');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw refuse('v.fileEmpty');
    return { name: part.filename, type: part.mimetype, bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('v.fileTooLarge');
    throw refuse('v.fileRequired');
  }
}
