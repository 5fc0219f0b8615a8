import { memberIdOf } from '../../auth/actor.js';
import { memberOrderDetail } from '../../orders/read-orders.js';
import { implement } from '../registry.js';

export const getOrderProjectsContainsExamninees = implement(
  'getOrderProjectsContainsExamninees',
  'individual',
  async ({ SK }, { db, actor }) => ({ Item: await memberOrderDetail(db, memberIdOf(actor), SK) }),
);
