import { memberIdOf } from '../../auth/actor.js';
import { listMemberOrders } from '../../orders/read-orders.js';
import { implement } from '../registry.js';

export const getMyOrders = implement('getMyOrders', 'individual', async (input, { db, actor }) =>
  listMemberOrders(db, memberIdOf(actor), { page: input.page, search: input.searchValue }),
);
