import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, organisations, outbox, staff } from '../../../db/schema/accounts.js';
import { auditLog } from '../../../db/schema/back-office.js';
import { files } from '../../../db/schema/files.js';
import { organisationRequests } from '../../../db/schema/org-requests.js';
import { cookieOf, createIndividual, createOrganisation, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { SECRET_PLACEHOLDER } from '../../../mail/secret.js';

let t: TestApp;
let cookie: string;
let staffRowId: string;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

const base = {
  president: '김교장',
  type: 'elementary' as const,
  postCode: '34141',
  address: '대전광역시 유성구 대학로 99',
  addressDetail: '본관 2층',
  dept: '교무부',
  deptPersonPhoneNumber: '010-1111-2222',
  phoneNumber: '042-123-4567',
  description: '4학년 전체 검사 예정',
  ip: '203.0.113.5',
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createTestStaff(db, 'reviewer', 'operator');
  staffRowId = (await db.select().from(staff).where(eq(staff.staffId, 'reviewer')))[0]!.id;
  cookie = await loginStaffCookie(t, 'reviewer');
  await createIndividual(db, 'member01');
  await createOrganisation(db, 'takenid');
  await db.insert(organisationRequests).values([
    {
      ...base,
      id: 'req-hanbit',
      uid: 'hanbit',
      name: '한빛초등학교',
      deptPersonName: '이선생',
      email: 'lee@hanbit.example',
      createdAt: minutesAgo(30),
    },
    {
      ...base,
      id: 'req-saebit',
      uid: 'saebit',
      name: '새빛중학교',
      type: 'middle',
      deptPersonName: '박선생',
      email: 'park@saebit.example',
      createdAt: minutesAgo(20),
    },
    {
      ...base,
      id: 'req-taken',
      // the id was registered meanwhile (ids are compared without case)
      uid: 'TakenId',
      name: '중복학교',
      deptPersonName: '최선생',
      email: 'choi@dup.example',
      createdAt: minutesAgo(10),
    },
    {
      ...base,
      id: 'req-old',
      uid: 'oldschool',
      name: '옛날고등학교',
      type: 'high',
      deptPersonName: '정선생',
      email: 'jung@old.example',
      status: 'rejected',
      createdAt: minutesAgo(60),
    },
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const auditOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const mailsOf = (template: string) => db().select().from(outbox).where(eq(outbox.template, template));
const requestRow = async (id: string) =>
  (await db().select().from(organisationRequests).where(eq(organisationRequests.id, id)))[0]!;

describe('adminListOrgRequests', () => {
  it('lists newest first, filters by status and searches, recording each view', async () => {
    const all = await t.call('adminListOrgRequests', {}, { cookie });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items.map((r) => r.id)).toEqual(['req-taken', 'req-saebit', 'req-hanbit', 'req-old']);
    expect(all.body.items[2]).toEqual({
      id: 'req-hanbit',
      created: expect.any(Number),
      uid: 'hanbit',
      name: '한빛초등학교',
      type: 'elementary' as const,
      deptPersonName: '이선생',
      email: 'lee@hanbit.example',
      status: 'pending',
    });

    const rejected = await t.call('adminListOrgRequests', { status: 'rejected' }, { cookie });
    expect(rejected.body.items.map((r) => r.id)).toEqual(['req-old']);

    const search = async (q: string) =>
      (await t.call('adminListOrgRequests', { q }, { cookie })).body.items.map((r) => r.id);
    expect(await search('새빛')).toEqual(['req-saebit']);
    expect(await search('HANBIT')).toEqual(['req-hanbit']);
    expect(await search('정선생')).toEqual(['req-old']);
    expect(await search('park@')).toEqual(['req-saebit']);
    expect(await search('100%')).toEqual([]);

    const views = await auditOf('adminListOrgRequests');
    expect(views).toHaveLength(7);
    expect(views.find((row) => (row.detail as { q: string }).q === '새빛')).toMatchObject({
      kind: 'view',
      targetType: 'orgRequest',
      staffLogin: 'reviewer',
      detail: { q: '새빛', filters: { status: '' }, count: 1 },
    });
  });
});

describe('adminGetOrgRequest', () => {
  it('answers every field of a pending request and records the view', async () => {
    const res = await t.call('adminGetOrgRequest', { id: 'req-hanbit' }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 'req-hanbit',
      created: expect.any(Number),
      status: 'pending',
      uid: 'hanbit',
      name: '한빛초등학교',
      president: '김교장',
      type: 'elementary' as const,
      postCode: '34141',
      address: '대전광역시 유성구 대학로 99',
      addressDetail: '본관 2층',
      dept: '교무부',
      deptPersonName: '이선생',
      deptPersonPhoneNumber: '010-1111-2222',
      email: 'lee@hanbit.example',
      phoneNumber: '042-123-4567',
      description: '4학년 전체 검사 예정',
      ip: '203.0.113.5',
      decision: null,
      organisation: null,
      uidTaken: false,
    });
    const [view] = await auditOf('adminGetOrgRequest');
    expect(view).toMatchObject({
      kind: 'view',
      targetType: 'orgRequest',
      targetId: 'req-hanbit',
      subject: '이선생 / 한빛초등학교 (hanbit)',
    });
  });

  it('says when the id asked for is registered now, and refuses unknown ids (300)', async () => {
    expect((await t.call('adminGetOrgRequest', { id: 'req-taken' }, { cookie })).body.uidTaken).toBe(true);
    const missing = await t.call('adminGetOrgRequest', { id: 'nope' }, { cookie });
    expect(missing.body.error?.code).toBe(300);
  });
});

describe('adminApproveOrgRequest', () => {
  it('is refused to a member over HTTP (their cookie is no staff session), changing nothing', async () => {
    const member = await login(t, 'member01');
    const res = await t.call('adminApproveOrgRequest', { id: 'req-hanbit' }, { cookie: member });
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe(100);
    expect((await requestRow('req-hanbit')).status).toBe('pending');
  });

  it('creates the organisation, its admin, the certificate and the welcome mail in one go', async () => {
    const res = await t.call('adminApproveOrgRequest', { id: 'req-hanbit' }, { cookie });
    expect(res.status).toBe(200);
    const { organisationId, orgId, certificateFileId } = res.body;
    expect(orgId).toBe('hanbit');

    const [organisation] = await db()
      .select()
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    expect(organisation).toMatchObject({
      orgId: 'hanbit',
      name: '한빛초등학교',
      president: '김교장',
      type: 'elementary' as const,
      postCode: '34141',
      address: '대전광역시 유성구 대학로 99',
      addressDetail: '본관 2층',
      dept: '교무부',
      phoneNumber: '042-123-4567',
      deptPersonName: '이선생',
      deptPersonPhoneNumber: '010-1111-2222',
      email: 'lee@hanbit.example',
      description: '4학년 전체 검사 예정',
    });
    const admins = await db().select().from(members).where(eq(members.organisationId, organisationId));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({
      scope: `org:${organisationId}`,
      uid: 'admin',
      type: 'admin',
      name: '이선생',
      email: 'lee@hanbit.example',
      phoneNumber: '010-1111-2222',
      mustChangePassword: true,
    });
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);

    expect(await requestRow('req-hanbit')).toMatchObject({
      status: 'approved',
      decidedBy: staffRowId,
      organisationId,
      certificateFileId,
      decisionReason: null,
    });
    expect((await requestRow('req-hanbit')).decidedAt).toBeInstanceOf(Date);

    // the certificate: a staff-owned file the sweep of unused uploads keeps, a real PDF with the font
    const [file] = await db().select().from(files).where(eq(files.id, certificateFileId));
    expect(file).toMatchObject({ name: '기관등록증.pdf', mediaType: 'application/pdf', ownerStaff: true });
    expect(file!.attachedAt).toBeInstanceOf(Date);
    const pdf = (await t.files.get(certificateFileId))!;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Pretendard');

    const [mail] = await mailsOf('organisation-approved');
    expect(mail).toMatchObject({
      to: 'lee@hanbit.example',
      attachments: [{ fileId: certificateFileId, name: '기관등록증.pdf' }],
    });
    expect(mail!.text).toContain('기관 아이디: hanbit');
    expect(mail!.text).toContain('관리자 아이디: admin');
    expect(mail!.text).toContain(`${t.config.publicOrigin}/Login`);

    // the password waits beside the body (a placeholder there) until the mail is sent; it opens the
    // organisation login only together with the admin's own new password
    const password = mail!.secret;
    expect(password).toMatch(/^\S{8,}$/);
    expect(mail!.text).toContain(`임시 비밀번호:\n\n${SECRET_PLACEHOLDER}`);
    const loginData = { orgId: 'hanbit', uid: 'admin', password: password! };
    const asked = await t.call('loginUser', { loginType: 'org', loginData });
    expect(asked.body).toEqual({ message: 'passwordChangeRequired' });
    expect(asked.response.headers['set-cookie']).toBeUndefined();
    const own = { new_password: 'hanbit123!', new_password_confirm: 'hanbit123!' };
    const loggedIn = await t.call('loginUser', { loginType: 'org', loginData, newPassword: own });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toMatchObject({ Item: { uid: 'admin', type: 'admin', mustChangePassword: false } });
    expect(cookieOf(loggedIn.response.headers['set-cookie'])).toMatch(/=/);

    const [change] = await auditOf('adminApproveOrgRequest');
    expect(change).toMatchObject({
      kind: 'change',
      targetType: 'orgRequest',
      targetId: 'req-hanbit',
      subject: '이선생 / 한빛초등학교 (hanbit)',
      detail: { from: 'pending', to: 'approved', organisationId, orgId: 'hanbit', certificateFileId },
    });

    const detail = await t.call('adminGetOrgRequest', { id: 'req-hanbit' }, { cookie });
    expect(detail.body).toMatchObject({
      status: 'approved',
      decision: { staffLogin: 'reviewer', at: expect.any(Number), reason: null },
      organisation: { id: organisationId, orgId: 'hanbit', certificateFileId },
    });

    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${certificateFileId}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
  });

  it('refuses a decided request (409), writing nothing more', async () => {
    const again = await t.call('adminApproveOrgRequest', { id: 'req-hanbit' }, { cookie });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe(409);
    expect((await t.call('adminApproveOrgRequest', { id: 'req-old' }, { cookie })).body.error?.code).toBe(
      409,
    );
    expect(await db().select().from(organisations).where(eq(organisations.orgId, 'hanbit'))).toHaveLength(1);
    expect(await mailsOf('organisation-approved')).toHaveLength(1);
    expect(await auditOf('adminApproveOrgRequest')).toHaveLength(1);
    expect((await t.call('adminApproveOrgRequest', { id: 'nope' }, { cookie })).body.error?.code).toBe(300);
  });

  it('refuses an id registered meanwhile (110) and writes nothing', async () => {
    const filesBefore = await db().select({ id: files.id }).from(files);
    const res = await t.call('adminApproveOrgRequest', { id: 'req-taken' }, { cookie });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe(110);
    expect(await requestRow('req-taken')).toMatchObject({
      status: 'pending',
      organisationId: null,
      decidedBy: null,
    });
    expect(await db().select().from(organisations).where(eq(organisations.name, '중복학교'))).toEqual([]);
    expect(await mailsOf('organisation-approved')).toHaveLength(1);
    expect(await db().select({ id: files.id }).from(files)).toHaveLength(filesBefore.length);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, 'req-taken'), eq(auditLog.kind, 'change'))),
    ).toEqual([]);
  });
});

