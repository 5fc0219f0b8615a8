import { deleteOrgUser } from '../../organisations/users/delete-org-user.js';
import { orgCallerOf } from '../../organisations/users/org-caller.js';
import { implement } from '../registry.js';

export const deleteOrgUserMember = implement(
  'deleteOrgUserMember',
  'orgAdmin',
  'own',
  async (input, { db, actor }) => {
    await db.transaction((tx) => deleteOrgUser(tx, orgCallerOf(actor), input));
    return { message: 'success' as const };
  },
);
