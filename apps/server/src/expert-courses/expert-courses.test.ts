import type { TSaveCohortInput } from '@putt/contract/admin/expert-courses';
import { addDays, seoulToday } from '@putt/contract/dates';
import { CERTIFICATE_NUMBER_PATTERN, type TEnrolmentRequest } from '@putt/contract/expert-courses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, rateLimits } from '../db/schema/accounts.js';
import { certificates, courseCohorts, courseMeetings } from '../db/schema/expert-courses.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { orgApplication } from '../testing/orders.js';
import { flat, pageTexts } from '../testing/pdf-reader.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { uploadAttachment } from '../testing/upload.js';

let t: TestApp;
const cookie = {} as Record<
  'ann' | 'ben' | 'cho' | 'school' | 'otherSchool' | 'operator' | 'counsellor',
  string
>;
const today = seoulToday();
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await createIndividual(db, 'course41', { name: '김하나' });
  await createIndividual(db, 'course42', { name: '이두리' });
  await createIndividual(db, 'course43', { name: '박세나' });
  await createOrganisation(db, 'courseorg');
  await createOrganisation(db, 'courseorgb');
  await createTestStaff(db, 'desk41', 'operator');
  await createTestStaff(db, 'coach41', 'counsellor');
  cookie.ann = await login(t, 'course41');
  cookie.ben = await login(t, 'course42');
  cookie.cho = await login(t, 'course43');
  cookie.school = await login(t, 'admin1', { orgId: 'courseorg' });
  cookie.otherSchool = await login(t, 'admin1', { orgId: 'courseorgb' });
  cookie.operator = await loginStaffCookie(t, 'desk41');
  cookie.counsellor = await loginStaffCookie(t, 'coach41');
}, 60_000);
afterAll(() => t.close());

/** Beginner: 15 hours (spec-1 §9) in a 3-hour meeting and two of 6, starting in `ahead` days. */
const beginner = (changes: Partial<TSaveCohortInput> = {}, ahead = 10): TSaveCohortInput => ({
  course: 'beginner',
  name: '2027년 1기',
  place: '본사 교육장',
  seats: 16,
  meetings: [
    { date: addDays(today, ahead), time: '10:00', hours: 3 },
    { date: addDays(today, ahead + 7), time: '10:00', hours: 6 },
    { date: addDays(today, ahead + 14), time: '10:00', hours: 6 },
  ],
  ...changes,
});

/** Advanced: 30 hours, the written exam. */
const advanced = (): TSaveCohortInput => ({
  course: 'advanced',
  name: '2027년 고급 1기',
  place: '본사 교육장',
  seats: 16,
  meetings: [
    { date: addDays(today, 10), time: '09:00', hours: 6 },
    { date: addDays(today, 11), time: '09:00', hours: 8 },
    { date: addDays(today, 12), time: '09:00', hours: 8 },
    { date: addDays(today, 13), time: '09:00', hours: 8 },
  ],
});

async function openCohort(input: TSaveCohortInput): Promise<string> {
  const saved = await t.call('adminSaveCohort', input, { cookie: cookie.operator });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.id;
}

const request = (cohortId: string, changes: Partial<TEnrolmentRequest> = {}): TEnrolmentRequest => ({
  cohortId,
  name: '김하나',
  phone: '010-1234-5678',
  careerYears: 0,
  doctorate: false,
  career: '',
  priorCertificate: '',
  evidenceFileId: '',
  payment_method: { type: 'bank_deposit', deposit_name: '김하나', bank_date: today },
  ...changes,
});

const enrol = (input: TEnrolmentRequest, as: string) => t.call('enrolInExpertCourse', input, { cookie: as });
const detail = async (id: string) =>
  (await t.call('adminGetCohort', { id }, { cookie: cookie.operator })).body;
const decide = (id: string, decision: 'confirm' | 'refuse', extra: Record<string, unknown> = {}) =>
  t.call('adminDecideEnrolment', { id, decision, ...extra } as never, { cookie: cookie.operator });

/** Moves a cohort's meetings `days` days earlier (time passes: the course has been held). */
async function heldAlready(cohortId: string, days: number) {
  const { db } = t.database;
  const meetings = await db.select().from(courseMeetings).where(eq(courseMeetings.cohortId, cohortId));
  for (const meeting of meetings) {
    await db
      .update(courseMeetings)
      .set({ date: addDays(meeting.date, -days) })
      .where(eq(courseMeetings.id, meeting.id));
  }
  const [cohort] = await db.select().from(courseCohorts).where(eq(courseCohorts.id, cohortId));
  await db
    .update(courseCohorts)
    .set({ startsOn: addDays(cohort!.startsOn, -days), endsOn: addDays(cohort!.endsOn, -days) })
    .where(eq(courseCohorts.id, cohortId));
}

