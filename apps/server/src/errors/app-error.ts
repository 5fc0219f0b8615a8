import { ErrorCode, type FieldErrors } from '@putt/contract/errors';

/** The one error type: a code of the spec's catalogue, a message for logs and clients, optional fields. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** seconds, for 429 answers */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Another tenant's row answers exactly like a missing one (STYLE.md, practice 3). */
export const notFound = (what = 'Data not found') => new AppError(ErrorCode.NOT_FOUND, what);
