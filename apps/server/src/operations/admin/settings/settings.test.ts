import type { TPartner, TSiteInfo } from '@putt/contract/site';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/back-office.js';
import { files } from '../../../db/schema/files.js';
import { readSettingsImage } from '../../../site/settings-images.js';
import { demoDocumentSettings, demoPartners } from '../../../site/demo-settings.js';
import { readDocumentSettings } from '../../../site/site-info.js';
import { createIndividual, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { tinyPng } from '../../../testing/images.js';

let t: TestApp;
let admin: string;
let operator: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(t.database.db, 'settingsboss', 'admin');
  await createTestStaff(t.database.db, 'settingshelp', 'operator');
  await createIndividual(t.database.db, 'member77');
  admin = await loginStaffCookie(t, 'settingsboss');
  operator = await loginStaffCookie(t, 'settingshelp');
  member = await login(t, 'member77');
});
afterAll(() => t.close());

const png = tinyPng;
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const asFile = (name: string, bytes: Buffer) => ({
  file: { name, base64: bytes.toString('base64'), type: '' },
});

const site: TSiteInfo = {
  representative: { ko: '김대표', en: 'Daepyo Kim' },
  businessNumber: '305-81-12345',
  mailOrderNumber: '제2026-대전유성-01234호',
  address: { ko: '대전광역시 유성구 과학로 1', en: '1 Gwahak-ro, Yuseong-gu, Daejeon' },
  phone: '042-123-4567',
  fax: '1588-1234',
  email: 'office@putt.example.com',
};

const auditRows = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('who may change settings', () => {
  it('refuses the bank account change to an operator (403) and to a member cookie (401)', async () => {
    const value = { bank: '신한은행', number: '110-123-456789', holder: '창의인재연구소' };
    const byOperator = await t.call(
      'adminUpdateSettings',
      { section: 'bankAccount', value },
      { cookie: operator },
    );
    expect(byOperator.status).toBe(403);
    const byMember = await t.call(
      'adminUpdateSettings',
      { section: 'bankAccount', value },
      { cookie: member },
    );
    expect(byMember.status).toBe(401);
    expect((await t.call('getSiteInfo', {})).body.bankAccount?.bank).not.toBe('신한은행');
  });
});

describe('adminGetSettings', () => {
  it('answers the demo sections until staff save their own', async () => {
    const { status, body } = await t.call('adminGetSettings', {}, { cookie: admin });
    expect(status).toBe(200);
    expect(body.site.address.ko).toMatch(/대전/);
    expect(body.bankAccount.number).toBe('000000-00-000000');
    expect(body.partners).toEqual(demoPartners);
    expect(body.documents).toEqual({ taxTreatment: 'included', quotationValidDays: 30, sealFileId: null });
  });
});

