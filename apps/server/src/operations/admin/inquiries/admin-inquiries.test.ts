import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../db/schema/accounts.js';
import { auditLog, inquiryAnswers } from '../../../db/schema/back-office.js';
import { files } from '../../../db/schema/files.js';
import { inquiries, orgInquiries } from '../../../db/schema/inquiries.js';
import { createIndividual, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let cookie: string;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createTestStaff(db, 'helper', 'operator');
  cookie = await loginStaffCookie(t, 'helper');
  await db
    .insert(files)
    .values({ id: 'file-1', name: '명단.xlsx', mediaType: 'application/zip', size: 10, sha256: 'x' });
  await db.insert(inquiries).values([
    {
      id: 'ind-old',
      name: '홍길동',
      phoneNumber: '010-1234-5678',
      email: 'hong@example.com',
      content: '검사 일정이 궁금합니다.',
      privacyAgreedAt: new Date(),
      createdAt: minutesAgo(30),
    },
    {
      id: 'ind-closed',
      name: '김철수',
      phoneNumber: '010-2222-3333',
      email: 'kim@example.com',
      content: '결과지는 언제 나오나요?',
      status: 'closed',
      privacyAgreedAt: new Date(),
      createdAt: minutesAgo(10),
    },
  ]);
  await db.insert(orgInquiries).values({
    id: 'org-1',
    targetProduct: 'P_PUTT',
    orgName: '한빛초등학교',
    deptName: '교무부',
    name: '이선생',
    examineeCount: 120,
    phoneNumber: '042-123-4567',
    email: 'teacher@school.example',
    content: '단체 검사 견적을 부탁드립니다.',
    attachedFileId: 'file-1',
    attachedFileName: '명단.xlsx',
    privacyAgreedAt: new Date(),
    createdAt: minutesAgo(20),
  });
});
afterAll(() => t.close());

const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('adminListInquiries', () => {
  it('merges both kinds newest first, and records the view', async () => {
    const res = await t.call('adminListInquiries', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((r) => [r.kind, r.id])).toEqual([
      ['individual', 'ind-closed'],
      ['organisation', 'org-1'],
      ['individual', 'ind-old'],
    ]);
    expect(res.body.items[1]).toMatchObject({
      name: '이선생',
      orgName: '한빛초등학교',
      targetProduct: 'P_PUTT',
      email: 'teacher@school.example',
      status: 'new',
      hasAttachment: true,
      answers: 0,
    });
    expect(res.body.items[0]).toMatchObject({ orgName: null, targetProduct: null, hasAttachment: false });
    const [view] = await auditOf('adminListInquiries');
    expect(view).toMatchObject({ kind: 'view', staffLogin: 'helper', targetType: 'inquiry' });
    expect(view!.detail).toEqual({ q: '', filters: { kind: '', status: '' }, count: 3 });
  });

  it('filters by kind and status and searches names, organisations, phones and questions', async () => {
    const ids = async (input: Parameters<TestApp['call']>[1]) => {
      const res = await t.call('adminListInquiries', input as never, { cookie });
      return { total: res.body.total, ids: res.body.items.map((r) => r.id) };
    };
    expect(await ids({ kind: 'individual' })).toEqual({ total: 2, ids: ['ind-closed', 'ind-old'] });
    expect(await ids({ kind: 'organisation' })).toEqual({ total: 1, ids: ['org-1'] });
    expect(await ids({ status: 'new' })).toEqual({ total: 2, ids: ['org-1', 'ind-old'] });
    expect(await ids({ q: '한빛' })).toEqual({ total: 1, ids: ['org-1'] });
    expect(await ids({ q: '2222' })).toEqual({ total: 1, ids: ['ind-closed'] });
    expect(await ids({ q: '일정' })).toEqual({ total: 1, ids: ['ind-old'] });
    expect(await ids({ q: '%' })).toEqual({ total: 0, ids: [] });
    expect(await ids({ kind: 'individual', status: 'closed', q: '김' })).toEqual({
      total: 1,
      ids: ['ind-closed'],
    });
  });
});

