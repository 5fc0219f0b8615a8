import { type FieldErrors, type FieldValues, get, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A form field's error as the user reads it, by its name or nested path (`address.ko`,
 * `partners.2.url`): the contract's schemas give i18n keys (`v.*` in the common namespace, or
 * namespaced ones such as `admin_settings:v.*`), which this turns into the spec's words.
 */
export function useFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  // The contract's messages live in `validation` (app/i18n.ts): asking for it loads it, without
  // suspending (a form's first render shows no message, and prerendered forms hydrate as they are).
  const { t } = useTranslation(['common', 'validation'], { useSuspense: false });
  return (name: Path<T>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };
}