describe('cohorts', () => {
  it('are opened only with meetings in order adding up to the course’s hours, after today', async () => {
    const short = beginner({ meetings: [{ date: addDays(today, 5), time: '10:00', hours: 8 }] });
    const tooShort = await t.call('adminSaveCohort', short, { cookie: cookie.operator });
    expect(tooShort.body.error?.fields).toEqual({ meetings: 'admin_courses:v.hoursMismatch' });
    const swapped = beginner();
    swapped.meetings = [swapped.meetings[1]!, swapped.meetings[0]!, swapped.meetings[2]!];
    expect(
      (await t.call('adminSaveCohort', swapped, { cookie: cookie.operator })).body.error?.fields,
    ).toEqual({
      meetings: 'admin_courses:v.meetingsOrder',
    });
    const past = await t.call('adminSaveCohort', beginner({}, 0), { cookie: cookie.operator });
    expect(past.body.error?.fields).toEqual({ 'meetings.0.date': 'admin_courses:v.meetingPast' });
    // counsellors do not run courses
    expect((await t.call('adminSaveCohort', beginner(), { cookie: cookie.counsellor })).status).toBe(403);

    const id = await openCohort(beginner({ name: '목록 확인 기수' }));
    const list = await t.call('adminListCohorts', { q: '목록 확인' }, { cookie: cookie.operator });
    expect(list.body.items).toMatchObject([{ id, status: 'open', held: 0, seats: 16, course: 'beginner' }]);
    const open = await t.call('getExpertCohorts', {});
    expect(open.body.items.find((c) => c.id === id)).toMatchObject({
      seatsLeft: 16,
      price: 200_000,
      hours: 15,
      startsOn: addDays(today, 10),
      endsOn: addDays(today, 24),
    });
  });

  it('keep their course once someone applied, and never fewer seats than are held', async () => {
    const id = await openCohort(beginner({ name: '변경 기수' }));
    expect((await enrol(request(id), cookie.ben)).status).toBe(200);
    const changed = await t.call('adminSaveCohort', { ...advanced(), id }, { cookie: cookie.operator });
    expect(changed.body.error?.fields).toEqual({ course: 'admin_courses:v.courseLocked' });
    const fewer = await t.call(
      'adminSaveCohort',
      { ...beginner({ seats: 0 }), id },
      { cookie: cookie.operator },
    );
    expect(fewer.status).toBe(400);
    const below = await t.call(
      'adminSaveCohort',
      { ...beginner({ name: '변경 기수' }), id, seats: 1 },
      { cookie: cookie.operator },
    );
    expect(below.status).toBe(200);
    // one seat, one held: the next applicant is told it is full
    expect((await enrol(request(id), cookie.cho)).body.error?.fields).toEqual({
      cohortId: 'expert:v.cohortFull',
    });
  });
});

