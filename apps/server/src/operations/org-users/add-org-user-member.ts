import { requestLang } from '../../mail/request-lang.js';
import { addOrgUser } from '../../organisations/users/add-org-user.js';
import { orgCallerOf } from '../../organisations/users/org-caller.js';
import { implement } from '../registry.js';

export const addOrgUserMember = implement(
  'addOrgUserMember',
  'orgAdmin',
  'self',
  async (input, { db, actor, request }) => {
    const Item = await db.transaction((tx) =>
      addOrgUser(tx, orgCallerOf(actor), input, requestLang(request)),
    );
    return { message: 'success' as const, Item };
  },
);
