import { listOrgMembers } from '../../organisations/members/list-org-members.js';
import { orgCallerOf } from '../../organisations/members/org-caller.js';
import { implement } from '../registry.js';

export const getOrgMembers = implement('getOrgMembers', 'organisation', 'own', async (input, { db, actor }) =>
  listOrgMembers(db, orgCallerOf(actor), input),
);
