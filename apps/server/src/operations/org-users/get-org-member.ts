import { readOrgUser } from '../../organisations/members/find-org-member.js';
import { orgCallerOf } from '../../organisations/members/org-caller.js';
import { implement } from '../registry.js';

export const getOrgMember = implement(
  'getOrgMember',
  'organisation',
  'own',
  async ({ SK }, { db, actor }) => ({
    Item: await readOrgUser(db, orgCallerOf(actor), SK),
  }),
);
