import type { OperationDef } from '../../registry.js';
import { adminAddTrainee } from './admin-add-trainee.js';
import { adminCompleteCohort } from './admin-complete-cohort.js';
import { adminDecideEnrolment } from './admin-decide-enrolment.js';
import { adminGetCohort } from './admin-get-cohort.js';
import { adminListCohorts } from './admin-list-cohorts.js';
import { adminListExpertOrders } from './admin-list-expert-orders.js';
import { adminRecordAttendance } from './admin-record-attendance.js';
import { adminRecordExam } from './admin-record-exam.js';
import { adminRevokeCertificate } from './admin-revoke-certificate.js';
import { adminSaveCohort } from './admin-save-cohort.js';

/** Expert courses are the operators' work (issue 25, decision 024); every change is audited. */
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
