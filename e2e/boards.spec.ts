import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { BoardType, TBoardPost, TBoardRow } from '@putt/contract/boards';
import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import boardsEn from '../apps/web/src/features/boards/i18n/en.json' with { type: 'json' };
import boardsKo from '../apps/web/src/features/boards/i18n/ko.json' with { type: 'json' };
import { expectNoSidewaysScroll } from './support/layout';

const ko = boardsKo;
const headers = { 'x-requested-with': 'fetch' };
type BoardPage = { Items: TBoardRow[]; page: number; hasNext: boolean };

/** Asks this server's API directly: what the pages must show. */
async function apiBoards(
  page: Page,
  input: { type: BoardType; page?: number; size?: number; searchValue?: string },
): Promise<BoardPage> {
  const response = await page.request.post('/api/getBoards', { data: input, headers });
  expect(response.ok(), 'getBoards').toBe(true);
  return (await response.json()) as BoardPage;
}

async function apiPost(page: Page, boardType: BoardType, SK: string): Promise<TBoardPost> {
  const response = await page.request.post('/api/getBoard', { data: { boardType, SK }, headers });
  expect(response.ok(), 'getBoard').toBe(true);
  return ((await response.json()) as { Item: TBoardPost }).Item;
}

/**
 * Opens a page and waits until this server has answered its board lists: a prerendered page was
 * drawn at build time from another server, whose posts have other ids.
 */
async function gotoLive(page: Page, path: string, types: BoardType[]): Promise<void> {
  const answered = types.map((type) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/getBoards') &&
        (response.request().postDataJSON() as { type?: string } | null)?.type === type,
    ),
  );
  await page.goto(path);
  await Promise.all(answered);
}

/** The demo seed's attachments, file name → source file (apps/server/src/seed/demo-boards.ts). */
function seedFiles(): Map<string, string> {
  const server = join(import.meta.dirname, '../apps/server');
  const seed = readFileSync(join(server, 'src/seed/demo-boards.ts'), 'utf8');
  const files = [...seed.matchAll(/file: \{ path: '([^']+)', name: '([^']+)' \}/g)];
  expect(files.length, 'attachments in the seed').toBeGreaterThan(0);
  return new Map(files.map(([, path, name]) => [name!, join(server, 'seed-files', path!)]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const table = (page: Page, type: BoardType) =>
  page.getByRole('region', { name: ko.list.caption[type] }).getByRole('table');
const pager = (page: Page) => page.getByRole('navigation', { name: ko.pager.label });
const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));

test('ko the FAQ shows ten numbered rows a page; paging lives in the address', async ({ page }) => {
  const [first, second] = [
    await apiBoards(page, { type: 'QNA' }),
    await apiBoards(page, { type: 'QNA', page: 2 }),
  ];
  expect(first.Items).toHaveLength(10);
  expect(second.Items.length).toBeGreaterThan(0);

  await gotoLive(page, '/Qna', ['QNA']);
  const rows = table(page, 'QNA').locator('tbody tr');
  await expect(rows.locator('td:nth-child(2)')).toHaveText(first.Items.map((row) => row.title));
  await expect(rows.locator('td:first-child')).toHaveText(numbers(1, 10));
  const previous = pager(page).getByRole('button', { name: ko.pager.previous });
  const next = pager(page).getByRole('button', { name: ko.pager.next });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  await next.click();
  await expect(page).toHaveURL(/\/Qna\?page=2$/);
  await expect(rows.locator('td:nth-child(2)')).toHaveText(second.Items.map((row) => row.title));
  await expect(rows.locator('td:first-child')).toHaveText(numbers(11, second.Items.length));
  await expect(pager(page).getByText('2 페이지')).toBeVisible();
  await expect(previous).toBeEnabled();
  await expect(next).toBeEnabled({ enabled: second.hasNext });

  await page.reload();
  await expect(rows.locator('td:first-child')).toHaveText(numbers(11, second.Items.length));
  await page.goBack();
  await expect(page).toHaveURL(/\/Qna$/);
  await expect(rows.locator('td:first-child')).toHaveText(numbers(1, 10));

  await page.goto('/Qna?page=abc');
  await expect(rows.locator('td:first-child')).toHaveText(numbers(1, 10));
});

test('ko an FAQ search finds by title from page 1, or says there are no posts', async ({ page }) => {
  const all = [
    ...(await apiBoards(page, { type: 'QNA' })).Items,
    ...(await apiBoards(page, { type: 'QNA', page: 2 })).Items,
  ];
  // a word of the last title (on page 2) that no other title has
  const target = all.at(-1)!;
  const word = target.title
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}\p{N}]/gu, ''))
    .find((part) => part.length >= 2 && all.filter((row) => row.title.includes(part)).length === 1);
  expect(word, `a word only "${target.title}" has`).toBeTruthy();
  expect((await apiBoards(page, { type: 'QNA', searchValue: word! })).Items).toHaveLength(1);

  await gotoLive(page, '/Qna?page=2', ['QNA']);
  const toggle = page.getByRole('button', { name: ko.search.toggle });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('searchbox', { name: ko.search.label });
  await expect(box).toHaveAttribute('maxlength', '30');
  await box.fill(word!);
  await box.press('Enter');

  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word && !url.searchParams.has('page'));
  const rows = table(page, 'QNA').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.locator('td')).toHaveText(['1', target.title, target.author, /^\d{4}-\d{2}-\d{2}$/]);
  await expect(pager(page).getByText('1 페이지')).toBeVisible();

  await box.fill('없는검색어입니다');
  await page.getByRole('button', { name: ko.search.submit, exact: true }).click();
  await expect(page.getByRole('main').getByText(ko.list.empty, { exact: true })).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await expect(table(page, 'QNA')).toHaveCount(0);
});

