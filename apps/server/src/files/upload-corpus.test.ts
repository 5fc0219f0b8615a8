import { CLASS_LIST_MAX_BYTES, CLASS_LIST_TOO_LARGE } from '@putt/contract/class-lists';
import { MAX_FILE_BYTES } from '@putt/contract/files';
import { ITEM_BANK_FILE_MAX_BYTES } from '@putt/contract/admin/item-banks';
import { NORM_FILE_MAX_BYTES } from '@putt/contract/admin/norms';
import { PARTNER_LOGO_MAX_BYTES, SEAL_MAX_BYTES } from '@putt/contract/admin/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examinees } from '../db/schema/orders.js';
import { files } from '../db/schema/files.js';
import { itemBanks, norms } from '../db/schema/instruments.js';

import { middleClass, registeredClasses } from '../testing/classes.js';
import { tinyPng } from '../testing/images.js';
import { createOrganisation, login } from '../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../testing/staff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { storedFileCount, uploadAttachment } from '../testing/upload.js';
import { makeZip } from '../testing/zip-fixture.js';

// The upload gate of issue 24: one corpus of hostile files (programs and pages renamed, SVG with a
// script, polyglots, a zip bomb, nothing at all, more than allowed) sent to every upload of the
// service: attachments, class lists, item banks, norm tables, the partner logo and the seal. Each
// is refused with a message a person can act on, never with a server error, and nothing of it is
// stored.

let t: TestApp;
let cookies: { org: string; admin: string };
let classSk: string;

beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.database.db, 'corpusorg');
  await createTestStaff(t.database.db, 'corpusadmin', 'admin');
  cookies = {
    org: await login(t, 'admin1', { orgId: 'corpusorg' }),
    admin: await loginStaffCookie(t, 'corpusadmin'),
  };
  const { classes } = await registeredClasses(t, { org: cookies.org, staff: cookies.admin }, [
    middleClass('1학년 1반', 3, 3),
  ]);
  classSk = classes[0]!;
}, 60_000);
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const exe = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(120),
  Buffer.from('PE\0\0'),
]);
const elf = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(120)]);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const html = Buffer.from(
  '<!DOCTYPE html><html><body><script>fetch("/api/getSession")</script></body></html>',
);
const zip = makeZip([{ name: 'evil.html', data: html }]);
// more than any upload takes once inflated (class lists stop at 10 MB of parts, attachments at 100 MB)
const bomb = makeZip([
  { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
  { name: 'word/document.xml', data: Buffer.alloc(101 * 1024 * 1024) },
]);

/** The corpus for an upload that takes files named `.ext`, up to `max` bytes. */
function corpus(ext: string, max: number): [string, string, Buffer][] {
  return [
    ['a program renamed', `안내문.${ext}`, exe],
    ['a Linux program renamed', `안내문.${ext}`, elf],
    ['an SVG with a script renamed', `logo.${ext}`, svg],
    ['an SVG with a script', 'logo.svg', svg],
    ['a web page renamed', `명단.${ext}`, html],
    ['a web page', 'page.html', html],
    ['a PNG with a page behind it', `사진.${ext}`, Buffer.concat([tinyPng, html])],
    ['a PNG with a zip behind it', `사진.${ext}`, Buffer.concat([tinyPng, zip])],
    ['a PDF with a zip behind it', `문서.${ext}`, Buffer.concat([pdf, zip])],
    ['a zip bomb', `명단.${ext}`, bomb],
    ['nothing at all', `빈파일.${ext}`, Buffer.alloc(0)],
    ['more than allowed', `큰파일.${ext}`, Buffer.concat([tinyPng, Buffer.alloc(max + 1)])],
  ];
}

const asJson = (name: string, bytes: Buffer) => ({ name, base64: bytes.toString('base64'), type: '' });

/** What an upload could leave behind: rows and bytes of files, banks, norms, a class's students. */
async function footprint() {
  const { db } = t.database;
  return {
    files: (await db.select({ id: files.id }).from(files)).length,
    stored: storedFileCount(t),
    banks: (await db.select({ id: itemBanks.id }).from(itemBanks)).length,
    norms: (await db.select({ id: norms.id }).from(norms)).length,
    students: (await db.select({ sk: examinees.sk }).from(examinees).where(eq(examinees.projectSk, classSk)))
      .length,
  };
}

type Answer = { status: number; body: Record<string, unknown> };

/** Every upload of the service, with the kind of file it takes and its limit. */
const uploads: {
  name: string;
  ext: string;
  max: number;
  send: (name: string, bytes: Buffer) => Promise<Answer>;
}[] = [
  {
    name: 'an attachment (inquiries, posts)',
    ext: 'pdf',
    max: MAX_FILE_BYTES,
    send: (name, bytes) => uploadAttachment(t, name, bytes),
  },
  {
    name: 'a class list',
    ext: 'xlsx',
    max: CLASS_LIST_MAX_BYTES,
    send: (name, bytes) =>
      t.call('previewClassList', { SK: classSk, file: asJson(name, bytes) }, { cookie: cookies.org }),
  },
  {
    name: 'an item bank',
    ext: 'json',
    max: ITEM_BANK_FILE_MAX_BYTES,
    send: (name, bytes) =>
      t.call('adminImportItemBank', { file: asJson(name, bytes) }, { cookie: cookies.admin }),
  },
  {
    name: 'a norm table',
    ext: 'json',
    max: NORM_FILE_MAX_BYTES,
    send: (name, bytes) =>
      t.call('adminImportNorm', { file: asJson(name, bytes) }, { cookie: cookies.admin }),
  },
  {
    name: 'the partner logo',
    ext: 'png',
    max: PARTNER_LOGO_MAX_BYTES,
    send: (name, bytes) =>
      t.call('adminUploadPartnerLogo', { file: asJson(name, bytes) }, { cookie: cookies.admin }),
  },
  {
    name: 'the seal',
    ext: 'png',
    max: SEAL_MAX_BYTES,
    send: (name, bytes) =>
      t.call('adminUploadSeal', { file: asJson(name, bytes) }, { cookie: cookies.admin }),
  },
];

/** A refusal a person can act on: a field's message, or the class list's problem with the file. */
function refusedWithReason(answer: Answer): boolean {
  const error = answer.body.error as { code?: number; fields?: Record<string, string> } | undefined;
  if (answer.status === 400) return error?.code === 600 && Object.keys(error.fields ?? {}).length > 0;
  const problems = answer.body.problems as { key?: string; code?: string }[] | undefined;
  const first = problems?.[0];
  return answer.status === 200 && answer.body.ok === false && !!(first?.key ?? first?.code);
}

describe('hostile uploads', () => {
  for (const upload of uploads) {
    it(`are refused as ${upload.name}, with a reason and nothing stored`, async () => {
      const before = await footprint();
      for (const [what, name, bytes] of corpus(upload.ext, upload.max)) {
        const answer = await upload.send(name, bytes);
        const body = JSON.stringify(answer.body).slice(0, 300);
        expect(answer.status, `${what}: ${body}`).toBeLessThan(500);
        expect(refusedWithReason(answer), `${what}: ${answer.status} ${body}`).toBe(true);
        expect(body, what).not.toMatch(/ at .*\.(ts|js):\d+|SELECT |INSERT /);
      }
      expect(await footprint()).toEqual(before);
    }, 120_000);
  }

  it('takes a class list of the size the contract allows, and names the field of one far past it', async () => {
    // 1.5 MB: past the 1 MB that other bodies are held to, within the class list's 2 MB
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1_500_000)]);
    const read = await t.call(
      'previewClassList',
      { SK: classSk, file: asJson('명단.xlsx', big) },
      { cookie: cookies.org },
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ ok: false });
    // just past it: read, and answered as a problem of the file; far past it: the field says so
    const over = await t.call(
      'previewClassList',
      { SK: classSk, file: asJson('명단.xlsx', Buffer.alloc(CLASS_LIST_MAX_BYTES + 10)) },
      { cookie: cookies.org },
    );
    expect(over.body).toMatchObject({ ok: false, problems: [{ key: CLASS_LIST_TOO_LARGE }] });
    const huge = await t.call(
      'previewClassList',
      { SK: classSk, file: asJson('명단.xlsx', Buffer.alloc(CLASS_LIST_MAX_BYTES * 3)) },
      { cookie: cookies.org },
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error).toMatchObject({ code: 600, fields: { 'file.base64': CLASS_LIST_TOO_LARGE } });
  });

  it('still takes a whole file of each kind (the corpus is refused for what it is)', async () => {
    expect((await uploadAttachment(t, '계획서.pdf', pdf)).status).toBe(200);
    expect((await uploadAttachment(t, '사진.png', tinyPng)).status).toBe(200);
    const logo = await t.call(
      'adminUploadPartnerLogo',
      { file: asJson('logo.png', tinyPng) },
      { cookie: cookies.admin },
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
  });
});