describe('enrolments', () => {
  it('hold a seat at the catalogue’s price, mail the account to pay to, and are taken once', async () => {
    const id = await openCohort(beginner({ name: '신청 기수' }));
    const applied = await enrol(request(id), cookie.ann);
    expect(applied.status).toBe(200);
    expect((await enrol(request(id), cookie.ann)).body.error?.fields).toEqual({
      cohortId: 'expert:v.alreadyEnrolled',
    });
    const mine = await t.call('getMyExpertCourses', {}, { cookie: cookie.ann });
    expect(mine.body.items[0]).toMatchObject({
      id: applied.body.id,
      status: 'applied',
      cohort: { price: 200_000 },
    });
    // another member sees none of it
    const theirs = await t.call('getMyExpertCourses', {}, { cookie: cookie.cho });
    expect(theirs.body.items.map((e) => e.id)).not.toContain(applied.body.id);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'course-enrolment'), eq(outbox.to, 'course41@example.com')));
    expect(mail!.text).toContain('200,000원');
    expect((await detail(id)).held).toBe(1);
    // organisation and staff callers cannot apply as individuals
    expect((await t.call('enrolInExpertCourse', request(id), { cookie: cookie.operator })).status).toBe(401);
  });

  it('are refused once the cohort has started', async () => {
    const id = await openCohort(beginner({ name: '시작된 기수' }));
    await heldAlready(id, 10);
    expect((await enrol(request(id), cookie.cho)).body.error?.fields).toEqual({
      cohortId: 'expert:v.cohortClosed',
    });
    expect((await t.call('getExpertCohorts', {})).body.items.map((c) => c.id)).not.toContain(id);
  });

  it('to the advanced course need two years, the beginner course’s certificate and evidence', async () => {
    const id = await openCohort(advanced());
    const refused = async (changes: Partial<TEnrolmentRequest>) =>
      (await enrol(request(id, changes), cookie.cho)).body.error?.fields;
    expect(await refused({ careerYears: 1 })).toEqual({ careerYears: 'expert:v.experienceAdvanced' });
    expect(await refused({ careerYears: 2 })).toEqual({ priorCertificate: 'expert:v.priorRequired' });
    expect(await refused({ careerYears: 2, priorCertificate: 'PB-2024-00007' })).toEqual({
      evidenceFileId: 'expert:v.evidenceRequired',
    });
    // someone else's upload is not evidence
    const foreign = await uploadAttachment(t, '경력증명서.pdf', pdf, cookie.ann);
    expect(
      await refused({ careerYears: 2, priorCertificate: 'PB-2024-00007', evidenceFileId: foreign.body.id }),
    ).toEqual({
      evidenceFileId: 'v.fileNotYours',
    });
    const own = await uploadAttachment(t, '경력증명서.pdf', pdf, cookie.cho);
    const applied = await enrol(
      request(id, { careerYears: 2, priorCertificate: 'PB-2024-00007', evidenceFileId: own.body.id }),
      cookie.cho,
    );
    expect(applied.status).toBe(200);
    const [enrolment] = (await detail(id)).enrolments;
    expect(enrolment).toMatchObject({
      careerYears: 2,
      priorCertificate: 'PB-2024-00007',
      certificateOnFile: null,
      evidence: { id: own.body.id, name: '경력증명서.pdf' },
    });

    // staff confirm only having read the evidence against the prerequisites
    expect((await decide(applied.body.id, 'confirm')).body.error?.fields).toEqual({
      prerequisitesChecked: 'admin_courses:v.prerequisitesUnchecked',
    });
    expect((await decide(applied.body.id, 'confirm', { prerequisitesChecked: true })).status).toBe(200);
    expect((await decide(applied.body.id, 'refuse', { reason: '늦음' })).status).toBe(409);
    // its exams are the written one only, and completion waits for it
    const practical = await t.call(
      'adminRecordExam',
      { id: applied.body.id, practical: 80 },
      { cookie: cookie.operator },
    );
    expect(practical.body.error?.fields).toEqual({ practical: 'admin_courses:v.noSuchExam' });
    await heldAlready(id, 20);
    const early = await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator });
    expect(early.body.error?.fields).toEqual({ id: 'admin_courses:v.examsMissing' });
  });

  it('to the top course take a doctorate instead of the years, but not two years alone', async () => {
    const top: TSaveCohortInput = {
      ...advanced(),
      course: 'top',
      name: '최고 과정 1기',
    };
    const id = await openCohort(top);
    expect((await enrol(request(id, { careerYears: 2 }), cookie.ben)).body.error?.fields).toEqual({
      careerYears: 'expert:v.experienceTop',
    });
    // with a doctorate the years pass; the level-2 certificate is then asked for
    expect((await enrol(request(id, { doctorate: true }), cookie.ben)).body.error?.fields).toEqual({
      priorCertificate: 'expert:v.priorRequired',
    });
  });

  it('refused free the seat and tell the applicant why', async () => {
    const id = await openCohort(beginner({ name: '거절 기수', seats: 1 }));
    const applied = await enrol(request(id), cookie.ben);
    expect((await decide(applied.body.id, 'refuse', { reason: '입금이 확인되지 않았습니다' })).status).toBe(
      200,
    );
    expect((await detail(id)).held).toBe(0);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'course-decision'), eq(outbox.to, 'course42@example.com')));
    expect(mail!.text).toContain('입금이 확인되지 않았습니다');
    // the seat is free again: the refused member may apply anew
    expect((await enrol(request(id), cookie.ben)).status).toBe(200);
  });

  it('are withdrawn by their member while undecided, which frees the seat; not once decided', async () => {
    const id = await openCohort(beginner({ name: '취소 기수', seats: 1 }));
    const applied = await enrol(request(id), cookie.cho);
    const withdraw = (as: string, enrolment = applied.body.id) =>
      t.call('cancelExpertEnrolment', { id: enrolment }, { cookie: as });
    // another member's enrolment answers like a missing one, and stays as it was
    const foreign = await withdraw(cookie.ann);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await withdraw(cookie.ann, crypto.randomUUID())).body);
    expect((await detail(id)).held).toBe(1);

    expect((await withdraw(cookie.cho)).body).toEqual({ message: 'success' });
    const mine = await t.call('getMyExpertCourses', {}, { cookie: cookie.cho });
    expect(mine.body.items.find((e) => e.id === applied.body.id)?.status).toBe('canceled');
    expect((await detail(id)).held).toBe(0);
    // withdrawn twice: nothing to withdraw
    expect((await withdraw(cookie.cho)).body.error?.fields).toEqual({ id: 'expert:v.notCancellable' });

    // the seat went back: the member may enrol again, and a confirmed seat is staff's to change
    const again = await enrol(request(id), cookie.cho);
    expect(again.status).toBe(200);
    expect((await decide(again.body.id, 'confirm')).status).toBe(200);
    const decided = await withdraw(cookie.cho, again.body.id);
    expect(decided.status).toBe(409);
    expect(decided.body.error?.fields).toEqual({ id: 'expert:v.notCancellable' });
    expect((await detail(id)).enrolments.find((e) => e.id === again.body.id)?.status).toBe('confirmed');
  });
});

