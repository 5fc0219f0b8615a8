import { memberIdOf, orgActorOf } from '../../auth/actor.js';
import { applyForCourse } from '../../expert-courses/apply.js';
import { cancelApplication } from '../../expert-courses/cancel-application.js';
import { myEnrolments } from '../../expert-courses/my-enrolments.js';
import { openCohorts } from '../../expert-courses/open-cohorts.js';
import { orderTrainees } from '../../expert-courses/order-trainees.js';
import { verifyCertificate as verify } from '../../expert-courses/verify-certificate.js';
import { uploaderDigest } from '../../files/uploader-cookie.js';
import { dispatchMail } from '../../mail/outbox.js';
import { enforceLimit } from '../../security/rate-limit.js';
import { implement, type OperationDef } from '../registry.js';

const getExpertCohorts = implement('getExpertCohorts', 'anyone', 'public', async (_input, { db }) =>
  openCohorts(db),
);

// Seats are for individual members; an organisation's trainees come through its own expert order.
const applyExpertCourse = implement('applyExpertCourse', 'individual', 'self', async (input, ctx) => {
  const actor = { ...ctx.actor, memberId: memberIdOf(ctx.actor) };
  const applied = await applyForCourse(ctx.db, actor, uploaderDigest(ctx.request), input, ctx.config);
  await dispatchMail(ctx.jobs, applied.outboxId);
  return { id: applied.id };
});

// Only while staff have not decided it: a confirmed seat was paid for (cancel-application.ts).
const cancelExpertApplication = implement(
  'cancelExpertApplication',
  'individual',
  'own',
  async ({ id }, { db, actor }) => {
    await cancelApplication(db, memberIdOf(actor), id);
    return { message: 'success' as const };
  },
);

const getMyExpertCourses = implement(
  'getMyExpertCourses',
  'individual',
  'own',
  async (_input, { db, actor }) => myEnrolments(db, memberIdOf(actor)),
);

// The school sees how the people it paid for are doing; their certificates' files stay theirs.
const getOrderTrainees = implement('getOrderTrainees', 'organisation', 'own', async ({ SK }, { db, actor }) =>
  orderTrainees(db, orgActorOf(actor).orgId, SK),
);

// Numbers are short and serial: the limit keeps anyone from walking them to find names.
const verifyCertificate = implement(
  'verifyCertificate',
  'anyone',
  'public',
  async (input, { db, request }) => {
    await enforceLimit(db, `certificate:ip:${request.ip}`, { limit: 20, windowMs: 10 * 60_000 });
    return verify(db, input);
  },
);

export const expertCourseOperations: readonly OperationDef[] = [
  getExpertCohorts,
  applyExpertCourse,
  cancelExpertApplication,
  getMyExpertCourses,
  getOrderTrainees,
  verifyCertificate,
];
