import { staffRoleAllows, type StaffRole } from '@putt/contract/admin/common';
import { addDays, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { operations, type OperationName } from '@putt/contract/operations';
import { allows, type Role } from '@putt/contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../accounts/create-member.js';
import { examinees, projects } from '../db/schema/orders.js';
import { approvedActivityOrder } from '../testing/activity.js';
import { openTestSession } from '../testing/counselling.js';
import { createIndividual, createOrganisation, login, PASSWORD } from '../testing/members.js';
import { orgApplication, personalOrder } from '../testing/orders.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { enter, examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { uploadAttachment } from '../testing/upload.js';
import { allOperations } from './all-operations.js';
import type { OperationDef } from './registry.js';

// The authorization matrix of issue 24: every operation of the registry, called by every kind of
// caller against the records of party A (a member, an organisation, an examinee), answers as its
// declaration says: `access` decides who may call it at all (401 for a visitor, 403 for anyone
// else); `rows` decides whose records it reaches. Where a caller may call it but the record is not
// theirs, the answer must be exactly that of a record that does not exist (status and body), so a
// refusal tells nothing. An operation without a case here fails the suite.

/** The parties whose records an operation of rows 'own' or 'attempt' may belong to. */
type Party = 'memberA' | 'orgA' | 'examineeA';

type Caller = {
  name: string;
  /** the role each side of the server reads from this caller's cookies */
  member?: Role;
  examinee?: boolean;
  staff?: StaffRole;
  party?: Party;
  cookie?: string;
};

/** One call of the matrix: the input naming A's record, and how to tell A's from a missing one. */
type Case = {
  input: Record<string, unknown>;
  /** whose record the input names (rows 'own' and 'attempt') */
  owner?: Party;
  /** the same call naming a record that does not exist */
  missing?: Record<string, unknown>;
  /** a list: whether its answer shows A's record */
  shows?: (body: Record<string, unknown>) => boolean;
};

type World = {
  memberOrder: string;
  spareOrder: string;
  memberFile: string;
  orgOrder: string;
  classA: string;
  keyA: string;
  codesA: string[];
  orgAId: string;
  teacherA: string;
  spareTeacherA: string;
  /** org A's approved Activity order (its runs wait to be planned) */
  activityOrder: string;
  /** member A's application for an expert course, waiting for staff */
  applicationA: string;
  /** an examinee of member A's kept for erasure (another person than A_EXAMINEE) */
  erasableA: string;
};

let t: TestApp;
let world: World;
const callers: Caller[] = [];

const today = seoulToday();
const csv = (text: string) => ({ name: '명단.csv', base64: Buffer.from(text).toString('base64') });
const jsonFile = { name: 'bank.json', base64: Buffer.from('{}').toString('base64') };
const noSuch = 'no-such-record';
/** a missing record of an operation whose ids are UUIDs */
const noSuchUuid = '00000000-0000-4000-8000-000000000000';
/** the examinee of member A's orders (every other order the matrix makes names another) */
const A_EXAMINEE = '한가람';
/** the expert-course cohort member A applied to */
const A_COHORT = '매트릭스 A 기수';

/** A beginner cohort (15 hours) starting in ten days. */
const beginnerCohort = () => ({
  course: 'beginner' as const,
  name: A_COHORT,
  place: '본사 교육장',
  seats: 16,
  meetings: [
    { date: addDays(today, 10), time: '10:00', hours: 7 },
    { date: addDays(today, 11), time: '10:00', hours: 8 },
  ],
});

const courseApplication = (cohortId: string) => ({
  cohortId,
  name: '김하나',
  phone: '010-1234-5678',
  payment_method: { type: 'bank_deposit' as const, deposit_name: '입금자', bank_date: today },
});

/**
 * A's records for each operation. Keyed operations of rows 'own' or 'attempt' name their missing
 * twin; lists say how to find A's record in them. Inputs that end something (a class, an order, a
 * user) name records made for the purpose, so the calls after them still find A's world whole.
 */
const cases: { [N in OperationName]: (w: World) => Case } = {
  getSiteInfo: () => ({ input: {} }),
  getRetentionRules: () => ({ input: {} }),
  getHeldData: () => ({ input: { SK: noSuch, TYPE: 'student', name: '홍길동', birthday: '20100101' } }),
  askErasureByReportKey: () => ({
    input: {
      SK: noSuch,
      TYPE: 'student',
      name: '홍길동',
      birthday: '20100101',
      email: 'a@example.com',
      confirm: true,
    },
  }),
  getSession: () => ({ input: {} }),
  loginUser: () => ({ input: { loginType: 'custom', loginData: { uid: 'matrixbob', password: PASSWORD } } }),
  logoutUser: () => ({ input: {} }),
  joinUser: () => ({ input: { joinType: 'custom', joinData: {}, agreeTerms: {} } }),
  existMember: () => ({ input: { uid: 'matrixalice', type: 'custom' } }),
  requestPasswordReset: () => ({ input: { uid: 'matrixalice', type: 'custom' } }),
  updateMemberInfo: () => ({
    input: {
      email: 'same@example.com',
      name: '이름',
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
    },
  }),
  changeMemberPassword: () => ({
    input: { old_password: 'wrong-one1!', new_password: 'newpass12!', new_password_confirm: 'newpass12!' },
  }),
  withdrawUser: () => ({ input: {} }),
  getSocialProviders: () => ({ input: {} }),
  getMemberInfo: () => ({ input: {} }),
  getProducts: () => ({ input: {} }),
  getProductGroups: () => ({ input: {} }),
  getBoards: () => ({ input: { type: 'notice' } }),
  getBoard: () => ({ input: { boardType: 'notice', SK: noSuch } }),
  getBoardContent: () => ({ input: { id: noSuch } }),
  uploadAttachment: () => ({ input: { file: jsonFile } }),
  downloadNormalFile: (w) => ({ input: { id: w.memberFile }, owner: 'memberA', missing: { id: noSuch } }),
  addMyreg: () => ({ input: {} }),
  addOrgMyreg: () => ({ input: {} }),
  checkOrgId: () => ({ input: { id: 'matrixorga' } }),
  createOrganizationRequest: () => ({ input: {} }),
  createOrder: () => ({ input: personalOrder() }),
  getMyExaminees: () => ({
    input: {},
    owner: 'memberA',
    shows: (body) => JSON.stringify(body.items ?? []).includes(A_EXAMINEE),
  }),
  getMyOrders: (w) => ({
    input: { type: 'individual' },
    owner: 'memberA',
    shows: (body) => JSON.stringify(body.Items ?? []).includes(w.memberOrder),
  }),
  getOrderProjectsContainsExamninees: (w) => ({
    input: { SK: w.memberOrder },
    owner: 'memberA',
    missing: { SK: noSuch },
  }),
  cancelMyOrder: (w) => ({
    input: { SK: w.spareOrder, reason: '일정 변경' },
    owner: 'memberA',
    missing: { SK: noSuch, reason: '일정 변경' },
  }),
  getMyPrivacy: () => ({
    input: {},
    owner: 'memberA',
    shows: (body) => JSON.stringify(body.examinees ?? []).includes(A_EXAMINEE),
  }),
  requestMyExamineeErasure: (w) => ({
    input: { SK: w.erasableA, confirm: true },
    owner: 'memberA',
    missing: { SK: noSuch, confirm: true },
  }),
  // A's class is open: its admin is refused for that (not as a stranger), others meet a missing class
  eraseClassPupils: (w) => ({
    input: { SK: w.classA, confirm: true },
    owner: 'orgA',
    missing: { SK: noSuch, confirm: true },
  }),
  requestOrgQuotation: () => ({ input: orgApplication() }),
  getOrder: (w) => ({ input: { SK: w.orgOrder }, owner: 'orgA', missing: { SK: noSuch } }),
  changeOrderStatus: (w) => {
    const data = (SK: string) => ({ SK, products: [{ prod_id: 'putt_m', projects: [] }] });
    return {
      input: { status: 'approvedTempSave', type: 'organisation', data: data(w.orgOrder) },
      owner: 'orgA',
      missing: { status: 'approvedTempSave', type: 'organisation', data: data(noSuch) },
    };
  },
  openOneProject: (w) => ({ input: { SK: w.classA }, owner: 'orgA', missing: { SK: noSuch } }),
  closeOneProject: (w) => ({ input: { SK: w.classA }, owner: 'orgA', missing: { SK: noSuch } }),
  resendProjectLinkMail: (w) => ({ input: { SK: w.classA }, owner: 'orgA', missing: { SK: noSuch } }),
  releaseHeldPlace: (w) => ({
    input: { SK: w.classA, num: 2 },
    owner: 'orgA',
    missing: { SK: noSuch, num: 2 },
  }),
  requestProjectReportGeneration: (w) => ({
    input: { SK: w.classA },
    owner: 'orgA',
    missing: { SK: noSuch },
  }),
  requestTeacherReportGeneration: (w) => ({
    input: { SK: w.classA },
    owner: 'orgA',
    missing: { SK: noSuch },
  }),
  getSchoolResults: (w) => ({
    input: { scope: 'project', SK: w.classA },
    owner: 'orgA',
    missing: { scope: 'project', SK: noSuch },
  }),
  previewClassList: (w) => {
    const file = csv('번호,이름,성별,생년월일\n1,김민준,남,20120304\n');
    return { input: { SK: w.classA, file }, owner: 'orgA', missing: { SK: noSuch, file } };
  },
  registerClassList: (w) => {
    const file = csv('번호,이름,성별,생년월일\n1,김민준,남,20120304\n');
    return { input: { SK: w.classA, file }, owner: 'orgA', missing: { SK: noSuch, file } };
  },
  recordGuardianConsent: (w) => {
    const consent = { collected_by: '담임 김선생', collected_on: today, statement: true };
    return { input: { SK: w.classA, ...consent }, owner: 'orgA', missing: { SK: noSuch, ...consent } };
  },
  getSurveyInfo: (w) => ({ input: { SK: w.keyA } }),
  checkSurveyInfo: (w) => ({ input: { SK: w.keyA, authCode: w.codesA[1] } }),
  enterSurvey: (w) => ({ input: examinee(w.keyA, w.codesA[2]!, { num: 3 }) }),
  getAttempt: (w) => ({ input: { SK: w.keyA }, owner: 'examineeA', missing: { SK: noSuch } }),
  saveAnswers: (w) => {
    const answers = [{ item: 'q001', value: 3, seq: 1, ms: 2000 }];
    return {
      input: { SK: w.keyA, device: 'matrix-device', answers },
      owner: 'examineeA',
      missing: { SK: noSuch, device: 'matrix-device', answers },
    };
  },
  submitAttempt: (w) => ({ input: { SK: w.keyA }, owner: 'examineeA', missing: { SK: noSuch } }),
  extendTimeLimit: (w) => ({ input: { SK: w.keyA }, owner: 'examineeA', missing: { SK: noSuch } }),
  startItems: (w) => ({ input: { SK: w.keyA }, owner: 'examineeA', missing: { SK: noSuch } }),
  getOrgMembers: () => ({ input: { orgId: 'matrixorga' }, owner: 'orgA', missing: { orgId: noSuch } }),
  getOrgMember: (w) => ({ input: { SK: w.teacherA }, owner: 'orgA', missing: { SK: noSuch } }),
  addOrgUserMember: () => ({
    input: {
      uid: `added${Math.random().toString(36).slice(2, 8)}`,
      name: '새 교사',
      password: 'teacher12!',
      confirmPassword: 'teacher12!',
      email: 'new@example.com',
      phoneNumber: '',
      role: '',
      position: '',
      description: '',
    },
  }),
  deleteOrgUserMember: (w) => ({
    input: { orgId: 'matrixorga', uid: w.spareTeacherA },
    owner: 'orgA',
    missing: { orgId: 'matrixorga', uid: noSuch },
  }),
  adminLogin: () => ({ input: { staffId: 'matrixlogin', password: PASSWORD } }),
  adminLogout: () => ({ input: {} }),
  adminGetSession: () => ({ input: {} }),
  adminVerifySecondFactor: () => ({ input: { code: '000000' } }),
  adminBeginTotpEnrolment: () => ({ input: {} }),
  adminConfirmTotpEnrolment: () => ({ input: { code: '000000' } }),
  adminGetSecondFactor: () => ({ input: {} }),
  adminResetSecondFactor: () => ({ input: { staffId: noSuch } }),
  adminListStaffSessions: () => ({ input: {} }),
  adminEndStaffSession: () => ({ input: { id: noSuch } }),
  adminGetDashboard: () => ({ input: {} }),
  adminListAudit: () => ({ input: {} }),
  adminGetAccessReview: () => ({ input: { month: '2026-01' } }),
  adminListErasureRequests: () => ({ input: {} }),
  adminDecideErasureRequest: () => ({ input: { id: noSuchUuid, decision: 'confirm' } }),
  adminRecordAccessReview: () => ({ input: { month: '2026-01' } }),
  adminListOrders: () => ({ input: {} }),
  adminGetOrder: (w) => ({ input: { SK: w.orgOrder } }),
  adminConfirmDeposit: (w) => ({
    input: { SK: w.memberOrder, paidDate: today, paidAmount: 160_000, paidDepositName: '김하늘' },
  }),
  adminApproveOrder: (w) => ({ input: { SK: w.orgOrder } }),
  adminRecordTaxInvoice: (w) => ({ input: { SK: w.orgOrder, number: '20261126-001', issuedOn: today } }),
  adminRejectOrder: () => ({ input: { SK: noSuch, reason: '확인' } }),
  adminCancelOrder: () => ({ input: { SK: noSuch, reason: '확인' } }),
  adminOpenProject: (w) => ({ input: { SK: w.classA } }),
  adminCloseProject: () => ({ input: { SK: noSuch } }),
  adminResendProjectLinkMail: (w) => ({ input: { SK: w.classA } }),
  adminReleaseHeldPlace: (w) => ({ input: { SK: w.classA, num: 2 } }),
  adminRequestProjectReports: (w) => ({ input: { SK: w.classA } }),
  adminRequestTeacherReport: (w) => ({ input: { SK: w.classA } }),
  adminListItemBanks: () => ({ input: {} }),
  adminImportItemBank: () => ({ input: { file: jsonFile } }),
  adminGetItemBank: () => ({ input: { id: noSuch } }),
  adminDeleteItemBank: () => ({ input: { id: noSuch } }),
  adminListNorms: () => ({ input: {} }),
  adminImportNorm: () => ({ input: { file: jsonFile } }),
  adminGetNorm: () => ({ input: { id: noSuch } }),
  adminListResults: () => ({ input: {} }),
  adminGetResult: () => ({ input: { id: noSuch } }),
  adminReviewResult: () => ({ input: { id: noSuch, decision: 'release', note: '확인' } }),
  adminRescoreResult: () => ({ input: { id: noSuch } }),
  adminListCatalogue: () => ({ input: {} }),
  adminUpdateProduct: () => ({ input: { sk: noSuch } }),
  adminUpdateProductGroup: () => ({ input: { productKey: noSuch } }),
  adminListCatalogueChanges: () => ({ input: {} }),
  adminGetSettings: () => ({ input: {} }),
  adminListDemoSettings: () => ({ input: {} }),
  adminUpdateSettings: () => ({ input: {} }),
  adminListRetentionHistory: () => ({ input: {} }),
  adminUploadPartnerLogo: () => ({ input: { file: jsonFile } }),
  adminUploadSeal: () => ({ input: { file: jsonFile } }),
  adminListStaff: () => ({ input: {} }),
  adminCreateStaff: () => ({
    input: { staffId: 'matrixnew', name: '새 직원', role: 'operator', password: 'staffpass12!' },
  }),
  adminUpdateStaff: () => ({ input: { staffId: noSuch, name: '직원', role: 'operator', locked: false } }),
  adminResetStaffPassword: () => ({ input: { staffId: noSuch, password: 'staffpass12!' } }),
  adminListInquiries: () => ({ input: {} }),
  adminGetInquiry: () => ({ input: { kind: 'myreg', id: noSuch } }),
  adminAnswerInquiry: () => ({ input: { kind: 'myreg', id: noSuch, body: '답변' } }),
  adminSetInquiryStatus: () => ({ input: { kind: 'myreg', id: noSuch, status: 'closed' } }),
  adminListCounselling: () => ({ input: {} }),
  adminGetCounselling: () => ({ input: { id: noSuchUuid } }),
  adminBookCounselling: () => ({
    input: {
      id: noSuchUuid,
      date: '20270105',
      time: '10:00',
      counsellor: 'matrixcounsel',
      type: 'offline',
      place: '본사 상담실',
    },
  }),
  adminRecordCounselling: () => ({ input: { id: noSuchUuid, outcome: 'noShow' } }),
  adminListCounsellors: () => ({ input: {} }),
  getMyCounselling: () => ({
    input: {},
    owner: 'memberA',
    shows: (body) => JSON.stringify(body.items ?? []).includes(A_EXAMINEE),
  }),
  getExpertCohorts: () => ({ input: {} }),
  enrolInExpertCourse: () => ({ input: courseApplication(noSuchUuid) }),
  cancelExpertEnrolment: (w) => ({
    input: { id: w.applicationA },
    owner: 'memberA',
    missing: { id: noSuchUuid },
  }),
  getMyExpertCourses: () => ({
    input: {},
    owner: 'memberA',
    shows: (body) => JSON.stringify(body.items ?? []).includes(A_COHORT),
  }),
  getOrderTrainees: (w) => ({ input: { SK: w.orgOrder }, owner: 'orgA', missing: { SK: noSuch } }),
  verifyCertificate: () => ({ input: { number: 'PB-2026-00000', name: '아무개' } }),
  getMyActivityRuns: (w) => ({
    input: {},
    owner: 'orgA',
    shows: (body) => JSON.stringify(body.items ?? []).includes(w.activityOrder),
  }),
  adminListActivityRuns: () => ({ input: {} }),
  adminGetActivityRun: () => ({ input: { id: noSuchUuid } }),
  adminPlanActivityRun: () => ({
    input: {
      id: noSuchUuid,
      place: '교실',
      instructor: 'matrixcounsel',
      teamSize: 4,
      meetings: [{ date: addDays(today, 7), time: '13:00', hours: 2 }],
    },
  }),
  adminConfirmActivityRun: () => ({ input: { id: noSuchUuid } }),
  adminDeliverActivityRun: () => ({ input: { id: noSuchUuid } }),
  adminListCohorts: () => ({ input: {} }),
  adminSaveCohort: () => ({ input: { ...beginnerCohort(), id: noSuchUuid } }),
  adminGetCohort: () => ({ input: { id: noSuchUuid } }),
  adminDecideEnrolment: () => ({ input: { id: noSuchUuid, decision: 'refuse', reason: '확인' } }),
  adminListExpertOrders: () => ({ input: { cohortId: noSuchUuid } }),
  adminAddTrainee: () => ({
    input: { cohortId: noSuchUuid, orderSK: noSuch, name: '연수생', email: 'trainee@example.com' },
  }),
  adminRecordAttendance: () => ({ input: { cohortId: noSuchUuid, meetingId: noSuchUuid, present: [] } }),
  adminRecordExam: () => ({ input: { id: noSuchUuid, written: null, practical: null } }),
  adminCompleteCohort: () => ({ input: { id: noSuchUuid } }),
  adminRevokeCertificate: () => ({ input: { number: 'PB-2026-00000', reason: '확인' } }),
  adminListMails: () => ({ input: {} }),
  adminGetMail: () => ({ input: { id: noSuch } }),
  adminResendMail: () => ({ input: { id: noSuch } }),
  adminListJobs: () => ({ input: {} }),
  adminRetryJob: () => ({ input: { queue: noSuch, id: noSuch } }),
  adminListPosts: () => ({ input: {} }),
  adminGetPost: () => ({ input: { sk: noSuch } }),
  adminSavePost: () => ({ input: { type: 'notice', title: '', html: '' } }),
  adminDeletePost: () => ({ input: { sk: noSuch } }),
  adminPreviewPost: () => ({ input: { html: '<p>미리 보기</p>' } }),
  adminListOrgRequests: () => ({ input: {} }),
  adminGetOrgRequest: () => ({ input: { id: noSuch } }),
  adminApproveOrgRequest: () => ({ input: { id: noSuch } }),
  adminRejectOrgRequest: () => ({ input: { id: noSuch, reason: '확인' } }),
  adminListOrganisations: () => ({ input: {} }),
  adminGetOrganisation: (w) => ({ input: { id: w.orgAId } }),
  adminListMembers: () => ({ input: {} }),
  adminGetMember: () => ({ input: { id: noSuch } }),
  adminLockMember: () => ({ input: { id: noSuch, reason: '확인' } }),
  adminUnlockMember: () => ({ input: { id: noSuch } }),
  adminResetMemberPassword: () => ({ input: { id: noSuch } }),
};

/**
 * Calls that end something the others need come last, in this order: a class closed, an attempt
 * submitted, and the caller's own session (a sign-in or a test entry replaces it).
 */
const last = [
  'closeOneProject',
  'submitAttempt',
  'withdrawUser',
  'enterSurvey',
  'loginUser',
  'adminLogin',
  'logoutUser',
  'adminLogout',
];

/**
 * Refusals that are rules of the service, not of who may call: an organisation's admin may not edit
 * their own details (spec-1 §6, 기관 관리자 정보는 수정할 수 없습니다.); an organisation's account
 * has no individual orders to list; the second factor's steps ask for the sign-in they continue (a
 * password sign-in waiting for a code, or one asked to enrol), which none of the callers has.
 */
const refusedByRule: Partial<Record<OperationName, Role[]>> = {
  updateMemberInfo: ['orgAdmin'],
  getMyOrders: ['orgUser', 'orgAdmin'],
  adminVerifySecondFactor: ['visitor', 'staff'],
  adminBeginTotpEnrolment: ['visitor'],
  adminConfirmTotpEnrolment: ['visitor'],
};
const inOrder = (defs: readonly OperationDef[]) => [
  ...defs.filter((def) => !last.includes(def.name)),
  ...last.map((name) => defs.find((def) => def.name === name)!),
];

/** The role the operation's side of the server reads from the caller's cookies. */
function roleFor(caller: Caller, def: OperationDef): Role {
  if (def.contract.tag === 'staff') return caller.staff ? 'staff' : 'visitor';
  if (def.contract.tag === 'survey') return caller.examinee ? 'examinee' : 'visitor';
  return caller.member ?? 'visitor';
}

const mayCall = (caller: Caller, def: OperationDef) =>
  allows(def.access, roleFor(caller, def)) &&
  (def.staffRole === undefined ||
    (caller.staff !== undefined && staffRoleAllows(def.staffRole, caller.staff)));

const answerOf = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createIndividual(db, 'matrixalice');
  await createIndividual(db, 'matrixbob');
  const orgA = await createOrganisation(db, 'matrixorga');
  await createOrganisation(db, 'matrixorgb');
  await createTestStaff(db, 'matrixop', 'operator');
  await createTestStaff(db, 'matrixadmin', 'admin');
  await createTestStaff(db, 'matrixcounsel', 'counsellor');
  await createTestStaff(db, 'matrixlogin', 'operator');
  for (const uid of ['teachera', 'spareteachera']) {
    await createMember(db, {
      scope: `org:${orgA.organisation.id}`,
      organisationId: orgA.organisation.id,
      uid,
      type: 'user',
      password: PASSWORD,
      email: `${uid}@example.com`,
      name: '교사',
    });
  }
  const cookie = {
    memberA: await login(t, 'matrixalice'),
    memberB: await login(t, 'matrixbob'),
    orgAAdmin: await login(t, 'admin1', { orgId: 'matrixorga' }),
    orgAUser: await login(t, 'user1', { orgId: 'matrixorga' }),
    orgBAdmin: await login(t, 'admin1', { orgId: 'matrixorgb' }),
    orgBUser: await login(t, 'user1', { orgId: 'matrixorgb' }),
    operator: await loginStaffCookie(t, 'matrixop'),
    admin: await loginStaffCookie(t, 'matrixadmin'),
    counsellor: await loginStaffCookie(t, 'matrixcounsel'),
  };
  const classA = await openClass(t, { org: cookie.orgAAdmin, staff: cookie.admin }, 4);
  const classB = await openClass(t, { org: cookie.orgBAdmin, staff: cookie.admin }, 2);
  const examineeA = await enter(t, examinee(classA.key, classA.codes[0]!, { num: 1 }));
  const examineeB = await enter(t, examinee(classB.key, classB.codes[0]!, { num: 1 }));
  const order = async () =>
    (
      await t.call(
        'createOrder',
        personalOrder((o) => void (o.examinee.name = A_EXAMINEE)),
        { cookie: cookie.memberA },
      )
    ).body.Item.SK;
  const erasableOrder = (
    await t.call(
      'createOrder',
      personalOrder((o) => void (o.examinee.name = '지울사람')),
      {
        cookie: cookie.memberA,
      },
    )
  ).body.Item.SK;
  const [erasable] = await t.database.db
    .select({ sk: examinees.sk })
    .from(examinees)
    .innerJoin(projects, eq(projects.sk, examinees.projectSk))
    .where(eq(projects.orderSk, erasableOrder));
  const file = await uploadAttachment(t, '계획서.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), cookie.memberA);
  expect(file.status, JSON.stringify(file.body)).toBe(200);
  // member A's application for an expert course
  const cohort = await t.call('adminSaveCohort', beginnerCohort(), { cookie: cookie.operator });
  expect(cohort.status, JSON.stringify(cohort.body)).toBe(200);
  const applied = await t.call('enrolInExpertCourse', courseApplication(cohort.body.id), {
    cookie: cookie.memberA,
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  world = {
    applicationA: applied.body.id,
    erasableA: erasable!.sk,
    memberOrder: await order(),
    spareOrder: await order(),
    memberFile: (file.body as { id: string }).id,
    orgOrder: classA.orderSk,
    classA: classA.sk,
    keyA: classA.key,
    codesA: classA.codes,
    orgAId: String(orgA.organisation.id),
    teacherA: 'teachera',
    spareTeacherA: 'spareteachera',
    activityOrder: await approvedActivityOrder(t, cookie.orgAAdmin, cookie.operator),
  };
  // member A's counselling, as their report would open it
  await openTestSession(db, world.memberOrder);
  // those not of A first: a call A makes may change what the next one finds
  callers.push(
    { name: 'visitor' },
    { name: 'member B', member: 'individual', cookie: cookie.memberB },
    { name: 'org B user', member: 'orgUser', cookie: cookie.orgBUser },
    { name: 'org B admin', member: 'orgAdmin', cookie: cookie.orgBAdmin },
    { name: 'examinee B', examinee: true, cookie: examineeB.cookie },
    { name: 'staff operator', staff: 'operator', cookie: cookie.operator },
    { name: 'staff admin', staff: 'admin', cookie: cookie.admin },
    { name: 'staff counsellor', staff: 'counsellor', cookie: cookie.counsellor },
    { name: 'member A', member: 'individual', party: 'memberA', cookie: cookie.memberA },
    { name: 'org A user', member: 'orgUser', party: 'orgA', cookie: cookie.orgAUser },
    { name: 'org A admin', member: 'orgAdmin', party: 'orgA', cookie: cookie.orgAAdmin },
    { name: 'examinee A', examinee: true, party: 'examineeA', cookie: examineeA.cookie },
  );
}, 120_000);
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a case for every operation the server implements, and a row rule on each', () => {
    expect(allOperations.map((def) => def.name).sort()).toEqual(Object.keys(cases).sort());
    expect(Object.keys(operations).sort()).toEqual(Object.keys(cases).sort());
    for (const def of allOperations) expect(def.rows, def.name).toBeTruthy();
  });

  it('answers every operation as its access and rows say, for every caller against A’s records', async () => {
    const checked: string[] = [];
    const problems: string[] = [];
    for (const def of inOrder(allOperations)) {
      const name = def.name as OperationName;
      for (const caller of callers) {
        const c = cases[name](world);
        const call = (input: Record<string, unknown>) =>
          t.call(name, input as never, caller.cookie ? { cookie: caller.cookie } : {});
        const res = await call(c.input);
        const where = `${name} by ${caller.name}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        checked.push(`${name}/${caller.name}`);
        if (res.status >= 500) {
          problems.push(`${where} (a server error)`);
          continue;
        }
        const role = roleFor(caller, def);
        const code = (res.body as { error?: { code?: number } }).error?.code;
        if (!mayCall(caller, def)) {
          const expected =
            role === 'visitor' ? [401, ErrorCode.AUTH_ERROR] : [403, ErrorCode.PERMISSION_DENIED];
          if (res.status !== expected[0] || code !== expected[1])
            problems.push(`${where} (expected ${expected.join(' ')})`);
          continue;
        }
        const keyed = def.rows === 'own' || def.rows === 'attempt';
        if (keyed && !c.owner) {
          problems.push(`${name}: rows '${def.rows}' needs a case naming its owner`);
          continue;
        }
        const isOwner = keyed && caller.party === c.owner;
        const refused =
          (res.status === 401 && code === ErrorCode.AUTH_ERROR) ||
          (res.status === 403 && code === ErrorCode.PERMISSION_DENIED);
        // a caller the access admits is never refused as such: only a record not theirs may be
        if (refused && (!keyed || isOwner) && !refusedByRule[name]?.includes(role)) {
          problems.push(`${where} (refused a caller the access '${def.access}' admits)`);
          continue;
        }
        if (!keyed) continue;
        if (c.shows) {
          if (c.shows(res.body as Record<string, unknown>) !== isOwner)
            problems.push(`${where} (A's record ${isOwner ? 'missing from' : 'shown in'} the list)`);
          continue;
        }
        if (!c.missing) {
          problems.push(`${name}: a keyed case needs its missing twin`);
          continue;
        }
        const missing = answerOf(await call(c.missing));
        const same = JSON.stringify(answerOf(res)) === JSON.stringify(missing);
        if (isOwner && same) problems.push(`${where} (the owner is answered as if A's record were missing)`);
        if (!isOwner && !same)
          problems.push(
            `${where} (differs from a missing record's ${JSON.stringify(missing).slice(0, 200)})`,
          );
      }
    }
    expect(problems).toEqual([]);
    // every operation by every caller
    expect(checked).toHaveLength(allOperations.length * callers.length);
  }, 300_000);
});
