// The patterns and limits of spec-1 §5's field rules, without zod: a page that only shows a
// field's limit (the login box's maxLength) does not load the schema library for it.
// validators.ts builds the rules on them.

export const ID_PATTERN = /^[A-Za-z0-9]{4,12}$/;
export const PASSWORD_SPECIALS = '$@!%*#?&';
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%*#?&])[A-Za-z\d$@!%*#?&]{8,16}$/;
/** 02-123-4567, 010-1234-5678: 2-3, 3-4 and 4 digits with dashes */
export const PHONE_PATTERN = /^\d{2,3}-\d{3,4}-\d{4}$/;
export const LOGIN_PASSWORD_MAX = 16;
export const NAME_MAX = 20;
