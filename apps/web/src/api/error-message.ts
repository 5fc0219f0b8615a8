import { ApiError } from '@putt/contract/client';
import type { TFunction } from 'i18next';

/**
 * The message a user sees for a failed call: the first field's message when the contract names one
 * (its i18n key), else the catalogue's message for the code, else the given fallback.
 */
export function errorMessage(error: unknown, t: TFunction, fallbackKey = 'common:errors.unknown'): string {
  if (error instanceof ApiError) {
    // The contract's field messages are keys of the validation namespace (v.*), whoever asks.
    const firstField = error.fields ? Object.values(error.fields)[0] : undefined;
    const fieldKey = firstField && (firstField.includes(':') ? firstField : `validation:${firstField}`);
    if (fieldKey && t(fieldKey, { defaultValue: '' })) return t(fieldKey);
    const byCode = t(`common:errors.code.${error.code}`, { defaultValue: '' });
    if (byCode) return byCode;
  }
  return t(fallbackKey);
}

/**
 * The server's reason when it refused the request (4xx: a field's message or its code's), else the
 * form's own failure text: a crash or a lost connection says nothing the user can act on.
 */
export function failureText(error: unknown, t: TFunction, fallbackKey: string): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? errorMessage(error, t, fallbackKey) : t(fallbackKey);
}
