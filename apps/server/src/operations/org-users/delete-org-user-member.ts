import { deleteOrgMember } from '../../organisations/members/delete-org-member.js';
import { orgCallerOf } from '../../organisations/members/org-caller.js';
import { implement } from '../registry.js';

export const deleteOrgUserMember = implement(
  'deleteOrgUserMember',
  'orgAdmin',
  'own',
  async (input, { db, actor }) => {
    await db.transaction((tx) => deleteOrgMember(tx, orgCallerOf(actor), input));
    return { message: 'success' as const };
  },
);
