import { type FieldErrors, type FieldValues, get, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * A nested field's error as staff read it (`address.ko`, `partners.2.url`): the contract's messages
 * are namespaced keys (`admin_settings:v.*`). The shared useFieldError reads top-level names only.
 */
export function useNestedFieldError<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation();
  return (name: Path<T>): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? t(message) : undefined;
  };
}
