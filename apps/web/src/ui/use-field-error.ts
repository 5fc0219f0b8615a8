import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A form field's error as the user reads it: the contract's schemas give i18n keys (`v.*`, in the
 * common namespace), which this turns into the spec's words.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: keyof T & string): string | undefined => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };
}