describe('adminGetInquiry', () => {
  it('shows every field with the attachment, and records the view of whose data', async () => {
    const res = await t.call('adminGetInquiry', { kind: 'organisation', id: 'org-1' }, { cookie });
    expect(res.body).toMatchObject({
      kind: 'organisation',
      id: 'org-1',
      name: '이선생',
      phoneNumber: '042-123-4567',
      attachment: { fileId: 'file-1', name: '명단.xlsx' },
      organisation: {
        orgName: '한빛초등학교',
        deptName: '교무부',
        examineeCount: 120,
        targetProduct: 'P_PUTT',
      },
      answers: [],
    });
    const views = await auditOf('adminGetInquiry');
    expect(views).toMatchObject([
      { kind: 'view', targetType: 'orgInquiry', targetId: 'org-1', subject: '한빛초등학교 이선생' },
    ]);
  });

  it('answers NOT_FOUND for an unknown id or the other kind’s id', async () => {
    expect(
      (await t.call('adminGetInquiry', { kind: 'individual', id: 'org-1' }, { cookie })).body.error?.code,
    ).toBe(300);
    expect(
      (await t.call('adminGetInquiry', { kind: 'organisation', id: 'nope' }, { cookie })).body.error?.code,
    ).toBe(300);
  });
});

describe('adminAnswerInquiry', () => {
  it('mails the answer to the inquirer, keeps it in the thread, marks the inquiry answered and audits it', async () => {
    const body = '검사는 매주 토요일에 있습니다.\n신청은 홈페이지에서 해주세요.';
    const res = await t.call(
      'adminAnswerInquiry',
      { kind: 'individual', id: 'ind-old', body: `  ${body} ` },
      { cookie },
    );
    expect(res.body).toEqual({ message: 'success' });

    const db = t.database.db;
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, 'ind-old'));
    expect(row!.status).toBe('answered');
    const [answer] = await db.select().from(inquiryAnswers).where(eq(inquiryAnswers.inquiryId, 'ind-old'));
    expect(answer).toMatchObject({ inquiryKind: 'inquiry', body });
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, answer!.outboxId!));
    expect(mail).toMatchObject({ to: 'hong@example.com', template: 'inquiry-answer' });
    expect(mail!.text).toContain('검사 일정이 궁금합니다.');
    expect(mail!.text).toContain('신청은 홈페이지에서 해주세요.');
    expect(mail!.html).toContain('<p>신청은 홈페이지에서 해주세요.</p>');
    const [audit] = await auditOf('adminAnswerInquiry');
    expect(audit).toMatchObject({
      kind: 'change',
      targetType: 'inquiry',
      targetId: 'ind-old',
      subject: '홍길동',
    });
    expect(audit!.detail).toMatchObject({ outboxId: mail!.id, from: 'new', to: 'answered' });

    // A second answer is allowed; the thread shows both, with who wrote them.
    await t.call(
      'adminAnswerInquiry',
      { kind: 'individual', id: 'ind-old', body: '추가 안내드립니다.' },
      { cookie },
    );
    const detail = await t.call('adminGetInquiry', { kind: 'individual', id: 'ind-old' }, { cookie });
    expect(detail.body.answers.map((a) => [a.staffLogin, a.body])).toEqual([
      ['helper', body],
      ['helper', '추가 안내드립니다.'],
    ]);
    const list = await t.call('adminListInquiries', { kind: 'individual', status: 'answered' }, { cookie });
    expect(list.body.items).toMatchObject([{ id: 'ind-old', answers: 2 }]);
  });

  it('answers in the language the inquirer wrote in', async () => {
    const sent = await t.call(
      'addMyreg',
      {
        name: 'Jane Doe',
        phone1: '010',
        phone2: '9876',
        phone3: '5432',
        email: 'jane@example.com',
        content: 'When are the tests?',
        privacyAgreement: 'agree',
      },
      { headers: { 'x-lang': 'en' } },
    );
    expect(sent.status).toBe(200);
    const id = sent.body.data.id;
    await t.call('adminAnswerInquiry', { kind: 'individual', id, body: 'Every Saturday.' }, { cookie });
    const [answer] = await t.database.db
      .select()
      .from(inquiryAnswers)
      .where(eq(inquiryAnswers.inquiryId, id));
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.id, answer!.outboxId!));
    expect(mail!.subject).toBe('[Creative Talent Institute] An answer to your inquiry');
  });

  it('refuses a closed inquiry (409) and an empty answer (600), writing nothing', async () => {
    const closed = await t.call(
      'adminAnswerInquiry',
      { kind: 'individual', id: 'ind-closed', body: '답변' },
      { cookie },
    );
    expect(closed.status).toBe(409);
    expect(closed.body.error?.code).toBe(409);
    const empty = await t.call(
      'adminAnswerInquiry',
      { kind: 'organisation', id: 'org-1', body: '   ' },
      { cookie },
    );
    expect(empty.body.error).toMatchObject({
      code: 600,
      fields: { body: 'admin_inquiries:v.answerRequired' },
    });
    const long = await t.call(
      'adminAnswerInquiry',
      { kind: 'organisation', id: 'org-1', body: 'a'.repeat(5001) },
      { cookie },
    );
    expect(long.body.error?.fields?.body).toBe('admin_inquiries:v.answerTooLong');
    const db = t.database.db;
    expect(await db.select().from(outbox).where(eq(outbox.to, 'kim@example.com'))).toEqual([]);
    expect(await db.select().from(inquiryAnswers).where(eq(inquiryAnswers.inquiryId, 'ind-closed'))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'adminAnswerInquiry'), eq(auditLog.targetId, 'ind-closed'))),
    ).toEqual([]);
  });

  it('is refused to a member over HTTP', async () => {
    await createIndividual(t.database.db, 'member01');
    const member = await login(t, 'member01');
    const res = await t.call(
      'adminAnswerInquiry',
      { kind: 'individual', id: 'ind-old', body: '답변' },
      { cookie: member },
    );
    expect(res.status).toBe(401);
    expect(await t.database.db.select().from(inquiryAnswers).where(eq(inquiryAnswers.body, '답변'))).toEqual(
      [],
    );
  });
});

