import type { ErrorCode } from '@putt/contract/errors';
import type { FastifyRequest } from 'fastify';

const answered = new WeakMap<FastifyRequest, ErrorCode>();

/** The error handler notes the code it answered, so that the request's metrics count it. */
export function noteErrorCode(request: FastifyRequest, code: ErrorCode): void {
  answered.set(request, code);
}

/** The code a request was answered with, when it was answered with an error. */
export const errorCodeOf = (request: FastifyRequest): ErrorCode | undefined => answered.get(request);
