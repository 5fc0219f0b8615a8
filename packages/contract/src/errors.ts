/**
 * The error catalogue of spec-1 §8, plus the few codes the spec lacks (marked "ours").
 * The server answers `{ error: { code, message, fields? } }`; the web turns `code` (and `fields`,
 * whose values are i18n keys) into the spec's Korean or English message.
 */
export const ErrorCode = {
  AUTH_ERROR: 100,
  ADMIN_LOCKED: 101,
  ID_EXISTS: 110,
  PHONE_EXISTS: 120,
  ID_NOT_FOUND: 130,
  PHONE_NOT_FOUND: 140,
  WRONG_PASSWORD: 150,
  WRONG_PIN: 160,
  WRONG_AUTH_NUMBER: 170,
  WITHDRAWN_ID: 190,
  MISSING_PARAMETER: 200,
  NOT_FOUND: 300,
  DATABASE_ERROR: 400,
  PERMISSION_DENIED: 403,
  /** ours: the record's state does not allow this change (a completed order never returns to pending) */
  INVALID_STATE: 409,
  /** ours: the spec has no code for throttling */
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  INVALID_DATA: 600,
  MAIL_FAILED: 1000,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorCodes = Object.values(ErrorCode) as ErrorCode[];

/** HTTP status for each code: the status says the class of failure, the code the detail. */
export const httpStatusOf: Record<ErrorCode, number> = {
  100: 401,
  101: 423,
  110: 409,
  120: 409,
  130: 404,
  140: 404,
  150: 401,
  160: 401,
  170: 401,
  190: 410,
  200: 400,
  300: 404,
  400: 500,
  403: 403,
  409: 409,
  429: 429,
  500: 500,
  600: 400,
  1000: 502,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'number' && (errorCodes as number[]).includes(value);
}

/** Field path (dot-joined) to an i18n key of the contract's validation messages. */
export type FieldErrors = Record<string, string>;

export type ErrorBody = {
  /** `retryAfter`: seconds until a 429 lifts (also the Retry-After header), for the page to say */
  error: { code: ErrorCode; message: string; fields?: FieldErrors; retryAfter?: number };
};
