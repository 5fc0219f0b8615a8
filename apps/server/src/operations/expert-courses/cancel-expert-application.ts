import { memberIdOf } from '../../auth/actor.js';
import { cancelApplication } from '../../expert-courses/cancel-application.js';
import { implement } from '../registry.js';

// Only while staff have not decided it: a confirmed seat was paid for (cancel-application.ts).
export const cancelExpertApplication = implement(
  'cancelExpertApplication',
  'individual',
  'own',
  async ({ id }, { db, actor }) => {
    await cancelApplication(db, memberIdOf(actor), id);
    return { message: 'success' as const };
  },
);