test('ko FAQ rows open their answers one by one; a search closes them; a button opens the question', async ({
  page,
}) => {
  const { Items } = await apiBoards(page, { type: 'QNA' });
  // two rows whose answers have bold text: the answer is shown as HTML, not as text with tags
  const withBold = Items.filter((row) => row.answer?.includes('<strong>')).slice(0, 2);
  expect(withBold).toHaveLength(2);
  const bold = (row: TBoardRow) => /<strong>(.*?)<\/strong>/.exec(row.answer!)![1]!;

  await gotoLive(page, '/Qna', ['QNA']);
  const question = (row: TBoardRow) => page.getByRole('button', { name: row.title, exact: true });
  const [one, two] = withBold as [TBoardRow, TBoardRow];
  await question(one).click();
  // a click anywhere on the row opens it too
  await table(page, 'QNA')
    .locator('tr', { has: question(two) })
    .locator('td')
    .last()
    .click();
  for (const row of withBold) {
    await expect(question(row)).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`[id="${await question(row).getAttribute('aria-controls')}"]`);
    await expect(answer.locator('strong')).toHaveText(bold(row));
    await expect(answer.getByRole('link', { name: new RegExp(ko.list.more) })).toHaveAttribute(
      'href',
      `/Qna/Content/${row.SK}`,
    );
  }
  await expectNoAxeViolations(page);

  // the keyboard closes one; the other stays open
  await question(one).focus();
  await page.keyboard.press('Enter');
  await expect(question(one)).toHaveAttribute('aria-expanded', 'false');
  await expect(question(two)).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('button', { name: ko.search.toggle }).click();
  await page.getByRole('button', { name: ko.search.submit, exact: true }).click();
  await expect(question(two)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: new RegExp(ko.list.more) })).toHaveCount(0);

  await question(two).click();
  await page.getByRole('link', { name: new RegExp(ko.list.more) }).click();
  await expect(page).toHaveURL(new RegExp(`/Qna/Content/${two.SK}$`));
  const post = await apiPost(page, 'QNA', two.SK);
  await expect(
    page.getByRole('heading', { level: 2, name: post.question || post.title, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('strong')).toHaveText(bold(two));
  await page.getByRole('link', { name: ko.post.backToList }).click();
  await expect(page).toHaveURL(/\/Qna$/);
});

