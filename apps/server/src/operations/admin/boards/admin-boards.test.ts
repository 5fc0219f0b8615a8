import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/back-office.js';
import { boardContents, boardPosts } from '../../../db/schema/boards.js';
import { files } from '../../../db/schema/files.js';
import { UPLOADER_COOKIE } from '../../../files/uploader-cookie.js';
import { createIndividual, login } from '../../../testing/members.js';
import { createTestStaff, loginStaffCookie } from '../../../testing/staff.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await createTestStaff(t.database.db, 'editor', 'operator');
  staff = await loginStaffCookie(t, 'editor');
});
afterAll(() => t.close());

const hostile =
  '<p>안녕<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">링크</a>';

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

const auditOf = (sk: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'boardPost'), eq(auditLog.targetId, sk)))
    .orderBy(auditLog.at);

/** Uploads a PDF from a browser, answering its id and the browser's cookie (a new uploader one if given). */
async function upload(cookie = '') {
  const res = await t.call(
    'uploadAttachment',
    { file: { base64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'), name: '보도자료.pdf', type: '' } },
    cookie ? { cookie } : {},
  );
  expect(res.status).toBe(200);
  const set = res.response.headers['set-cookie'];
  const fresh = (Array.isArray(set) ? set : set ? [set] : []).find((c) => c.startsWith(UPLOADER_COOKIE));
  return { id: res.body.id, uploader: fresh?.split(';')[0] ?? cookie };
}

const publicRead = (id: string) => t.app.inject({ method: 'GET', url: `/files/${id}` });

describe('adminPreviewPost', () => {
  it('answers the HTML as the public page will show it, without script, handlers or javascript: links', async () => {
    const res = await t.call('adminPreviewPost', { html: hostile }, { cookie: staff });
    expect(res.status).toBe(200);
    expectHarmless(res.body.html);
    expect(res.body.html).toContain('<p>안녕</p>');
    expect(res.body.html).toContain('<a target="_blank" rel="noopener noreferrer">링크</a>');
    expect(await t.database.db.select().from(boardPosts)).toEqual([]);
  });
});

describe('adminSavePost and adminDeletePost', () => {
  it('creates a notice with sanitised HTML that the public board shows at once', async () => {
    const before = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(before.body.Items).toEqual([]);
    const res = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '새 공지', html: `<h3>안내</h3><p><strong>굵게</strong></p>${hostile}` },
      { cookie: staff },
    );
    expect(res.status).toBe(200);
    expectHarmless(res.body.html);
    expect(res.body.html).toContain('<strong>굵게</strong>');
    const { sk } = res.body;

    const home = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(home.body.Items.map((p) => [p.SK, p.title, p.author])).toEqual([[sk, '새 공지', '관리자']]);
    const post = await t.call('getBoard', { boardType: 'NOTICE', SK: sk });
    const content = await t.call('getBoardContent', { id: post.body.Item.content_drive_id! });
    expect(content.body.html).toBe(res.body.html);
    const [stored] = await t.database.db.select().from(boardContents);
    expectHarmless(stored!.html);

    const [audit] = await auditOf(sk);
    expect(audit).toMatchObject({
      kind: 'change',
      action: 'adminSavePost',
      staffLogin: 'editor',
      detail: { action: 'create', type: 'NOTICE', title: '새 공지' },
    });
  });

  it('updates a post in place: the public list, the search and the body follow at once', async () => {
    const created = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '고칠 공지', html: '<p>처음</p>' },
      { cookie: staff },
    );
    const sk = created.body.sk;
    const contentId = (await t.call('getBoard', { boardType: 'NOTICE', SK: sk })).body.Item.content_drive_id;
    const cached = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(cached.body.Items[0]!.title).toBe('고칠 공지');

    const updated = await t.call(
      'adminSavePost',
      { sk, type: 'NOTICE', title: '고친 창의성검사 공지', html: '<p>나중<img src=x onerror=alert(1)></p>' },
      { cookie: staff },
    );
    expect(updated.body).toEqual({ sk, html: '<p>나중<img src="x" /></p>' });
    const list = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(list.body.Items[0]).toMatchObject({ SK: sk, title: '고친 창의성검사 공지' });
    const found = await t.call('getBoards', { type: 'NOTICE', searchValue: '성검사' });
    expect(found.body.Items.map((p) => p.SK)).toEqual([sk]);
    // the body is rewritten in place: the same content id now serves the new HTML
    const post = await t.call('getBoard', { boardType: 'NOTICE', SK: sk });
    expect(post.body.Item.content_drive_id).toBe(contentId);
    const content = await t.call('getBoardContent', { id: post.body.Item.content_drive_id! });
    expect(content.body.html).toBe('<p>나중<img src="x" /></p>');

    const edit = await t.call('adminGetPost', { sk }, { cookie: staff });
    expect(edit.body).toMatchObject({
      sk,
      type: 'NOTICE',
      title: '고친 창의성검사 공지',
      html: '<p>나중<img src="x" /></p>',
      attachment: null,
    });
    expect(edit.body.updated).toBeGreaterThanOrEqual(edit.body.created);
    expect((await auditOf(sk)).map((row) => (row.detail as { action: string }).action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('refuses to update a post under another board, or one that does not exist', async () => {
    const created = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '공지', html: '<p>x</p>' },
      { cookie: staff },
    );
    const wrongBoard = await t.call(
      'adminSavePost',
      { sk: created.body.sk, type: 'PRESS', title: '보도', html: '<p>x</p>' },
      { cookie: staff },
    );
    expect(wrongBoard.body.error?.code).toBe(300);
    const missing = await t.call(
      'adminSavePost',
      { sk: 'nope', type: 'NOTICE', title: '공지', html: '<p>x</p>' },
      { cookie: staff },
    );
    expect(missing.body.error?.code).toBe(300);
    expect(await auditOf('nope')).toEqual([]);
  });

  it('deletes a post with its body: the public board and the content are gone at once', async () => {
    const created = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '지울 공지', html: '<p>곧 지웁니다</p>' },
      { cookie: staff },
    );
    const sk = created.body.sk;
    const post = await t.call('getBoard', { boardType: 'NOTICE', SK: sk });
    const contentId = post.body.Item.content_drive_id!;
    expect((await t.call('getBoards', { type: 'NOTICE', size: 4 })).body.Items[0]!.SK).toBe(sk);

    const res = await t.call('adminDeletePost', { sk }, { cookie: staff });
    expect(res.body).toEqual({ message: 'success' });
    const list = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(list.body.Items.map((p) => p.SK)).not.toContain(sk);
    expect((await t.call('getBoardContent', { id: contentId })).body.error?.code).toBe(300);
    expect((await t.call('adminGetPost', { sk }, { cookie: staff })).body.error?.code).toBe(300);
    expect((await t.call('adminDeletePost', { sk }, { cookie: staff })).body.error?.code).toBe(300);
    const rows = await auditOf(sk);
    expect(rows.at(-1)).toMatchObject({
      kind: 'change',
      action: 'adminDeletePost',
      detail: { action: 'delete', type: 'NOTICE', title: '지울 공지' },
    });
  });

  it('writes an FAQ as question (title) and sanitised answer', async () => {
    const res = await t.call(
      'adminSavePost',
      { type: 'QNA', title: '결과는 언제 나오나요?', html: `<p>일주일 뒤입니다.</p>${hostile}` },
      { cookie: staff },
    );
    const faq = await t.call('getBoards', { type: 'QNA', searchValue: '결과' });
    expect(faq.body.Items[0]).toMatchObject({ SK: res.body.sk, question: '결과는 언제 나오나요?' });
    expect(faq.body.Items[0]!.answer).toContain('<p>일주일 뒤입니다.</p>');
    expectHarmless(faq.body.Items[0]!.answer!);
    expect(
      await t.database.db.select().from(boardContents).where(eq(boardContents.html, res.body.html)),
    ).toEqual([]);
  });

  it('refuses an empty title or body and an attachment outside press, naming the field', async () => {
    const empty = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '  ', html: '<p> </p>' },
      { cookie: staff },
    );
    expect(empty.body.error).toMatchObject({
      code: 600,
      fields: { title: 'admin_boards:v.titleRequired', html: 'admin_boards:v.bodyRequired' },
    });
    const tooLong = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '긴 공지', html: `<p>${'가'.repeat(70_000)}</p>` },
      { cookie: staff },
    );
    expect(tooLong.body.error?.fields).toEqual({ html: 'admin_boards:v.bodyTooLong' });
    const { id } = await upload();
    const notPress = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '공지', html: '<p>x</p>', attachmentId: id },
      { cookie: staff },
    );
    expect(notPress.body.error?.fields).toEqual({ attachmentId: 'admin_boards:v.attachmentPressOnly' });
  });
});