describe('adminRejectOrgRequest', () => {
  it('refuses an empty reason (600)', async () => {
    const res = await t.call('adminRejectOrgRequest', { id: 'req-saebit', reason: '   ' }, { cookie });
    expect(res.body.error?.code).toBe(600);
    expect((await requestRow('req-saebit')).status).toBe('pending');
  });

  it('rejects a pending request, e-mails the reason and records the change', async () => {
    const res = await t.call(
      'adminRejectOrgRequest',
      { id: 'req-saebit', reason: ' 기관 정보를 확인할 수 없습니다. ' },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(await requestRow('req-saebit')).toMatchObject({
      status: 'rejected',
      decidedBy: staffRowId,
      decisionReason: '기관 정보를 확인할 수 없습니다.',
      organisationId: null,
    });
    const [mail] = await mailsOf('organisation-rejected');
    expect(mail).toMatchObject({ to: 'park@saebit.example', attachments: null });
    expect(mail!.text).toContain('사유: 기관 정보를 확인할 수 없습니다.');
    const [change] = await auditOf('adminRejectOrgRequest');
    expect(change).toMatchObject({
      kind: 'change',
      targetId: 'req-saebit',
      subject: '박선생 / 새빛중학교 (saebit)',
      detail: { from: 'pending', to: 'rejected', reason: '기관 정보를 확인할 수 없습니다.' },
    });
    const detail = await t.call('adminGetOrgRequest', { id: 'req-saebit' }, { cookie });
    expect(detail.body.decision).toEqual({
      staffLogin: 'reviewer',
      at: expect.any(Number),
      reason: '기관 정보를 확인할 수 없습니다.',
    });
    expect(detail.body.organisation).toBeNull();
  });

  it('refuses decided requests (409): a rejection is final, an approval is never undone', async () => {
    for (const id of ['req-saebit', 'req-hanbit']) {
      const res = await t.call('adminRejectOrgRequest', { id, reason: '다시' }, { cookie });
      expect(res.body.error?.code).toBe(409);
    }
    expect((await t.call('adminApproveOrgRequest', { id: 'req-saebit' }, { cookie })).body.error?.code).toBe(
      409,
    );
    expect(await mailsOf('organisation-rejected')).toHaveLength(1);
    expect((await requestRow('req-hanbit')).status).toBe('approved');
  });
});