test('ko a notice opens from the list with its body; an unknown id is an invalid access', async ({
  page,
  consoleErrors,
}) => {
  const [notice] = (await apiBoards(page, { type: 'NOTICE' })).Items;
  const post = await apiPost(page, 'NOTICE', notice!.SK);
  const body = await page.request.post('/api/getBoardContent', {
    data: { id: post.content_drive_id },
    headers,
  });
  const text = ((await body.json()) as { html: string }).html.replace(/<[^>]+>/g, '').trim();
  expect(text.length).toBeGreaterThan(10);

  await gotoLive(page, '/Notice?page=1', ['NOTICE']);
  const link = table(page, 'NOTICE').getByRole('link', { name: notice!.title, exact: true });
  await expect(link).toHaveAttribute('href', `/Notice/Content/${notice!.SK}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 2, name: notice!.title, exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(text.slice(0, 20));
  await expect(page.getByRole('main')).toContainText(notice!.author);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: ko.post.backToList }).click();
  await expect(page).toHaveURL(/\/Notice\?page=1$/);

  consoleErrors.allow(/status of 404/);
  await page.goto('/Notice/Content/does-not-exist');
  await expect(page.getByRole('main').getByText(ko.post.invalid)).toBeVisible();
  await expect(page.getByRole('link', { name: ko.post.backToList })).toHaveAttribute('href', '/Notice');
});

test('ko a press attachment downloads from the list and from the post, byte for byte', async ({ page }) => {
  const files = seedFiles();
  const { Items } = await apiBoards(page, { type: 'PRESS' });
  const withFile = Items.find((row) => row.attached_file_drive_id && files.has(row.attached_file_name!));
  const without = Items.find((row) => !row.attached_file_drive_id);
  expect(withFile, 'a seeded press post with a file on page 1').toBeTruthy();
  const name = withFile!.attached_file_name!;
  const source = readFileSync(files.get(name)!);

  await gotoLive(page, '/Press', ['PRESS']);
  const press = table(page, 'PRESS');
  if (without)
    await expect(press.locator('tr', { hasText: without.title }).locator('td').last()).toHaveText(
      ko.list.none,
    );
  await expectNoAxeViolations(page);
  const row = press.locator('tr', { hasText: withFile!.title });
  const fromList = page.waitForEvent('download');
  await row.getByRole('button', { name: new RegExp(escapeRegExp(name)) }).click();
  const listed = await fromList;
  expect(listed.suggestedFilename()).toBe(name);
  expect(readFileSync(await listed.path()).equals(source), 'list download equals the seed file').toBe(true);
  await expect(page.getByText(ko.download.started)).toBeVisible();

  await row.getByRole('link', { name: withFile!.title }).click();
  await expect(page.getByRole('heading', { level: 2, name: withFile!.title, exact: true })).toBeVisible();
  const button = page.getByRole('main').getByRole('button', { name: new RegExp(escapeRegExp(name)) });
  await expect(button).toContainText(name);
  const fromPost = page.waitForEvent('download');
  await button.click();
  const posted = await fromPost;
  expect(posted.suggestedFilename()).toBe(name);
  expect(readFileSync(await posted.path()).equals(source), 'post download equals the seed file').toBe(true);
});

test('ko on a phone the press list scrolls inside its table, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoLive(page, '/Press', ['PRESS']);
  await expect(table(page, 'PRESS').locator('tbody tr').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('ko Home shows the four latest posts of each board, newest first, linking to them', async ({ page }) => {
  const boards = [
    { type: 'NOTICE', heading: strings.ko.routes.notice!.title, path: '/Notice/Content/' },
    { type: 'PRESS', heading: strings.ko.routes.press!.title, path: '/Press/Content/' },
    { type: 'QNA', heading: strings.ko.routes.qna!.title, path: '/Qna/Content/' },
  ] as const;
  const latest = await Promise.all(boards.map(({ type }) => apiBoards(page, { type, size: 4 })));

  await gotoLive(page, '/', ['NOTICE', 'PRESS', 'QNA']);
  for (const [index, board] of boards.entries()) {
    const links = page.getByRole('region', { name: board.heading }).getByRole('listitem').getByRole('link');
    const rows = latest[index]!.Items;
    expect(rows).toHaveLength(4);
    await expect(links).toHaveText(rows.map((row) => row.title));
    for (const [n, row] of rows.entries())
      await expect(links.nth(n)).toHaveAttribute('href', board.path + row.SK);
  }

  const notice = latest[0]!.Items[0]!;
  await page
    .getByRole('region', { name: boards[0].heading })
    .getByRole('link', { name: notice.title })
    .click();
  await expect(page).toHaveURL(new RegExp(`/Notice/Content/${notice.SK}$`));
  // by its name: until the post's page has replaced Home, main still holds Home's headings
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: notice.title, exact: true }),
  ).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const faq = latest[2]!.Items[0]!;
  await page.getByRole('region', { name: boards[2].heading }).getByRole('link', { name: faq.title }).click();
  await expect(page).toHaveURL(new RegExp(`/Qna/Content/${faq.SK}$`));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: faq.question || faq.title, exact: true }),
  ).toBeVisible();
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('en the board pages speak English', async ({ page }) => {
    await gotoLive(page, '/Press', ['PRESS']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const press = page.getByRole('region', { name: boardsEn.list.caption.PRESS }).getByRole('table');
    await expect(press.getByRole('columnheader')).toHaveText([
      boardsEn.list.number,
      boardsEn.list.title,
      boardsEn.list.author,
      boardsEn.list.date,
      boardsEn.list.attachment,
    ]);
    await expect(press.getByRole('button', { name: /^Download / }).first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: boardsEn.pager.label });
    await expect(nav.getByText('Page 1')).toBeVisible();
    await expect(nav.getByRole('button', { name: boardsEn.pager.next })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: boardsEn.search.label })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
