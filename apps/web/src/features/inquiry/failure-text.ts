import { ApiError } from '@putt/contract/client';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../api/error-message';

/**
 * The server's reason when it refused the request (4xx: a field's message or its code's), else the
 * form's own failure text: a crash or a lost connection says nothing the user can act on.
 */
export function failureText(error: unknown, t: TFunction, fallbackKey: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? errorMessage(error, t, fallbackKey) : t(fallbackKey);
}
