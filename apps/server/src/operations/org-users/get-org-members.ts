import { listOrgUsers } from '../../organisations/users/list-org-users.js';
import { orgCallerOf } from '../../organisations/users/org-caller.js';
import { implement } from '../registry.js';

export const getOrgMembers = implement('getOrgMembers', 'organisation', 'own', async (input, { db, actor }) =>
  listOrgUsers(db, orgCallerOf(actor), input),
);
