import { desc, eq } from 'drizzle-orm';
import type { TInquiry, TOrgInquiry } from '@putt/contract/inquiries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/accounts.js';
import { files } from '../db/schema/files.js';
import { inquiries, orgInquiries } from '../db/schema/inquiries.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { UPLOADER_COOKIE } from '../files/uploader-cookie.js';

let t: TestApp;
beforeAll(async () => {
  // behind a declared proxy, so each test can call from its own address (X-Forwarded-For)
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

const valid: TInquiry = {
  name: '홍길동',
  phone1: '010',
  phone2: '1234',
  phone3: '5678',
  email: 'hong',
  content: '검사 일정이 궁금합니다.',
  privacyAgreement: 'agree',
};

const validOrg: TOrgInquiry = {
  pid: 'P_PUTT',
  orgName: '한빛초등학교',
  deptName: '교무부',
  name: '김선생',
  address: { postCode: '34126', address: '대전광역시 유성구 대학로 99 (궁동)', addressDetail: '본관 2층' },
  examineeCount: 120,
  phoneNumber: '042-123-4567',
  email: 'teacher@school.example',
  content: '',
  privacyAgreement: 'agree',
};

/** Each test calls from its own address, so the rate limit of one does not touch another. */
const from = (ip: string, cookie?: string) => ({
  headers: { 'x-forwarded-for': ip },
  ...(cookie ? { cookie } : {}),
});

async function uploadAs(ip: string, cookie?: string) {
  const res = await t.call(
    'uploadAttachment',
    { file: { base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), name: '자료.pdf', type: '' } },
    from(ip, cookie),
  );
  const set = res.response.headers['set-cookie'];
  const fresh = (Array.isArray(set) ? set : set ? [set] : []).find((c) => c.startsWith(UPLOADER_COOKIE));
  return { id: res.body.id as string, cookie: fresh?.split(';')[0] ?? cookie };
}

describe('addMyreg (individual inquiry)', () => {
  it('stores the inquiry with its phone joined by dashes, and tells the company by e-mail', async () => {
    const res = await t.call('addMyreg', valid, from('10.0.0.1'));
    expect(res.status).toBe(200);
    expect(res.body.data.error).toBe(false);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, res.body.data.id));
    expect(row).toMatchObject({ name: '홍길동', phoneNumber: '010-1234-5678', email: 'hong', status: 'new' });
    const [mail] = await t.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ template: 'new-inquiry' });
    expect(mail!.text).toContain('010-1234-5678');
  });

  it('answers each rule of spec-2 §5 with its message', async () => {
    const cases: [Partial<Record<keyof TInquiry, unknown>>, string, string][] = [
      [{ name: '' }, 'name', 'v.required'],
      [{ phone1: '' }, 'phone1', 'v.phonePrefix'],
      [{ phone1: '012' }, 'phone1', 'v.phonePrefix'],
      [{ phone2: '12345' }, 'phone2', 'v.phonePart'],
      [{ phone3: '12a4' }, 'phone3', 'v.phonePart'],
      [{ email: ' ' }, 'email', 'v.required'],
      [{ content: '' }, 'content', 'v.required'],
      [{ privacyAgreement: 'disagree' }, 'privacyAgreement', 'v.consentRequired'],
      [{ privacyAgreement: undefined }, 'privacyAgreement', 'v.consentRequired'],
    ];
    for (const [change, field, key] of cases) {
      const res = await t.call('addMyreg', { ...valid, ...change } as TInquiry, from('10.0.0.2'));
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field], field).toBe(key);
    }
    expect(await t.database.db.select().from(inquiries).where(eq(inquiries.ip, '10.0.0.2'))).toEqual([]);
  });

  it('attaches the sender’s own upload once, and refuses anyone else’s, storing nothing', async () => {
    const mine = await uploadAs('10.0.0.3');
    const other = await uploadAs('10.0.0.4');
    const withFile = { ...valid, attached_file_drive_id: mine.id, attached_file_name: 'renamed.exe' };

    const refused = await t.call(
      'addMyreg',
      { ...valid, attached_file_drive_id: other.id },
      from('10.0.0.3', mine.cookie),
    );
    expect(refused.body.error).toMatchObject({
      code: 600,
      fields: { attached_file_drive_id: 'v.fileNotYours' },
    });
    const anonymous = await t.call('addMyreg', withFile, from('10.0.0.3'));
    expect(anonymous.body.error?.code).toBe(600);
    expect(await t.database.db.select().from(inquiries).where(eq(inquiries.ip, '10.0.0.3'))).toEqual([]);

    const sent = await t.call('addMyreg', withFile, from('10.0.0.3', mine.cookie));
    expect(sent.status).toBe(200);
    const [row] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, sent.body.data.id));
    expect(row).toMatchObject({ attachedFileId: mine.id, attachedFileName: '자료.pdf' });
    const [file] = await t.database.db.select().from(files).where(eq(files.id, mine.id));
    expect(file!.attachedAt).not.toBeNull();
    const again = await t.call('addMyreg', withFile, from('10.0.0.3', mine.cookie));
    expect(again.body.error?.fields?.attached_file_drive_id).toBe('v.fileNotYours');
  });

  it('is rate-limited per address', async () => {
    for (let i = 0; i < 10; i++) expect((await t.call('addMyreg', valid, from('10.0.0.5'))).status).toBe(200);
    const limited = await t.call('addMyreg', valid, from('10.0.0.5'));
    expect(limited.status).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
  });
});

describe('addOrgMyreg (organisation inquiry)', () => {
  it('records the target product by pid, anything else as other, with the address', async () => {
    const known = await t.call('addOrgMyreg', validOrg, from('10.0.1.1'));
    expect(known.status).toBe(200);
    const unknown = await t.call('addOrgMyreg', { ...validOrg, pid: 'Whatever' }, from('10.0.1.1'));
    const rows = await t.database.db.select().from(orgInquiries);
    expect(rows.find((r) => r.id === known.body.data.id)).toMatchObject({
      targetProduct: 'P_PUTT',
      examineeCount: 120,
      address: '대전광역시 유성구 대학로 99 (궁동)',
      postCode: '34126',
    });
    expect(rows.find((r) => r.id === unknown.body.data.id)!.targetProduct).toBe('other');
  });

  it('answers each rule with its message; the address may be left out', async () => {
    const { address: _address, ...noAddress } = validOrg;
    expect((await t.call('addOrgMyreg', noAddress, from('10.0.1.2'))).status).toBe(200);
    const cases: [Partial<Record<keyof TOrgInquiry, unknown>>, string, string][] = [
      [{ orgName: '' }, 'orgName', 'v.required'],
      [{ deptName: '' }, 'deptName', 'v.required'],
      [{ name: '' }, 'name', 'v.required'],
      [{ examineeCount: 0 }, 'examineeCount', 'v.examineeCount'],
      [{ examineeCount: 2.5 }, 'examineeCount', 'v.examineeCount'],
      [{ phoneNumber: '' }, 'phoneNumber', 'v.required'],
      [{ phoneNumber: '전화' }, 'phoneNumber', 'v.phonePattern'],
      [{ email: 'not-an-email' }, 'email', 'v.emailInvalid'],
      [{ privacyAgreement: 'disagree' }, 'privacyAgreement', 'v.consentRequired'],
    ];
    for (const [change, field, key] of cases) {
      const res = await t.call('addOrgMyreg', { ...validOrg, ...change } as TOrgInquiry, from('10.0.1.3'));
      expect(res.status, field).toBe(400);
      expect(res.body.error?.fields?.[field], field).toBe(key);
    }
  });
});
