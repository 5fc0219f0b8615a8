import { memberIdOf } from '../../auth/actor.js';
import { myEnrolments } from '../../expert-courses/my-enrolments.js';
import { implement } from '../registry.js';

export const getMyExpertCourses = implement(
  'getMyExpertCourses',
  'individual',
  'own',
  async (_input, { db, actor }) => myEnrolments(db, memberIdOf(actor)),
);