describe('adminSetInquiryStatus', () => {
  it('closes new and answered inquiries and reopens closed ones to new, auditing each', async () => {
    const set = (kind: 'individual' | 'organisation', id: string, status: 'new' | 'answered' | 'closed') =>
      t.call('adminSetInquiryStatus', { kind, id, status }, { cookie });
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!.status;

    expect((await set('individual', 'ind-closed', 'new')).body).toEqual({ message: 'success' });
    expect(await statusOf('ind-closed')).toBe('new');
    expect((await set('individual', 'ind-closed', 'closed')).status).toBe(200);
    expect((await set('individual', 'ind-old', 'closed')).status).toBe(200);
    expect(await statusOf('ind-old')).toBe('closed');

    // answered only comes from sending an answer; a status cannot be set to itself.
    expect((await set('organisation', 'org-1', 'answered')).body.error?.code).toBe(409);
    expect((await set('individual', 'ind-old', 'closed')).body.error?.code).toBe(409);
    expect((await set('individual', 'ind-old', 'answered')).body.error?.code).toBe(409);
    expect((await set('organisation', 'nope', 'closed')).body.error?.code).toBe(300);

    const changes = await auditOf('adminSetInquiryStatus');
    expect(changes.map((c) => [c.targetId, c.detail])).toEqual([
      ['ind-closed', { from: 'closed', to: 'new' }],
      ['ind-closed', { from: 'new', to: 'closed' }],
      ['ind-old', { from: 'answered', to: 'closed' }],
    ]);
  });
});
