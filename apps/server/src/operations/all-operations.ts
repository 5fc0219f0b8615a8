import { changeMemberPassword } from './auth/change-member-password.js';
import { existMember } from './auth/exist-member.js';
import { getMemberInfo } from './auth/get-member-info.js';
import { getSession } from './auth/get-session.js';
import { getSocialProviders } from './auth/get-social-providers.js';
import { joinUser } from './auth/join-user.js';
import { loginUser } from './auth/login-user.js';
import { logoutUser } from './auth/logout-user.js';
import { requestPasswordReset } from './auth/request-password-reset.js';
import { updateMemberInfo } from './auth/update-member-info.js';
import { withdrawUser } from './auth/withdraw-user.js';
import { getProductGroups } from './catalogue/get-product-groups.js';
import { getProducts } from './catalogue/get-products.js';
import { askErasureByReportKey } from './privacy/ask-erasure-by-report-key.js';
import { eraseClassPupils } from './privacy/erase-class-pupils.js';
import { getHeldData } from './privacy/get-held-data.js';
import { getMyPrivacy } from './privacy/get-my-privacy.js';
import { requestMyExamineeErasure } from './privacy/request-my-examinee-erasure.js';
import { getRetentionRules } from './site/get-retention-rules.js';
import { getSiteInfo } from './site/get-site-info.js';
import { getBoard } from './boards/get-board.js';
import { getBoardContent } from './boards/get-board-content.js';
import { getBoards } from './boards/get-boards.js';
import { downloadNormalFile } from './files/download-normal-file.js';
import { uploadAttachment } from './files/upload-attachment.js';
import { addMyreg } from './inquiries/add-myreg.js';
import { addOrgMyreg } from './inquiries/add-org-myreg.js';
import { checkOrgId } from './org-requests/check-org-id.js';
import { createOrganizationRequest } from './org-requests/create-organization-request.js';
import { cancelMyOrder } from './orders/cancel-my-order.js';
import { createOrder } from './orders/create-order.js';
import { getMyExaminees } from './orders/get-my-examinees.js';
import { getMyOrders } from './orders/get-my-orders.js';
import { getMyCounselling } from './counselling/get-my-counselling.js';
import { enrolInExpertCourse } from './expert-courses/enrol-in-expert-course.js';
import { cancelExpertEnrolment } from './expert-courses/cancel-expert-enrolment.js';
import { getExpertCohorts } from './expert-courses/get-expert-cohorts.js';
import { getMyExpertCourses } from './expert-courses/get-my-expert-courses.js';
import { getOrderTrainees } from './expert-courses/get-order-trainees.js';
import { verifyCertificate } from './expert-courses/verify-certificate.js';
import { getMyActivityRuns } from './activity-runs/get-my-activity-runs.js';
import { getOrderProjectsContainsExamninees } from './orders/get-order-projects-contains-examninees.js';
import { addOrgUserMember } from './org-users/add-org-user-member.js';
import { deleteOrgUserMember } from './org-users/delete-org-user-member.js';
import { getOrgMember } from './org-users/get-org-member.js';
import { getOrgMembers } from './org-users/get-org-members.js';
import { changeOrderStatus } from './org-orders/change-order-status.js';
import { previewClassList } from './org-orders/preview-class-list.js';
import { registerClassList } from './org-orders/register-class-list.js';
import { recordGuardianConsent } from './org-orders/record-guardian-consent.js';
import { getSurveyInfo } from './survey/get-survey-info.js';
import { checkSurveyInfo } from './survey/check-survey-info.js';
import { enterSurvey } from './survey/enter-survey.js';
import { extendTimeLimit } from './survey/extend-time-limit.js';
import { getAttempt } from './survey/get-attempt.js';
import { saveAnswers } from './survey/save-answers.js';
import { startItems } from './survey/start-items.js';
import { submitAttempt } from './survey/submit-attempt.js';
import { closeOneProject } from './org-orders/close-one-project.js';
import { openOneProject } from './org-orders/open-one-project.js';
import { resendProjectLinkMail } from './org-orders/resend-project-link-mail.js';
import { releaseHeldPlace } from './org-orders/release-held-place.js';
import { requestProjectReportGeneration } from './org-orders/request-project-report-generation.js';
import { requestTeacherReportGeneration } from './org-orders/request-teacher-report-generation.js';
import { getSchoolResults } from './org-orders/get-school-results.js';
import { getOrder } from './org-orders/get-order.js';
import { requestOrgQuotation } from './org-orders/request-org-quotation.js';
import { allAdminOperations } from './admin/all-admin-operations.js';
import type { OperationDef } from './registry.js';

/** Every operation the server serves; the registry checks this covers the whole contract. */
export const allOperations: readonly OperationDef[] = [
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
  getMyCounselling,
  getExpertCohorts,
  enrolInExpertCourse,
  cancelExpertEnrolment,
  getMyExpertCourses,
  getOrderTrainees,
  verifyCertificate,
  getMyActivityRuns,
  getOrderProjectsContainsExamninees,
  requestOrgQuotation,
  getOrder,
  changeOrderStatus,
  openOneProject,
  requestProjectReportGeneration,
  requestTeacherReportGeneration,
  getSchoolResults,
  closeOneProject,
  resendProjectLinkMail,
  releaseHeldPlace,
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
  cancelMyOrder,
  getOrgMembers,
  getOrgMember,
  addOrgUserMember,
  deleteOrgUserMember,
  ...allAdminOperations,
];
