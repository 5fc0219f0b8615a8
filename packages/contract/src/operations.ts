import type { InputOf, OutputOf } from './operation.js';
import { adminOperations } from './admin/index.js';
import {
  changeMemberPassword,
  existMember,
  getMemberInfo,
  getSession,
  joinUser,
  loginUser,
  logoutUser,
  requestPasswordReset,
  updateMemberInfo,
  withdrawUser,
} from './auth.js';
import { getBoard, getBoardContent, getBoards } from './boards.js';
import { getProductGroups, getProducts } from './catalogue.js';
import { downloadNormalFile, uploadAttachment } from './files.js';
import { addMyreg, addOrgMyreg } from './inquiries.js';
import { checkOrgId, createOrganizationRequest } from './org-requests.js';
import { addOrgUserMember, deleteOrgUserMember, getOrgMember, getOrgMembers } from './org-users.js';
import { getOrder, requestOrgQuotation } from './org-orders.js';
import { getMyActivityRuns } from './activity-runs.js';
import { getMyCounselling } from './counselling.js';
import {
  enrolInExpertCourse,
  cancelExpertEnrolment,
  getExpertCohorts,
  getOrderTrainees,
  getMyExpertCourses,
  verifyCertificate,
} from './expert-courses.js';
import { previewClassList, registerClassList } from './class-lists.js';
import { recordGuardianConsent } from './guardian-consent.js';
import { getSurveyInfo } from './survey.js';
import { checkSurveyInfo, enterSurvey } from './survey-entry.js';
import { extendTimeLimit, getAttempt, saveAnswers, startItems, submitAttempt } from './attempts.js';
import {
  changeOrderStatus,
  closeOneProject,
  openOneProject,
  requestProjectReportGeneration,
  requestTeacherReportGeneration,
  resendProjectLinkMail,
  releaseHeldPlace,
} from './projects.js';
import { getSchoolResults } from './school-results.js';
import {
  cancelMyOrder,
  createOrder,
  getMyExaminees,
  getMyOrders,
  getOrderProjectsContainsExamninees,
} from './orders.js';
import {
  askErasureByReportKey,
  eraseClassPupils,
  getHeldData,
  getMyPrivacy,
  requestMyExamineeErasure,
} from './privacy.js';
import { getRetentionRules } from './retention.js';
import { getSiteInfo } from './site.js';
import { getSocialProviders } from './social.js';

/**
 * Every operation of the API by name. The server must implement each one (checked at start and in
 * tests); the web client takes its names and types from here.
 */
export const operations = {
  getSiteInfo,
  getRetentionRules,
  getMyPrivacy,
  requestMyExamineeErasure,
  eraseClassPupils,
  getHeldData,
  askErasureByReportKey,
  getSession,
  loginUser,
  logoutUser,
  joinUser,
  existMember,
  requestPasswordReset,
  updateMemberInfo,
  changeMemberPassword,
  withdrawUser,
  getSocialProviders,
  getMemberInfo,
  getProducts,
  getProductGroups,
  getBoards,
  getBoard,
  getBoardContent,
  uploadAttachment,
  downloadNormalFile,
  addMyreg,
  addOrgMyreg,
  checkOrgId,
  createOrganizationRequest,
  createOrder,
  getMyExaminees,
  getMyOrders,
  getOrderProjectsContainsExamninees,
  cancelMyOrder,
  requestOrgQuotation,
  getOrder,
  getMyCounselling,
  getExpertCohorts,
  enrolInExpertCourse,
  cancelExpertEnrolment,
  getMyExpertCourses,
  getOrderTrainees,
  verifyCertificate,
  getMyActivityRuns,
  changeOrderStatus,
  openOneProject,
  closeOneProject,
  resendProjectLinkMail,
  releaseHeldPlace,
  requestProjectReportGeneration,
  requestTeacherReportGeneration,
  getSchoolResults,
  previewClassList,
  registerClassList,
  recordGuardianConsent,
  getSurveyInfo,
  checkSurveyInfo,
  enterSurvey,
  getAttempt,
  saveAnswers,
  submitAttempt,
  extendTimeLimit,
  startItems,
  getOrgMembers,
  getOrgMember,
  addOrgUserMember,
  deleteOrgUserMember,
  ...adminOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
/** What an operation takes and answers, inferred from its schemas: never copied by hand. */
export type Input<N extends OperationName> = InputOf<Operations[N]>;
export type Output<N extends OperationName> = OutputOf<Operations[N]>;