describe('press attachments', () => {
  it('attaches an upload of this browser, makes it public, and releases a replaced one', async () => {
    const first = await upload();
    const cookie = `${staff}; ${first.uploader}`;
    expect((await publicRead(first.id)).statusCode).toBe(404);
    const res = await t.call(
      'adminSavePost',
      { type: 'PRESS', title: '보도 자료', html: '<p>기사</p>', attachmentId: first.id },
      { cookie },
    );
    expect(res.status).toBe(200);
    expect((await publicRead(first.id)).statusCode).toBe(200);
    const list = await t.call('getBoards', { type: 'PRESS', size: 4 });
    expect(list.body.Items[0]).toMatchObject({
      SK: res.body.sk,
      author: '홍보팀',
      attached_file_drive_id: first.id,
      attached_file_name: '보도자료.pdf',
    });

    // saving again with the same file keeps it; a new upload of the same browser replaces it
    const again = await t.call(
      'adminSavePost',
      { sk: res.body.sk, type: 'PRESS', title: '보도 자료', html: '<p>기사</p>', attachmentId: first.id },
      { cookie: staff },
    );
    expect(again.status).toBe(200);
    const second = await upload(first.uploader);
    const replaced = await t.call(
      'adminSavePost',
      { sk: res.body.sk, type: 'PRESS', title: '보도 자료', html: '<p>기사</p>', attachmentId: second.id },
      { cookie },
    );
    expect(replaced.status).toBe(200);
    const [old] = await t.database.db.select().from(files).where(eq(files.id, first.id));
    expect(old).toMatchObject({ public: false, attachedAt: null });
    expect((await publicRead(second.id)).statusCode).toBe(200);
    expect((await t.call('adminGetPost', { sk: res.body.sk }, { cookie: staff })).body.attachment).toEqual({
      fileId: second.id,
      name: '보도자료.pdf',
    });

    // removing the attachment, then deleting the post, leaves no public file behind
    await t.call(
      'adminSavePost',
      { sk: res.body.sk, type: 'PRESS', title: '보도 자료', html: '<p>기사</p>', attachmentId: null },
      { cookie: staff },
    );
    expect((await publicRead(second.id)).statusCode).toBe(404);
    const third = await upload(first.uploader);
    await t.call(
      'adminSavePost',
      { sk: res.body.sk, type: 'PRESS', title: '보도 자료', html: '<p>기사</p>', attachmentId: third.id },
      { cookie },
    );
    await t.call('adminDeletePost', { sk: res.body.sk }, { cookie: staff });
    const [left] = await t.database.db.select().from(files).where(eq(files.id, third.id));
    expect(left).toMatchObject({ public: false, attachedAt: null });
  });

  it("refuses another browser's or a member's upload, and a file already used", async () => {
    const elsewhere = await upload();
    const save = (attachmentId: string, cookie = staff) =>
      t.call('adminSavePost', { type: 'PRESS', title: '보도', html: '<p>x</p>', attachmentId }, { cookie });
    const foreign = await save(elsewhere.id);
    expect(foreign.body.error).toMatchObject({
      code: 600,
      fields: { attachmentId: 'admin_boards:v.fileNotYours' },
    });
    expect((await publicRead(elsewhere.id)).statusCode).toBe(404);

    const used = await upload();
    expect((await save(used.id, `${staff}; ${used.uploader}`)).status).toBe(200);
    expect((await save(used.id, `${staff}; ${used.uploader}`)).body.error?.code).toBe(600);
    expect((await save('missing')).body.error?.code).toBe(600);

    // a member's upload is attachable from the browser holding that member's session
    await createIndividual(t.database.db, 'writer');
    const member = await login(t, 'writer');
    const mine = await upload(member);
    expect((await save(mine.id)).body.error?.code).toBe(600);
    expect((await save(mine.id, `${staff}; ${member}`)).status).toBe(200);
  });
});

