// The field rules of spec-1 §5, written once for form and server. Messages are i18n keys of the
// web's `common` namespace (`v.*`), whose Korean text is the spec's, verbatim.
import { z } from 'zod';
import { ID_PATTERN, LOGIN_PASSWORD_MAX, NAME_MAX, PASSWORD_PATTERN, PHONE_PATTERN } from './limits.js';
import { personName } from './names.js';

// the patterns and limits the rules are built on, also for code that needs them without zod
export * from './limits.js';

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
export const zOptionalName = personName(z.string().trim().max(NAME_MAX, 'v.nameMax')).optional();
export const zPhone = required('v.phoneRequired').regex(PHONE_PATTERN, 'v.phonePattern');
