import type { OperationDef } from '../../registry.js';
import { adminGetMember } from './admin-get-member.js';
import { adminGetOrganisation } from './admin-get-organisation.js';
import { adminListMembers } from './admin-list-members.js';
import { adminListOrganisations } from './admin-list-organisations.js';
import { adminLockMember } from './admin-lock-member.js';
import { adminResetMemberPassword } from './admin-reset-member-password.js';
import { adminUnlockMember } from './admin-unlock-member.js';

/** The back office's organisations and members: lists, details, lock and unlock, password reset. */
export const adminAccountOperations: readonly OperationDef[] = [
  adminListOrganisations,
  adminGetOrganisation,
  adminListMembers,
  adminGetMember,
  adminLockMember,
  adminUnlockMember,
  adminResetMemberPassword,
];
