import { memberIdOf } from '../../auth/actor.js';
import { memberExaminees } from '../../orders/read-orders.js';
import { implement } from '../registry.js';

export const getMyExaminees = implement(
  'getMyExaminees',
  'individual',
  'own',
  async (_input, { db, actor }) => ({
    items: await memberExaminees(db, memberIdOf(actor)),
  }),
);