describe('adminUpdateSettings', () => {
  it('saves a new bank account that getSiteInfo answers at once, with the audit row of old and new', async () => {
    const value = { bank: ' 신한은행 ', number: '110-123-456789', holder: '(주)창의인재연구소' };
    const res = await t.call('adminUpdateSettings', { section: 'bankAccount', value }, { cookie: admin });
    expect(res.status).toBe(200);
    const info = await t.call('getSiteInfo', {});
    expect(info.body.bankAccount).toEqual({ ...value, bank: '신한은행' });

    const [row, ...more] = await auditRows('adminUpdateSettings', 'bankAccount');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'change', targetType: 'settings', staffLogin: 'settingsboss' });
    expect(row!.detail).toEqual({
      section: 'bankAccount',
      old: { bank: '국민은행', number: '000000-00-000000', holder: '창의인재연구소' },
      new: { ...value, bank: '신한은행' },
    });
  });

  it('saves the company contact data for the footer', async () => {
    const res = await t.call('adminUpdateSettings', { section: 'site', value: site }, { cookie: admin });
    expect(res.status).toBe(200);
    const { body } = await t.call('getSiteInfo', {});
    expect(body).toMatchObject(site);
    expect(await auditRows('adminUpdateSettings', 'site')).toHaveLength(1);
  });

  it('refuses bad values with the field keys and changes nothing', async () => {
    const badSite = {
      ...site,
      phone: '042 123 4567',
      fax: '12-34',
      email: 'not-an-email',
      businessNumber: '3058112345',
      representative: { ko: '', en: 'x' },
    };
    const siteRes = await t.call(
      'adminUpdateSettings',
      { section: 'site', value: badSite },
      { cookie: admin },
    );
    expect(siteRes.status).toBe(400);
    expect(siteRes.body.error?.code).toBe(600);
    expect(siteRes.body.error?.fields).toMatchObject({
      'value.phone': 'admin_settings:v.phone',
      'value.fax': 'admin_settings:v.phone',
      'value.email': 'admin_settings:v.email',
      'value.businessNumber': 'admin_settings:v.businessNumber',
      'value.representative.ko': 'admin_settings:v.required',
    });

    for (const number of ['110 123 456', '110--123456', '12345', 'abc-123456']) {
      const value = { bank: '신한은행', number, holder: '창의' };
      const res = await t.call('adminUpdateSettings', { section: 'bankAccount', value }, { cookie: admin });
      expect(res.body.error?.fields).toEqual({ 'value.number': 'admin_settings:v.accountNumber' });
    }

    const partner = { name: '기관', nameEn: 'Body', logoFileId: null };
    for (const url of [
      'http://www.moe.go.kr',
      'javascript:alert(1)',
      'https://localhost/x',
      'www.moe.go.kr',
    ]) {
      const res = await t.call(
        'adminUpdateSettings',
        { section: 'partners', value: [{ ...partner, url }] },
        { cookie: admin },
      );
      expect(res.body.error?.fields).toEqual({ 'value.0.url': 'admin_settings:v.httpsUrl' });
    }
    const tooMany = Array.from({ length: 31 }, () => ({ ...partner, url: 'https://www.moe.go.kr' }));
    const many = await t.call(
      'adminUpdateSettings',
      { section: 'partners', value: tooMany },
      { cookie: admin },
    );
    expect(many.body.error?.fields).toEqual({ value: 'admin_settings:v.partnersMax' });

    const { body } = await t.call('getSiteInfo', {});
    expect(body.phone).toBe(site.phone);
    expect(body.bankAccount?.bank).toBe('신한은행');
    expect(body.partners).toEqual(demoPartners);
  });
});

