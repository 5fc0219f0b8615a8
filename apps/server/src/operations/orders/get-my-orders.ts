import { ErrorCode } from '@putt/contract/errors';
import { memberIdOf, orgActorOf } from '../../auth/actor.js';
import { AppError } from '../../errors/app-error.js';
import { listOrgOrders } from '../../org-orders/read-org-orders.js';
import { listMemberOrders } from '../../orders/read-orders.js';
import { implement } from '../registry.js';

/** An individual reads their own orders; an organisation's users read their organisation's. */
export const getMyOrders = implement('getMyOrders', 'signedIn', 'own', async (input, { db, actor }) => {
  const organisation = actor.role === 'orgUser' || actor.role === 'orgAdmin';
  if (organisation !== (input.type === 'organisation')) {
    throw new AppError(ErrorCode.PERMISSION_DENIED, `A ${actor.role} has no ${input.type} orders`);
  }
  const paging = { page: input.page, search: input.searchValue };
  return organisation
    ? listOrgOrders(db, orgActorOf(actor).orgId, { ...paging, subType: input.subType })
    : listMemberOrders(db, memberIdOf(actor), paging);
});
