import { orgActorOf } from '../../auth/actor.js';
import { orderTrainees } from '../../expert-courses/order-trainees.js';
import { implement } from '../registry.js';

// The school sees how the people it paid for are doing; their certificates' files stay theirs.
export const getOrderTrainees = implement(
  'getOrderTrainees',
  'organisation',
  'own',
  async ({ SK }, { db, actor }) => orderTrainees(db, orgActorOf(actor).orgId, SK),
);
