import { requestLang } from '../../mail/request-lang.js';
import { addOrgMember } from '../../organisations/members/add-org-member.js';
import { orgCallerOf } from '../../organisations/members/org-caller.js';
import { implement } from '../registry.js';

export const addOrgUserMember = implement(
  'addOrgUserMember',
  'orgAdmin',
  'self',
  async (input, { db, actor, request }) => {
    const Item = await db.transaction((tx) =>
      addOrgMember(tx, orgCallerOf(actor), input, requestLang(request)),
    );
    return { message: 'success' as const, Item };
  },
);
