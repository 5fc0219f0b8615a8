import { memberIdOf } from '../../auth/actor.js';
import { cancelEnrolment } from '../../expert-courses/cancel-enrolment.js';
import { implement } from '../registry.js';

// Only while staff have not decided it: a confirmed seat was paid for (cancel-enrolment.ts).
export const cancelExpertEnrolment = implement(
  'cancelExpertEnrolment',
  'individual',
  'own',
  async ({ id }, { db, actor }) => {
    await cancelEnrolment(db, memberIdOf(actor), id);
    return { message: 'success' as const };
  },
);
