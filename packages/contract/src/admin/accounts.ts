import { z } from 'zod';
import { memberTypes, type MemberType } from '../auth.js';
import { defineOperation } from '../operation.js';
import { orderStatuses } from '../orders.js';
import { organisationTypes } from '../org-requests.js';
import { adminPageOf, ZAdminListInput, ZInstant, ZOk, ZReason } from './common.js';

/**
 * The members who sign in with a password (and so can be given a temporary one): social-login
 * members have none, their password is at Google or Kakao.
 */
const passwordMemberTypes = ['custom', 'admin', 'user'] as const satisfies readonly MemberType[];

export function hasPassword(type: MemberType): boolean {
  return (passwordMemberTypes as readonly MemberType[]).includes(type);
}

/** individual: signed up alone; organisation: an account inside a registered organisation */
export const memberKinds = ['individual', 'organisation'] as const;
/** withdrawn wins over locked: a withdrawn member cannot sign in whatever else holds */
export const memberStates = ['active', 'locked', 'withdrawn'] as const;

/** An organisation or member by its row id (unknown or malformed ids answer NOT_FOUND). */
const ZAccountRef = z.object({ id: z.string().trim().min(1).max(64) });

/** The last orders shown on an organisation's or member's page, linking to the order's page. */
export const ACCOUNT_RECENT_ORDERS = 10;

const ZAccountOrderRow = z.object({
  SK: z.string(),
  name: z.string(),
  status: z.enum(orderStatuses),
  totalPrice: z.number().int(),
  created: ZInstant,
});

/** How many orders there are in all, and the newest of them. */
const ZAccountOrders = z.object({ total: z.number().int(), recent: z.array(ZAccountOrderRow) });

// Organisations

export const ZAdminOrganisationRow = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  type: z.enum(organisationTypes),
  deptPersonName: z.string(),
  email: z.string(),
  memberCount: z.number().int(),
  created: ZInstant,
});
export type TAdminOrganisationRow = z.infer<typeof ZAdminOrganisationRow>;

export const adminListOrganisations = defineOperation({
  tag: 'staff',
  summary:
    'Registered organisations, newest first, by type and search (name, organisation id, e-mail, contact person)',
  input: ZAdminListInput.extend({ type: z.enum(['', ...organisationTypes]).default('') }),
  output: adminPageOf(ZAdminOrganisationRow),
});

const ZAdminOrganisationMember = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  type: z.enum(['admin', 'user']),
  email: z.string(),
  phoneNumber: z.string(),
  locked: z.boolean(),
  created: ZInstant,
});

export const ZAdminOrganisation = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  president: z.string(),
  type: z.enum(organisationTypes),
  postCode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  dept: z.string(),
  phoneNumber: z.string(),
  deptPersonName: z.string(),
  deptPersonPhoneNumber: z.string(),
  email: z.string(),
  description: z.string(),
  created: ZInstant,
  /** admins first, then by sign-up */
  members: z.array(ZAdminOrganisationMember),
  orders: ZAccountOrders,
});
export type TAdminOrganisation = z.infer<typeof ZAdminOrganisation>;

export const adminGetOrganisation = defineOperation({
  tag: 'staff',
  summary: 'One organisation with its members and its latest orders',
  input: ZAccountRef,
  output: ZAdminOrganisation,
});

// Members

export const ZAdminMemberRow = z.object({
  id: z.string(),
  uid: z.string(),
  type: z.enum(memberTypes),
  name: z.string(),
  email: z.string(),
  organisationName: z.string().nullable(),
  locked: z.boolean(),
  withdrawn: z.boolean(),
  created: ZInstant,
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const adminListMembers = defineOperation({
  tag: 'staff',
  summary:
    'Members (individual and organisation), newest first, by kind, state and search (id, name, e-mail, phone)',
  input: ZAdminListInput.extend({
    kind: z.enum(['', ...memberKinds]).default(''),
    state: z.enum(['', ...memberStates]).default(''),
  }),
  output: adminPageOf(ZAdminMemberRow),
});

export const ZAdminMember = z.object({
  id: z.string(),
  uid: z.string(),
  type: z.enum(memberTypes),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  position: z.string(),
  description: z.string(),
  organisation: z.object({ id: z.string(), orgId: z.string(), name: z.string() }).nullable(),
  /** a temporary password was issued and not yet changed */
  mustChangePassword: z.boolean(),
  lockedAt: ZInstant.nullable(),
  /** personal data was removed at withdrawal: only the id, type and orders are left */
  withdrawnAt: ZInstant.nullable(),
  created: ZInstant,
  orders: ZAccountOrders,
});
export type TAdminMember = z.infer<typeof ZAdminMember>;

export const adminGetMember = defineOperation({
  tag: 'staff',
  summary: 'One member with their latest orders (withdrawn members: what is left after withdrawal)',
  input: ZAccountRef,
  output: ZAdminMember,
});

export const adminLockMember = defineOperation({
  tag: 'staff',
  summary: 'Lock a member: signs them out at once and refuses their logins until unlocked',
  input: ZAccountRef.extend({ reason: ZReason }),
  output: ZOk,
});

export const adminUnlockMember = defineOperation({
  tag: 'staff',
  summary: 'Unlock a locked member: they may log in again',
  input: ZAccountRef,
  output: ZOk,
});

export const adminResetMemberPassword = defineOperation({
  tag: 'staff',
  summary:
    'Give a member with a password a new temporary one, e-mailed to them (never shown to staff); signs them out',
  input: ZAccountRef,
  output: ZOk,
});

export const adminAccountOperations = {
  adminListOrganisations,
  adminGetOrganisation,
  adminListMembers,
  adminGetMember,
  adminLockMember,
  adminUnlockMember,
  adminResetMemberPassword,
};
