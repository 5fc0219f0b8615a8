import { memberIdOf, orgActorOf } from '../../auth/actor.js';
import { findOrgOrder } from '../../org-orders/read-org-orders.js';
import { memberOrderDetail, orderDetail } from '../../orders/read-orders.js';
import { implement } from '../registry.js';

/** An individual reads their own order; an organisation's users read their organisation's. */
export const getOrderProjectsContainsExamninees = implement(
  'getOrderProjectsContainsExamninees',
  'signedIn',
  'own',
  async ({ SK }, { db, actor }) => {
    if (actor.role === 'individual') return { Item: await memberOrderDetail(db, memberIdOf(actor), SK) };
    return { Item: await orderDetail(db, await findOrgOrder(db, orgActorOf(actor).orgId, SK)) };
  },
);
