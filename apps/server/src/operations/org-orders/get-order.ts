import { orgActorOf } from '../../auth/actor.js';
import { findOrgOrder, orgOrderDetail } from '../../org-orders/read-org-orders.js';
import { implement } from '../registry.js';

export const getOrder = implement('getOrder', 'organisation', 'own', async ({ SK }, { db, actor }) => {
  const order = await findOrgOrder(db, orgActorOf(actor).orgId, SK);
  return { Item: await orgOrderDetail(db, order) };
});
