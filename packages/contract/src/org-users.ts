import { z } from 'zod';
import { defineOperation } from './operation.js';
import { organisationTypes } from './org-requests.js';
import { NAME_MAX, zNewPassword, zUid } from './validators.js';
import { personName } from './names.js';

/** spec-2 §9: the user list pages by 10; row numbers are (page - 1) * 10 + index. */
export const ORG_USER_PAGE_SIZE = 10;

/** Row number shown in the user list, counting from 1. */
export function orgUserRowNumber(page: number, index: number): number {
  return (page - 1) * ORG_USER_PAGE_SIZE + index + 1;
}

/**
 * Messages of this area that the common namespace lacks: keys of the web's `org-users` strings
 * (the server answers them as field messages too).
 */
const v = (name: string) => `org-users:v.${name}`;
export const orgUserMessages = {
  /** the id is used in this organisation, now or by a deleted user (ids are never reused) */
  uidTaken: v('uidTaken'),
  cannotDeleteSelf: v('cannotDeleteSelf'),
  cannotDeleteAdmin: v('cannotDeleteAdmin'),
} as const;

/** The organisation block of spec-2 §2 screen 1 (spec-2 §3 "Organisation (from session)"). */
export const ZOrgInfo = z.object({
  orgId: z.string(),
  name: z.string(),
  president: z.string(),
  type: z.enum(organisationTypes),
});
export type TOrgInfo = z.infer<typeof ZOrgInfo>;

export const orgUserTypes = ['admin', 'user'] as const;

/**
 * An organisation user (spec-2 §3). The spec's id, "the last part of SK after #", is the login id:
 * `uid` is also the detail page's SK (decision 015).
 */
export const ZOrgUser = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  position: z.string(),
  description: z.string(),
  type: z.enum(orgUserTypes),
});
export type TOrgUser = z.infer<typeof ZOrgUser>;

/** An organisation's own id as the session holds it: another organisation's answers as missing. */
const zOrgId = z.string().trim().min(1).max(64);
/** The detail page's SK (a login id) as typed in an address: anything else answers as missing. */
const zSK = z.string().trim().min(1).max(64);

export const getOrgMembers = defineOperation({
  tag: 'organisations',
  summary: 'The caller’s organisation and one page of its users (10 a page); another orgId answers 300',
  input: z.object({
    orgId: zOrgId.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
  }),
  output: z.object({
    organisation: ZOrgInfo,
    Items: z.array(ZOrgUser),
    page: z.number(),
    hasNext: z.boolean(),
  }),
});

export const getOrgMember = defineOperation({
  tag: 'organisations',
  summary: 'One user of the caller’s organisation by login id; another organisation’s answers 300',
  input: z.object({ SK: zSK }),
  output: z.object({ Item: ZOrgUser }),
});

const anEmail = z.email();
const optionalText = (max: number) => z.string().trim().max(max, 'v.tooLong').default('');

/**
 * spec-2 §5 add organisation user: uid, name and an initial password with its confirmation are
 * required (the sign-up's id and password rules); e-mail, phone, role, position and description
 * are optional (updateMemberInfo's limits).
 */
export const ZOrgUserNew = z
  .object({
    uid: zUid,
    name: personName(
      z.string({ error: 'v.required' }).trim().min(1, 'v.required').max(NAME_MAX, 'v.nameMax'),
    ),
    password: zNewPassword,
    confirmPassword: z.string({ error: 'v.passwordConfirmRequired' }).min(1, 'v.passwordConfirmRequired'),
    email: z
      .string()
      .trim()
      .max(100, 'v.tooLong')
      .refine((value) => value === '' || anEmail.safeParse(value).success, 'v.emailInvalid')
      .default(''),
    phoneNumber: z
      .string()
      .trim()
      .max(13, 'v.phonePattern')
      .regex(/^(\d{2,3}-\d{3,4}-\d{4})?$/, 'v.phonePattern')
      .default(''),
    role: optionalText(50),
    position: optionalText(50),
    description: optionalText(500),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'v.passwordMismatch',
  });
export type TOrgUserNew = z.input<typeof ZOrgUserNew>;

export const addOrgUserMember = defineOperation({
  tag: 'organisations',
  summary:
    'The organisation admin adds a user (type user) with an initial password, which the user replaces at the first login',
  input: ZOrgUserNew,
  output: z.object({ message: z.literal('success'), Item: z.object({ uid: z.string() }) }),
});

export const deleteOrgUserMember = defineOperation({
  tag: 'organisations',
  summary:
    'The organisation admin deletes a user: personal data removed, sessions ended, orders kept; never an admin or oneself',
  input: z.object({ orgId: zOrgId, uid: zSK }),
  output: z.object({ message: z.literal('success') }),
});