describe('adminListPosts and access', () => {
  it('lists one board newest first with its total, searched by title', async () => {
    const res = await t.call('adminListPosts', { type: 'NOTICE' }, { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    expect(res.body.items.every((row) => row.type === 'NOTICE')).toBe(true);
    const times = res.body.items.map((row) => row.created);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const searched = await t.call('adminListPosts', { type: 'NOTICE', q: '창의성 검사' }, { cookie: staff });
    expect(searched.body.items.map((row) => row.title)).toEqual(['고친 창의성검사 공지']);
    expect(searched.body.total).toBe(1);
    const press = await t.call('adminListPosts', { type: 'PRESS' }, { cookie: staff });
    expect(press.body.items.map((row) => row.hasAttachment)).toContain(true);
  });

  it('refuses a member cookie: nothing is written', async () => {
    await createIndividual(t.database.db, 'intruder');
    const member = await login(t, 'intruder');
    const res = await t.call(
      'adminSavePost',
      { type: 'NOTICE', title: '침입', html: '<p>x</p>' },
      { cookie: member },
    );
    expect(res.status).toBe(401);
    expect(res.body.error?.code).toBe(100);
    const rows = await t.database.db.select().from(boardPosts).where(eq(boardPosts.title, '침입'));
    expect(rows).toEqual([]);
  });
});
