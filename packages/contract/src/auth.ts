import { z } from 'zod';
import { defineOperation } from './operation.js';
import { organisationTypes } from './organisation-types.js';
import { zEmail, zLoginPassword, zNewPassword, zOptionalName, zUid } from './validators.js';

/** custom/google/kakao: individual members; admin/user: organisation members (spec-1 §3). */
export const memberTypes = ['custom', 'google', 'kakao', 'admin', 'user'] as const;
export type MemberType = (typeof memberTypes)[number];

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

/** Who is logged in, as the web keeps it (spec-1 §3 "stored auth info"), from the server's session. */
export const ZSessionUser = z.object({
  uid: z.string(),
  type: z.enum(memberTypes),
  orgId: z.string().optional(),
  orgName: z.string().optional(),
  email: z.string(),
  name: z.string(),
  /** the password was given by someone else: the next login asks for a new one */
  mustChangePassword: z.boolean(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const getSession = defineOperation({
  tag: 'auth',
  summary: 'Who is logged in on this browser (null when nobody)',
  input: z.object({}),
  output: z.object({ Item: ZSessionUser.nullable() }),
});

/** A new password and its confirmation (spec-1 §5 member password change): one rule for every form. */
const newPasswordFields = {
  new_password: zNewPassword,
  new_password_confirm: z.string().min(1, 'v.passwordConfirmRequired'),
};
const confirmMatches = <S extends z.ZodType<{ new_password: string; new_password_confirm: string }>>(
  schema: S,
): S =>
  schema.refine((v) => v.new_password === v.new_password_confirm, {
    path: ['new_password_confirm'],
    message: 'v.newPasswordMismatch',
  });

export const ZNewPassword = confirmMatches(z.object(newPasswordFields));

/**
 * `newPassword` answers loginUser's `passwordChangeRequired`: an account whose password someone
 * else gave (organisation approval, staff, a forgotten-password mail) opens a session only together
 * with a new password of the member's own.
 */
export const ZLoginInput = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal('org'),
    loginData: z.object({
      orgId: required('v.orgIdRequired'),
      uid: required('v.idRequired'),
      password: zLoginPassword,
    }),
    newPassword: ZNewPassword.optional(),
  }),
  z.object({
    loginType: z.literal('custom'),
    loginData: z.object({
      uid: required('v.idRequired'),
      password: zLoginPassword,
      type: z.literal('custom').default('custom'),
    }),
    newPassword: ZNewPassword.optional(),
  }),
]);
export type TLoginInput = z.input<typeof ZLoginInput>;

export const loginUser = defineOperation({
  tag: 'auth',
  summary:
    'Log in an individual (custom) or organisation member; sets the session cookie. passwordChangeRequired: no session yet, call again with newPassword',
  input: ZLoginInput,
  output: z.union([
    z.object({ Item: ZSessionUser, message: z.literal('success') }),
    z.object({ message: z.literal('passwordChangeRequired') }),
  ]),
});

export const logoutUser = defineOperation({
  tag: 'auth',
  summary: 'End this browser session',
  input: z.object({}),
  output: z.object({ message: z.literal('success') }),
});

/** Sign-up form (spec-1 §5): the contract's rules are the form's rules. */
export const ZJoinData = z.object({
  uid: zUid,
  password: zNewPassword,
  name: zOptionalName,
  email: zEmail,
  type: z.literal('custom').default('custom'),
});

/**
 * Joins an individual member with the custom form. Google and Kakao members join through their
 * sign-in flow on the server (the browser never holds a verified social identity), so joinType is
 * custom here.
 */
export const joinUser = defineOperation({
  tag: 'auth',
  summary: 'Sign up an individual member (custom login)',
  input: z.object({
    joinType: z.literal('custom'),
    joinData: ZJoinData,
    /** spec-1 §4: both the terms of service and the privacy consent, recorded with the member */
    agreeTerms: z.literal(true, { error: 'v.termsRequired' }),
  }),
  output: z.object({ message: z.literal('success'), Item: z.object({ uid: z.string() }) }),
});

export const existMember = defineOperation({
  tag: 'auth',
  summary: 'Whether a sign-up id is taken: data 0 when free',
  input: z.object({ uid: required('v.idRequired'), type: z.literal('custom').default('custom') }),
  output: z.object({ data: z.union([z.literal(0), z.literal(1)]) }),
});

export const requestPasswordReset = defineOperation({
  tag: 'auth',
  summary: 'E-mail a temporary password to the member of this id',
  input: z.object({ uid: required('v.idRequired'), type: z.literal('custom').default('custom') }),
  output: z.object({ message: z.literal('success') }),
});

/** Individuals edit name and e-mail; organisation users also phone, role, position, description. */
export const updateMemberInfo = defineOperation({
  tag: 'auth',
  summary: 'Change the logged-in member’s own information',
  input: z.object({
    email: zEmail,
    name: zOptionalName,
    phoneNumber: z
      .string()
      .regex(/^(\d{2,3}-\d{3,4}-\d{4})?$/, 'v.phonePattern')
      .optional(),
    role: z.string().trim().max(50).optional(),
    position: z.string().trim().max(50).optional(),
    description: z.string().trim().max(500).optional(),
  }),
  output: ZSessionUser,
});

export const changeMemberPassword = defineOperation({
  tag: 'auth',
  summary: 'Change the logged-in member’s password (custom login, organisation admins and users)',
  input: confirmMatches(
    z.object({
      old_password: z.string().min(1, 'v.passwordRequired').max(16, 'v.passwordMax'),
      ...newPasswordFields,
    }),
  ),
  output: z.object({ message: z.literal('success') }),
});

export const withdrawUser = defineOperation({
  tag: 'auth',
  summary: 'Withdraw the logged-in individual member (organisation members cannot)',
  input: z.object({}),
  output: z.object({ message: z.literal('success') }),
});

/** The member record of spec-1 §3, with the organisation block for organisation members. */
export const ZMemberInfo = z.object({
  uid: z.string(),
  type: z.enum(memberTypes),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  position: z.string(),
  description: z.string(),
  orgId: z.string().optional(),
  org: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      description: z.string(),
      /** elementary | middle | high | university | other (spec-2 §3): the level an application offers */
      type: z.enum(organisationTypes),
      president: z.string(),
      /** the contact block an application starts from (spec-2 §3 client fields) */
      dept: z.string(),
      deptPersonName: z.string(),
      deptPersonPhoneNumber: z.string(),
    })
    .optional(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const getMemberInfo = defineOperation({
  tag: 'auth',
  summary: 'The logged-in member’s own information (and organisation block)',
  input: z.object({}),
  output: ZMemberInfo,
});
