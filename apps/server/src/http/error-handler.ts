import { ErrorCode, httpStatusOf, type ErrorBody, type ErrorCode as Code } from '@putt/contract/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { noteErrorCode } from '../metrics/error-codes.js';

/** Fastify's own client errors, by their code, mapped to the spec's catalogue. */
const fastifyCodes: Record<string, Code> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.MISSING_PARAMETER,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.INVALID_DATA,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.INVALID_DATA,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.INVALID_DATA,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.INVALID_DATA,
};

export function errorBody(
  code: Code,
  message: string,
  fields?: Record<string, string>,
  retryAfter?: number,
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      // the wait goes in the body too: a page reads it to say how long (issue 40 item 13)
      ...(retryAfter ? { retryAfter } : {}),
    },
  };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const [status, body] = answerOf(error, request);
    noteErrorCode(request, body.error.code);
    if (body.error.retryAfter) reply.header('retry-after', String(body.error.retryAfter));
    return reply.status(status).send(body);
  });
}

function answerOf(error: FastifyError | AppError, request: FastifyRequest): [number, ErrorBody] {
  if (error instanceof AppError) {
    return [httpStatusOf[error.code], errorBody(error.code, error.message, error.fields, error.retryAfter)];
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return [429, errorBody(ErrorCode.TOO_MANY_REQUESTS, 'Too many requests')];
  if (status >= 400 && status < 500) {
    return [status, errorBody(fastifyCodes[error.code] ?? ErrorCode.INVALID_DATA, error.message)];
  }
  // Internals go to the log only.
  request.log.error({ err: error }, 'request failed');
  return [500, errorBody(ErrorCode.INTERNAL_ERROR, 'Internal error')];
}
