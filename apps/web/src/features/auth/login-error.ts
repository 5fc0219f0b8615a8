import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';

/** Spec-1 §8: which text (auth namespace key) and title a failed login shows in its dialog. */
export function loginErrorText(error: unknown): {
  key: string;
  title?: string;
  values?: Record<string, string>;
  /** the field the message is about: focus goes there once the message is closed */
  field?: 'uid' | 'password';
} {
  if (error instanceof ApiError) {
    switch (error.code) {
      case ErrorCode.ID_NOT_FOUND:
        return { key: 'login.idNotFound', field: 'uid' };
      case ErrorCode.WRONG_PASSWORD:
        return { key: 'login.wrongPassword', field: 'password' };
      case ErrorCode.WITHDRAWN_ID:
        return { key: 'login.withdrawn', field: 'uid' };
      case ErrorCode.ADMIN_LOCKED:
        return { key: 'login.locked' };
      case ErrorCode.TOO_MANY_REQUESTS:
        return { key: 'login.tooMany' };
    }
    if (error.status === 0)
      return { key: 'login.exception', title: 'login.errorTitle', values: { message: error.message } };
    return { key: 'login.lookupFailed' };
  }
  return {
    key: 'login.exception',
    title: 'login.errorTitle',
    values: { message: error instanceof Error ? error.message : 'unknown error' },
  };
}
