import { z } from 'zod';

/**
 * The field rules of spec-1 §5, written once for form and server. Messages are i18n keys of the
 * web's `common` namespace (`v.*`), whose Korean text is the spec's, verbatim.
 */
export const ID_PATTERN = /^[A-Za-z0-9]{4,12}$/;
export const PASSWORD_SPECIALS = '$@!%*#?&';
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%*#?&])[A-Za-z\d$@!%*#?&]{8,16}$/;
/** 02-123-4567, 010-1234-5678: 2-3, 3-4 and 4 digits with dashes */
export const PHONE_PATTERN = /^\d{2,3}-\d{3,4}-\d{4}$/;
export const LOGIN_PASSWORD_MAX = 16;
export const NAME_MAX = 20;

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const zUid = required('v.idRequired').regex(ID_PATTERN, 'v.idPattern');
export const zNewPassword = z
  .string({ error: 'v.passwordRequired' })
  .min(1, 'v.passwordRequired')
  .regex(PASSWORD_PATTERN, 'v.passwordPattern');
export const zLoginPassword = z
  .string({ error: 'v.passwordRequired' })
  .min(1, 'v.passwordRequired')
  .max(LOGIN_PASSWORD_MAX, 'v.passwordMax');
export const zEmail = required('v.emailRequired').pipe(z.email('v.emailInvalid'));
export const zOptionalName = z.string().trim().max(NAME_MAX, 'v.nameMax').optional();
export const zPhone = required('v.phoneRequired').regex(PHONE_PATTERN, 'v.phonePattern');
