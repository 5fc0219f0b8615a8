import { recordAttendance } from '../../../expert-courses/attendance.js';
import { completeCohort } from '../../../expert-courses/complete-cohort.js';
import { decideEnrolment } from '../../../expert-courses/decide-enrolment.js';
import { recordExam } from '../../../expert-courses/exams.js';
import { revokeCertificate } from '../../../expert-courses/revoke-certificate.js';
import { saveCohort } from '../../../expert-courses/save-cohort.js';
import { listCohorts, readCohort } from '../../../expert-courses/staff-cohorts.js';
import { addTrainee, expertOrdersOfCohort } from '../../../expert-courses/trainees.js';
import { dispatchMail } from '../../../mail/outbox.js';
import { type OperationDef, implementStaff } from '../../registry.js';

// Expert courses are the operators' work (issue 25, decision 024); every change is audited.

const adminListCohorts = implementStaff('adminListCohorts', 'operator', async (input, ctx) =>
  listCohorts(ctx.db, input),
);

const adminSaveCohort = implementStaff('adminSaveCohort', 'operator', async (input, ctx) =>
  saveCohort(ctx.db, ctx, input),
);

const adminGetCohort = implementStaff('adminGetCohort', 'operator', async (input, ctx) =>
  readCohort(ctx.db, input.id),
);

const adminDecideEnrolment = implementStaff('adminDecideEnrolment', 'operator', async (input, ctx) => {
  await dispatchMail(ctx.jobs, await decideEnrolment(ctx.db, ctx, input, ctx.config.publicOrigin));
  return { message: 'success' as const };
});

const adminListExpertOrders = implementStaff('adminListExpertOrders', 'operator', async (input, ctx) =>
  expertOrdersOfCohort(ctx.db, input.cohortId),
);

const adminAddTrainee = implementStaff('adminAddTrainee', 'operator', async (input, ctx) =>
  addTrainee(ctx.db, ctx, input),
);

const adminRecordAttendance = implementStaff('adminRecordAttendance', 'operator', async (input, ctx) => {
  await recordAttendance(ctx.db, ctx, input);
  return { message: 'success' as const };
});

const adminRecordExam = implementStaff('adminRecordExam', 'operator', async (input, ctx) => {
  await recordExam(ctx.db, ctx, input);
  return { message: 'success' as const };
});

const adminCompleteCohort = implementStaff('adminCompleteCohort', 'operator', async (input, ctx) => {
  const { outboxIds, ...counts } = await completeCohort(ctx.db, ctx, input.id, ctx.config);
  for (const id of outboxIds) await dispatchMail(ctx.jobs, id);
  return counts;
});

const adminRevokeCertificate = implementStaff('adminRevokeCertificate', 'operator', async (input, ctx) => {
  await revokeCertificate(ctx.db, ctx, input);
  return { message: 'success' as const };
});

export const adminExpertCourseOperations: readonly OperationDef[] = [
  adminListCohorts,
  adminSaveCohort,
  adminGetCohort,
  adminDecideEnrolment,
  adminListExpertOrders,
  adminAddTrainee,
  adminRecordAttendance,
  adminRecordExam,
  adminCompleteCohort,
  adminRevokeCertificate,
];