describe('a cohort from meetings to certificates', () => {
  it('takes attendance, completes those who attended, issues numbered certificates the public page verifies', async () => {
    const id = await openCohort(beginner({ name: '수료 기수' }));
    const ann = (await enrol(request(id), cookie.ann)).body.id;
    const ben = (await enrol(request(id), cookie.ben)).body.id;
    const cho = (await enrol(request(id), cookie.cho)).body.id;
    await decide(ann, 'confirm');
    await decide(ben, 'confirm');
    const { meetings } = await detail(id);

    // attendance waits for the day, and only confirmed applicants attend
    const ahead = await t.call(
      'adminRecordAttendance',
      { cohortId: id, meetingId: meetings[0]!.id, present: [ann] },
      { cookie: cookie.operator },
    );
    expect(ahead.body.error?.fields).toEqual({ present: 'admin_courses:v.meetingNotYet' });
    expect(
      (await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator })).body.error?.fields,
    ).toEqual({
      id: 'admin_courses:v.notOver',
    });
    await heldAlready(id, 30);
    const unconfirmed = await t.call(
      'adminRecordAttendance',
      { cohortId: id, meetingId: meetings[0]!.id, present: [ann, cho] },
      { cookie: cookie.operator },
    );
    expect(unconfirmed.body.error?.fields).toEqual({ present: 'admin_courses:v.notConfirmed' });
    // Ann attends all 15 hours; Ben only the first 3 (below 80 %)
    for (const [index, meeting] of meetings.entries()) {
      const present = index === 0 ? [ann, ben] : [ann];
      const taken = await t.call(
        'adminRecordAttendance',
        { cohortId: id, meetingId: meeting.id, present },
        { cookie: cookie.operator },
      );
      expect(taken.status).toBe(200);
    }
    // Cho's enrolment was never decided: the cohort cannot be completed
    expect(
      (await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator })).body.error?.fields,
    ).toEqual({
      id: 'admin_courses:v.undecided',
    });
    await decide(cho, 'refuse', { reason: '서류 미비' });

    const completed = await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator });
    expect(completed.body).toEqual({ completed: 1, notCompleted: 1 });
    expect((await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator })).status).toBe(409);

    const [certificate] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.enrolmentId, ann));
    expect(certificate!.number).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(certificate).toMatchObject({ kind: 'beginner', holderName: '김하나' });
    const mine = await t.call('getMyExpertCourses', {}, { cookie: cookie.ann });
    const done = mine.body.items.find((e) => e.id === ann)!;
    expect(done).toMatchObject({
      status: 'completed',
      attendedHours: 15,
      certificate: { number: certificate!.number },
    });
    expect(
      (await t.call('getMyExpertCourses', {}, { cookie: cookie.ben })).body.items.find((e) => e.id === ben),
    ).toMatchObject({ status: 'notCompleted', attendedHours: 3, certificate: null });

    // the PDF is Ann's own file, and says who, what and its number
    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${done.certificate!.fileId}`,
      headers: { cookie: cookie.ann },
    });
    expect(download.statusCode).toBe(200);
    const text = flat((await pageTexts(download.rawPayload)).join(''));
    expect(text).toContain(flat('다재능 코칭 전문가 입문 과정 수료증'));
    expect(text).toContain('김하나');
    expect(text).toContain(certificate!.number);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/files/${done.certificate!.fileId}`,
      headers: { cookie: cookie.ben },
    });
    expect(foreign.statusCode).toBe(404);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'certificate-issued'), eq(outbox.to, 'course41@example.com')));
    expect(mail!.attachments).toEqual([
      { fileId: done.certificate!.fileId, name: `${certificate!.number}.pdf` },
    ]);

    // anyone verifies it by number and name; a wrong name answers like a made-up number
    const verified = await t.call('verifyCertificate', {
      number: certificate!.number.toLowerCase(),
      name: '김 하나',
    });
    expect(verified.body).toMatchObject({ number: certificate!.number, kind: 'beginner', revokedAt: null });
    const wrongName = await t.call('verifyCertificate', { number: certificate!.number, name: '이두리' });
    const madeUp = await t.call('verifyCertificate', { number: 'PB-2026-99999', name: '김하나' });
    expect(wrongName.status).toBe(404);
    expect(wrongName.body).toEqual(madeUp.body);
    expect(madeUp.body.error?.fields).toEqual({ number: 'expert:v.numberUnknown' });

    // the certificate now stands for the beginner course when Ann applies to the advanced one
    const next = await openCohort(advanced());
    const evidence = await uploadAttachment(t, '재직증명서.pdf', pdf, cookie.ann);
    const onward = await enrol(
      request(next, { careerYears: 3, evidenceFileId: evidence.body.id }),
      cookie.ann,
    );
    expect(onward.status).toBe(200);
    expect((await detail(next)).enrolments[0]).toMatchObject({ certificateOnFile: certificate!.number });
    expect(
      (await enrol(request(await openCohort(beginner({ name: '재수강' }))), cookie.ann)).body.error?.fields,
    ).toEqual({ cohortId: 'expert:v.alreadyCompleted' });

    // revoked: the public page says so and why
    const revoke = (as = cookie.operator) =>
      t.call(
        'adminRevokeCertificate',
        { number: certificate!.number, reason: '부정 수료 확인' },
        { cookie: as },
      );
    expect((await revoke(cookie.counsellor)).status).toBe(403);
    expect((await revoke()).status).toBe(200);
    expect((await revoke()).status).toBe(409);
    const revoked = await t.call('verifyCertificate', { number: certificate!.number, name: '김하나' });
    expect(revoked.body).toMatchObject({ revokeReason: '부정 수료 확인' });
    expect(revoked.body.revokedAt).toEqual(expect.any(Number));
  }, 60_000);

  it('limits verification per address', async () => {
    // the calls above counted too: start this address afresh
    await t.database.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await t.call('verifyCertificate', { number: 'PB-2026-00000', name: '아무개' })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

describe("an organisation's trainees", () => {
  /** The school's expert order of `seats` beginner seats, approved unless said. */
  async function expertOrder(seats: number, approve = true): Promise<string> {
    const products = (await t.call('getProducts', {})).body.items;
    const beginnerCourse = products.find((product) => product.type === 'expert_putt_e')!;
    const applied = await t.call(
      'requestOrgQuotation',
      orgApplication((a) => {
        a.pid = 'expert';
        a.products = [
          { prod_id: beginnerCourse.SK, quantity: seats, unit_price: beginnerCourse.price, notes: '' },
        ];
        a.totalPrice = seats * beginnerCourse.price;
        a.test_due_date = '';
      }),
      { cookie: cookie.school },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const sk = applied.body.Item.SK;
    if (approve)
      expect((await t.call('adminApproveOrder', { SK: sk }, { cookie: cookie.operator })).status).toBe(200);
    return sk;
  }
  const add = (cohortId: string, orderSK: string, name: string, email: string) =>
    t.call('adminAddTrainee', { cohortId, orderSK, name, email, phone: '' }, { cookie: cookie.operator });

  it('may be someone whose own enrolment to the cohort was withdrawn', async () => {
    const id = await openCohort(beginner({ name: '철회 후 기관 기수' }));
    const order = await expertOrder(1);
    const applied = await enrol(request(id), cookie.ben);
    expect(
      (await t.call('cancelExpertEnrolment', { id: applied.body.id }, { cookie: cookie.ben })).status,
    ).toBe(200);
    // the withdrawn enrolment holds neither a seat nor the e-mail
    expect((await add(id, order, '이두리', 'course42@example.com')).status).toBe(200);
    expect((await detail(id)).held).toBe(1);
  });

  it('take the seats an approved expert order bought, no more, and get their certificate by e-mail', async () => {
    const id = await openCohort(beginner({ name: '기관 연수 기수' }));
    const order = await expertOrder(2);
    const pending = await expertOrder(5, false);
    const listed = (await t.call('adminListExpertOrders', { cohortId: id }, { cookie: cookie.operator })).body
      .items;
    expect(listed.find((o) => o.orderSK === order)).toMatchObject({
      organisation: 'courseorg 학교',
      quantity: 2,
      used: 0,
    });
    expect(listed.map((o) => o.orderSK)).not.toContain(pending);
    expect((await add(id, pending, '대기중', 'wait@example.com')).body.error?.fields).toEqual({
      orderSK: 'admin_courses:v.orderNotEligible',
    });

    const first = await add(id, order, '최연수', 'trainee1@example.com');
    expect(first.status).toBe(200);
    expect((await add(id, order, '최연수', 'TRAINEE1@example.com')).body.error?.fields).toEqual({
      email: 'admin_courses:v.traineeTwice',
    });
    expect((await add(id, order, '한연수', 'trainee2@example.com')).status).toBe(200);
    expect((await add(id, order, '세번째', 'trainee3@example.com')).body.error?.fields).toEqual({
      orderSK: 'admin_courses:v.orderSeatsUsed',
    });
    const { enrolments, meetings } = await detail(id);
    expect(enrolments.find((e) => e.id === first.body.id)).toMatchObject({
      status: 'confirmed',
      uid: '',
      organisation: 'courseorg 학교',
      email: 'trainee1@example.com',
    });

    await heldAlready(id, 30);
    for (const meeting of meetings) {
      await t.call(
        'adminRecordAttendance',
        { cohortId: id, meetingId: meeting.id, present: [first.body.id] },
        { cookie: cookie.operator },
      );
    }
    expect((await t.call('adminCompleteCohort', { id }, { cookie: cookie.operator })).body).toEqual({
      completed: 1,
      notCompleted: 1,
    });
    const [certificate] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.enrolmentId, first.body.id));
    expect(certificate).toMatchObject({ memberId: null, holderName: '최연수' });
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'certificate-issued'), eq(outbox.to, 'trainee1@example.com')));
    expect(mail!.attachments).toEqual([{ fileId: certificate!.fileId, name: `${certificate!.number}.pdf` }]);
    // the PDF is no member's file: staff read it, a member does not
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/files/${certificate!.fileId}`,
      headers: { cookie: cookie.ann },
    });
    expect(asMember.statusCode).toBe(404);
    // the rate-limit test above spent this address's verifications
    await t.database.db.delete(rateLimits);
    const verified = await t.call('verifyCertificate', { number: certificate!.number, name: '최연수' });
    expect(verified.body).toMatchObject({ kind: 'beginner', revokedAt: null });

    // the school reads how its trainees did; another school's answer is a missing order's
    const trainees = await t.call('getOrderTrainees', { SK: order }, { cookie: cookie.school });
    expect(trainees.body.items).toEqual([
      expect.objectContaining({
        name: '최연수',
        email: 'trainee1@example.com',
        status: 'completed',
        cohort: expect.objectContaining({ course: 'beginner', name: '기관 연수 기수', hours: 15 }),
        attendedHours: 15,
        certificate: { number: certificate!.number, issuedAt: expect.any(Number), revokedAt: null },
      }),
      expect.objectContaining({
        name: '한연수',
        status: 'notCompleted',
        attendedHours: 0,
        certificate: null,
      }),
    ]);
    const foreign = await t.call('getOrderTrainees', { SK: order }, { cookie: cookie.otherSchool });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(
      (await t.call('getOrderTrainees', { SK: 'NO-SUCH' }, { cookie: cookie.otherSchool })).body,
    );
  }, 60_000);
});
