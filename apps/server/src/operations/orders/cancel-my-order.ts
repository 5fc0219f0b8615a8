import { memberIdOf } from '../../auth/actor.js';
import { cancelMemberOrder } from '../../orders/cancel-order.js';
import { implement } from '../registry.js';

export const cancelMyOrder = implement(
  'cancelMyOrder',
  'individual',
  'own',
  async ({ SK, reason }, { db, actor }) => {
    await cancelMemberOrder(db, { ...actor, memberId: memberIdOf(actor) }, SK, reason);
    return { message: 'success' as const };
  },
);
