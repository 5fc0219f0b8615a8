import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../api/error-message';

/** The server's message when no report of the link matches the name and birth date typed. */
export const NO_MATCH = 'reports:v.noMatch';

/** Whether a refusal is about the name and birth date together (neither alone is known to be wrong). */
export const isPairRefusal = (error: unknown) =>
  error instanceof ApiError && Object.values(error.fields ?? {}).includes(NO_MATCH);

/** Whole minutes of a wait in seconds, at least one: "about 9 minutes", never "0 minutes". */
export const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * What the page says for a refused download (spec-2 §8: 다운로드 실패 with the server's message):
 * too many tries says how long to wait, from the server's retry time (issue 40 item 13); every
 * other refusal its message, worded on the server for who holds the link (decision 028). `heading`
 * names what failed: the download, or the look at what is held (issue 44).
 */
export function refusalText(error: unknown, t: TFunction, heading = 'reports:failed'): string {
  if (error instanceof ApiError && error.code === ErrorCode.TOO_MANY_REQUESTS && error.retryAfter) {
    return `${t(heading)}: ${t('reports:v.tooMany', { minutes: minutesOf(error.retryAfter) })}`;
  }
  const message = error instanceof ApiError ? errorMessage(error, t, heading) : t(heading);
  return `${t(heading)}: ${message}`;
}
