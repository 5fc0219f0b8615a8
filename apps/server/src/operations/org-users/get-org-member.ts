import { readOrgUser } from '../../organisations/users/find-org-user.js';
import { orgCallerOf } from '../../organisations/users/org-caller.js';
import { implement } from '../registry.js';

export const getOrgMember = implement(
  'getOrgMember',
  'organisation',
  'own',
  async ({ SK }, { db, actor }) => ({
    Item: await readOrgUser(db, orgCallerOf(actor), SK),
  }),
);
