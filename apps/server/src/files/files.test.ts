import { MAX_FILE_BYTES } from '@putt/contract/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { writePost } from '../boards/write-post.js';
import { files } from '../db/schema/files.js';
import { createStaff } from '../staff/create-staff.js';
import { CSRF_HEADER } from '../http/api-routes.js';
import { createIndividual, login } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { storedFileCount, uploadAttachment } from '../testing/upload.js';
import { tinyPng } from '../testing/images.js';
import { makeZip } from '../testing/zip-fixture.js';
import { sweepUnattachedFilesJob, UNATTACHED_KEEP_MS } from './sweep-unattached-files.js';
import { eq, inArray } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const png = tinyPng;

const upload = (name: string, bytes: Buffer, cookie?: string, headers: Record<string, string> = {}) =>
  uploadAttachment(t, name, bytes, cookie, headers);

const download = (id: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/files/${id}`, headers: cookie ? { cookie } : {} });

const fileCount = async () => (await t.database.db.select().from(files)).length;

describe('uploadAttachment', () => {
  it('stores a PDF sent as multipart under a server-made id and its Korean name', async () => {
    const res = await upload('연간 계획서.pdf', pdf);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '연간 계획서.pdf', type: 'application/pdf', size: pdf.length });
    expect(res.body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const file = await download(res.body.id, res.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__ ___.pdf"; filename*=UTF-8''${encodeURIComponent('연간 계획서.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('takes the spec’s base64 JSON payload too', async () => {
    const res = await t.call('uploadAttachment', {
      file: { base64: png.toString('base64'), name: 'C:\\fakepath\\사진.PNG', type: 'image/png' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '사진.PNG', type: 'image/png' });
  });

  it('accepts a real office document and refuses a zip bomb, honest or lying about its size', async () => {
    const docx = makeZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect((await upload('보고서.docx', docx)).status).toBe(200);

    const zeros = Buffer.alloc(101 * 1024 * 1024);
    const honest = makeZip([{ name: 'word/document.xml', data: zeros }]);
    expect(honest.length).toBeLessThan(MAX_FILE_BYTES);
    const lying = makeZip([{ name: 'word/document.xml', data: zeros, declaredSize: 1000 }]);
    const before = { rows: await fileCount(), stored: storedFileCount(t) };
    for (const bomb of [honest, lying]) {
      const res = await upload('폭탄.docx', bomb);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 600, fields: { file: 'v.fileMismatch' } });
    }
    // a zip that is not the document its name says
    const notWord = makeZip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }]);
    expect((await upload('가짜.docx', notWord)).body.error.fields.file).toBe('v.fileMismatch');
    expect({ rows: await fileCount(), stored: storedFileCount(t) }).toEqual(before);
  });

  it('refuses disguised, unknown, empty and oversized files, storing nothing', async () => {
    const before = { rows: await fileCount(), stored: storedFileCount(t) };
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
    const cases: [string, Buffer, string][] = [
      ['계획서.pdf', exe, 'v.fileMismatch'],
      ['setup.exe', exe, 'v.fileType'],
      ['사진.png', pdf, 'v.fileMismatch'],
      ['page.html', Buffer.from('<script>alert(1)</script>'), 'v.fileType'],
      ['image.svg', Buffer.from('<svg onload="alert(1)"/>'), 'v.fileType'],
      ['noextension', pdf, 'v.fileType'],
      ['empty.pdf', Buffer.alloc(0), 'v.fileEmpty'],
      ['memo.txt', Buffer.from([0x00, 0x01, 0x02]), 'v.fileMismatch'],
      ['big.pdf', Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES)]), 'v.fileTooLarge'],
    ];
    for (const [name, bytes, key] of cases) {
      const res = await upload(name, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body.error, name).toMatchObject({ code: 600, fields: { file: key } });
    }
    expect({ rows: await fileCount(), stored: storedFileCount(t) }).toEqual(before);
  });

  it('needs the CSRF header, like every operation', async () => {
    const res = await upload('a.pdf', pdf, undefined, { [CSRF_HEADER]: '' });
    expect(res.status).toBe(403);
  });
});

describe('file access', () => {
  it('lets the uploading browser and staff read an inquiry file, and nobody else', async () => {
    const mine = await upload('개인 자료.pdf', pdf);
    const id = mine.body.id as string;
    expect((await download(id, mine.cookie)).statusCode).toBe(200);

    const stranger = await upload('다른 자료.pdf', pdf); // another browser: its own cookie
    expect(stranger.cookie).not.toBe(mine.cookie);
    expect((await download(id, stranger.cookie)).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(404);

    await createIndividual(t.database.db, 'member11');
    const member = await login(t, 'member11');
    expect((await download(id, member)).statusCode).toBe(404);
    expect((await t.call('downloadNormalFile', { id }, { cookie: member })).body.error?.code).toBe(300);

    await createStaff(t.database.db, { staffId: 'staff1', password: 'abcd123!', role: 'operator' });
    const [row] = await t.database.db.select().from((await import('../db/schema/accounts.js')).staff);
    const token = await createSession(t.database.db, { staffId: row!.id }, { ip: '', userAgent: '' });
    // staff read with the back office's own cookie (a staff session in the member cookie is no one)
    expect((await download(id, `sid=${token}`)).statusCode).toBe(404);
    expect((await download(id, `sid_staff=${token}`)).statusCode).toBe(200);
  });

  it('lets a member read back the files they uploaded while logged in', async () => {
    await createIndividual(t.database.db, 'member12');
    const cookie = await login(t, 'member12');
    const res = await upload('내 파일.pdf', pdf, cookie);
    expect((await download(res.body.id, cookie)).statusCode).toBe(200);
    const other = await login(t, 'member11');
    expect((await download(res.body.id, other)).statusCode).toBe(404);
  });

  it('serves press attachments to anyone, and downloadNormalFile says where', async () => {
    const res = await upload('보도자료.pdf', pdf);
    await writePost(t.database.db, {
      type: 'PRESS',
      title: '보도',
      author: '홍보팀',
      html: '<p>x</p>',
      attachment: { id: res.body.id, name: res.body.name },
    });
    const file = await download(res.body.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    const where = await t.call('downloadNormalFile', { id: res.body.id, name: 'ignored.exe' });
    expect(where.body).toEqual({
      id: res.body.id,
      name: '보도자료.pdf',
      type: 'application/pdf',
      size: pdf.length,
      url: `/files/${res.body.id}`,
    });
    expect((await t.call('downloadNormalFile', { id: 'missing' })).status).toBe(404);
  });
});

describe('unattached uploads', () => {
  it('are swept after a day; used and recent files stay', async () => {
    const old = await upload('잊힌 자료.pdf', pdf);
    const recent = await upload('쓰는 중.pdf', pdf);
    const used = await upload('보낸 자료.pdf', pdf);
    const db = t.database.db;
    const dayAgo = new Date(Date.now() - UNATTACHED_KEEP_MS - 60_000);
    await db
      .update(files)
      .set({ createdAt: dayAgo })
      .where(inArray(files.id, [old.body.id, used.body.id]));
    await db.update(files).set({ attachedAt: new Date() }).where(eq(files.id, used.body.id));

    await sweepUnattachedFilesJob.handler({}, { database: t.database, config: t.config, log: t.app.log });

    const left = (await db.select({ id: files.id }).from(files)).map((row) => row.id);
    expect(left).not.toContain(old.body.id);
    expect(left).toEqual(expect.arrayContaining([recent.body.id, used.body.id]));
    expect(await t.files.get(old.body.id)).toBeUndefined();
    expect(await t.files.get(recent.body.id)).toBeDefined();
  });
});
