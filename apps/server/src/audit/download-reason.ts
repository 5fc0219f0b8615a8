import { ZDownloadReason } from '@putt/contract/admin/audit';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor.js';
import { validationError } from '../errors/validation-error.js';

/**
 * The reason a staff member gave for downloading a class's personal data at once (`?reason=`),
 * which the route keeps in the audit log; refused without one (issue 44). Other readers (the
 * school's own users) give none: undefined.
 */
export function staffDownloadReason(request: FastifyRequest, reader: Actor): string | undefined {
  if (reader.role !== 'staff') return undefined;
  const { reason } = (request.query ?? {}) as { reason?: unknown };
  const parsed = ZDownloadReason.safeParse(reason);
  if (!parsed.success) {
    throw validationError(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['reason'] })),
      { reason },
    );
  }
  return parsed.data;
}