describe('partners', () => {
  it('round-trips a list with an uploaded logo, which becomes public for the home page', async () => {
    const upload = await t.call('adminUploadPartnerLogo', asFile('kedi.png', png), { cookie: admin });
    expect(upload.status).toBe(200);
    const logoFileId = upload.body.id;
    // private until a saved partner uses it
    expect((await t.app.inject(`/files/${logoFileId}`)).statusCode).toBe(404);
    expect(await auditRows('adminUploadPartnerLogo', logoFileId)).toHaveLength(1);

    const partners: TPartner[] = [
      { name: '한국교육개발원', nameEn: 'KEDI', url: 'https://www.kedi.re.kr', logoFileId },
      {
        name: '교육부',
        nameEn: 'Ministry of Education',
        url: 'https://www.moe.go.kr/main.do?m=1',
        logoFileId: null,
      },
    ];
    const res = await t.call(
      'adminUpdateSettings',
      { section: 'partners', value: partners },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect((await t.call('getSiteInfo', {})).body.partners).toEqual(partners);
    expect((await t.call('adminGetSettings', {}, { cookie: admin })).body.partners).toEqual(partners);

    const visitor = await t.app.inject(`/files/${logoFileId}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('image/png');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, logoFileId));
    expect(row?.attachedAt).not.toBeNull();

    const [audit] = await auditRows('adminUpdateSettings', 'partners');
    expect(audit!.detail).toEqual({ section: 'partners', old: demoPartners, new: partners });

    // reordered and one removed: saved as sent
    const reordered = [partners[1]!];
    await t.call('adminUpdateSettings', { section: 'partners', value: reordered }, { cookie: admin });
    expect((await t.call('getSiteInfo', {})).body.partners).toEqual(reordered);
  });

  it('refuses SVG logos and files whose bytes are not the image they claim', async () => {
    const asSvg = await t.call('adminUploadPartnerLogo', asFile('logo.svg', svg), { cookie: admin });
    expect(asSvg.body.error?.fields).toEqual({ file: 'admin_settings:v.logoType' });
    const disguised = await t.call('adminUploadPartnerLogo', asFile('logo.png', svg), { cookie: admin });
    expect(disguised.body.error?.fields).toEqual({ file: 'admin_settings:v.logoMismatch' });
    const big = Buffer.concat([png, Buffer.alloc(512 * 1024)]);
    const tooBig = await t.call('adminUploadPartnerLogo', asFile('big.png', big), { cookie: admin });
    expect(tooBig.body.error?.fields).toEqual({ file: 'admin_settings:v.logoTooLarge' });
    const byOperator = await t.call('adminUploadPartnerLogo', asFile('a.png', png), { cookie: operator });
    expect(byOperator.status).toBe(403);
  });

  it("refuses a customer's private file as a logo and keeps it private", async () => {
    const upload = await t.call('uploadAttachment', asFile('private.png', png), { cookie: member });
    expect(upload.status).toBe(200);
    const partner = {
      name: '기관',
      nameEn: 'Body',
      url: 'https://www.kedi.re.kr',
      logoFileId: upload.body.id,
    };
    const res = await t.call(
      'adminUpdateSettings',
      { section: 'partners', value: [partner, { ...partner, logoFileId: 'missing-id' }] },
      { cookie: admin },
    );
    expect(res.body.error?.fields).toEqual({
      'value.0.logoFileId': 'admin_settings:v.logoNotFound',
      'value.1.logoFileId': 'admin_settings:v.logoNotFound',
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, upload.body.id));
    expect(row?.public).toBe(false);
    expect((await t.app.inject(`/files/${upload.body.id}`)).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
  // a RIFF container whose size covers the file (a WebP ends where its RIFF size says)
  const webp = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([36, 0, 0, 0]),
    Buffer.from('WEBP'),
    Buffer.alloc(32, 3),
  ]);

  it('refuses the documents section and the seal upload to an operator', async () => {
    const value = { taxTreatment: 'exempt', quotationValidDays: 10, sealFileId: null } as const;
    const res = await t.call('adminUpdateSettings', { section: 'documents', value }, { cookie: operator });
    expect(res.status).toBe(403);
    const seal = await t.call('adminUploadSeal', asFile('seal.png', png), { cookie: operator });
    expect(seal.status).toBe(403);
    expect(await readDocumentSettings(t.database.db)).toEqual(demoDocumentSettings);
  });

  it('saves the tax treatment, validity and an uploaded seal, which stays private but is kept', async () => {
    const upload = await t.call('adminUploadSeal', asFile('직인.jpg', jpeg), { cookie: admin });
    expect(upload.status).toBe(200);
    expect(upload.body.type).toBe('image/jpeg');
    const sealFileId = upload.body.id;
    const [uploadAudit] = await auditRows('adminUploadSeal', sealFileId);
    expect(uploadAudit!.detail).toMatchObject({ purpose: 'seal', name: '직인.jpg' });

    const value = { taxTreatment: 'exempt', quotationValidDays: 14, sealFileId } as const;
    const res = await t.call('adminUpdateSettings', { section: 'documents', value }, { cookie: admin });
    expect(res.status).toBe(200);
    expect(await readDocumentSettings(t.database.db)).toEqual(value);
    expect((await t.call('adminGetSettings', {}, { cookie: admin })).body.documents).toEqual(value);
    const [audit] = await auditRows('adminUpdateSettings', 'documents');
    expect(audit!.detail).toEqual({ section: 'documents', old: demoDocumentSettings, new: value });

    // attached (never swept) but private: only staff and the document renderer read it
    const [row] = await t.database.db.select().from(files).where(eq(files.id, sealFileId));
    expect(row?.attachedAt).not.toBeNull();
    expect(row?.public).toBe(false);
    expect((await t.app.inject(`/files/${sealFileId}`)).statusCode).toBe(404);
    expect(await readSettingsImage(t.database.db, t.files, 'seal', sealFileId)).toEqual(jpeg);
    expect(await readSettingsImage(t.database.db, t.files, 'seal', null)).toBeNull();
    // the public site information does not carry it
    expect((await t.call('getSiteInfo', {})).body).not.toHaveProperty('documents');

    // the seal removed, VAT included again
    const back = { taxTreatment: 'included', quotationValidDays: 180, sealFileId: null } as const;
    await t.call('adminUpdateSettings', { section: 'documents', value: back }, { cookie: admin });
    expect(await readDocumentSettings(t.database.db)).toEqual(back);
  });

  it('refuses bad values with the field keys and changes nothing', async () => {
    const before = await readDocumentSettings(t.database.db);
    const bad = [
      [
        { taxTreatment: 'vat', quotationValidDays: 30, sealFileId: null },
        'value.taxTreatment',
        'taxTreatment',
      ],
      [
        { taxTreatment: 'included', quotationValidDays: 0, sealFileId: null },
        'value.quotationValidDays',
        'validDays',
      ],
      [
        { taxTreatment: 'included', quotationValidDays: 181, sealFileId: null },
        'value.quotationValidDays',
        'validDays',
      ],
      [
        { taxTreatment: 'included', quotationValidDays: 1.5, sealFileId: null },
        'value.quotationValidDays',
        'validDays',
      ],
      [
        { taxTreatment: 'included', quotationValidDays: '30', sealFileId: null },
        'value.quotationValidDays',
        'validDays',
      ],
    ] as const;
    for (const [value, field, key] of bad) {
      const res = await t.call(
        'adminUpdateSettings',
        // deliberately outside the contract's types
        { section: 'documents', value } as never,
        { cookie: admin },
      );
      expect(res.status).toBe(400);
      expect(res.body.error?.code).toBe(600);
      expect(res.body.error?.fields).toEqual({ [field]: `admin_settings:v.${key}` });
    }

    // a customer's private image, a missing id and a PDF are no seal
    const mine = await t.call('uploadAttachment', asFile('stamp.png', png), { cookie: member });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const staffPdf = await t.call('adminUploadSeal', asFile('seal.pdf', pdf), { cookie: admin });
    expect(staffPdf.body.error?.fields).toEqual({ file: 'admin_settings:v.sealType' });
    for (const sealFileId of [mine.body.id, 'missing-id']) {
      const value = { taxTreatment: 'included', quotationValidDays: 30, sealFileId } as const;
      const res = await t.call('adminUpdateSettings', { section: 'documents', value }, { cookie: admin });
      expect(res.body.error?.fields).toEqual({ 'value.sealFileId': 'admin_settings:v.sealNotFound' });
    }
    // a WebP logo is fine on the home page but the documents cannot embed it
    const logo = await t.call('adminUploadPartnerLogo', asFile('logo.webp', webp), { cookie: admin });
    expect(logo.status).toBe(200);
    const value = { taxTreatment: 'included', quotationValidDays: 30, sealFileId: logo.body.id } as const;
    const asSeal = await t.call('adminUpdateSettings', { section: 'documents', value }, { cookie: admin });
    expect(asSeal.body.error?.fields).toEqual({ 'value.sealFileId': 'admin_settings:v.sealNotFound' });

    expect(await readDocumentSettings(t.database.db)).toEqual(before);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, mine.body.id));
    expect(row?.attachedAt).toBeNull();
  });

  it('refuses seals that are not PNG or JPEG, disguised, or too large', async () => {
    const asWebp = await t.call('adminUploadSeal', asFile('seal.webp', webp), { cookie: admin });
    expect(asWebp.body.error?.fields).toEqual({ file: 'admin_settings:v.sealType' });
    const asSvg = await t.call('adminUploadSeal', asFile('seal.svg', svg), { cookie: admin });
    expect(asSvg.body.error?.fields).toEqual({ file: 'admin_settings:v.sealType' });
    const disguised = await t.call('adminUploadSeal', asFile('seal.png', jpeg), { cookie: admin });
    expect(disguised.body.error?.fields).toEqual({ file: 'admin_settings:v.sealMismatch' });
    const big = Buffer.concat([png, Buffer.alloc(256 * 1024)]);
    const tooBig = await t.call('adminUploadSeal', asFile('big.png', big), { cookie: admin });
    expect(tooBig.body.error?.fields).toEqual({ file: 'admin_settings:v.sealTooLarge' });
    const empty = await t.call('adminUploadSeal', asFile('empty.png', Buffer.alloc(0)), { cookie: admin });
    expect(empty.body.error?.fields).toEqual({ 'file.base64': 'admin_settings:v.sealRequired' });
  });
});
