import type { Locator, Page } from '@playwright/test';
import koBoards from '../apps/web/src/features/admin/boards/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import { signInStaff } from './support/staff';

const headers = { 'x-requested-with': 'fetch' };
/** Set by the handler if it ever runs: it must not. */
const hostile = '<p>붙여넣은 글</p><img src="x" onerror="window.__xss = 1">';

/**
 * Opens a public page and waits until this server has answered its notice list: a prerendered
 * page was drawn at build time from another server, whose posts differ.
 */
async function gotoLive(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/getBoards') &&
      (response.request().postDataJSON() as { type?: string } | null)?.type === 'NOTICE',
  );
  await page.goto(path);
  await answered;
}

/** Pastes HTML into the editor as a browser would from the clipboard. */
async function pasteHtml(editor: Locator, html: string): Promise<void> {
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', '붙여넣은 글');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

async function expectNothingRan(page: Page, region: Locator): Promise<void> {
  await expect(region.locator('[onerror]')).toHaveCount(0);
  await expect(region.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('ko staff write a notice that appears on Home and on /Notice, sanitised, then delete it', async ({
  page,
  consoleErrors,
}) => {
  // Pasting the hostile HTML makes Chrome report that the site's CSP refused the img's inline
  // handler: that refusal is the defence working (window.__xss stays unset, checked below).
  consoleErrors.allow(/violates the following Content Security Policy directive 'script-src-attr 'none''/);
  const title = `E2E 공지 ${Date.now().toString(36)}`;
  await signInStaff(page);

  // the boards list, on the notices
  await page.goto('/Admin/Boards');
  await expect(page.getByRole('heading', { level: 1, name: '게시판' })).toBeVisible();
  await expect(page.getByRole('radio', { name: koBoards.kinds.notice })).toBeChecked();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);

  // a new notice with formatted text typed in the editor, and hostile HTML pasted into it
  await page.getByRole('link', { name: koBoards.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${koBoards.kinds.notice} 새 글` })).toBeVisible();
  await page.getByRole('textbox', { name: koBoards.edit.title, exact: true }).fill(title);
  const editor = page.getByRole('textbox', { name: koBoards.edit.body });
  await editor.click();
  await page.keyboard.type('이번 주 안내입니다. ');
  await page.getByRole('button', { name: koBoards.editor.bold }).click();
  await page.keyboard.type('꼭 읽어 주세요');
  await pasteHtml(editor, hostile);
  await expect(editor.locator('strong')).toHaveText('꼭 읽어 주세요');

  // the preview is the server's sanitised HTML
  await page.getByRole('button', { name: koBoards.edit.preview }).click();
  const preview = page.getByRole('dialog', { name: koBoards.preview.title });
  await expect(preview.locator('strong')).toHaveText('꼭 읽어 주세요');
  await expectNothingRan(page, preview);
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: strings.ko.common.actions.close }).click();

  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText(koBoards.edit.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/Admin\/Boards\/notice\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${koBoards.kinds.notice} 글 수정` }),
  ).toBeVisible();
  const sk = page.url().split('/').pop()!;
  await expectNoAxeViolations(page);

  // Home's notice preview lists it first, and it opens with its body
  await gotoLive(page, '/');
  const homeNotices = page.getByRole('region', { name: strings.ko.routes.notice!.title });
  await expect(homeNotices.getByRole('listitem').first().getByRole('link')).toHaveText(title);
  await homeNotices.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/Notice/Content/${sk}$`));
  const main = page.getByRole('main');
  // by its name: until the post's page has come, main still holds Home's headings (a locator
  // matching several elements fails at once instead of waiting)
  await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  await expect(main.locator('strong').filter({ hasText: '꼭 읽어 주세요' })).toBeVisible();
  await expectNothingRan(page, main);

  // /Notice lists it
  await gotoLive(page, '/Notice');
  await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/Notice/Content/${sk}`,
  );

  // HTML sent around the editor (straight to the API) is sanitised on the server all the same
  const raw = await page.request.post('/api/adminSavePost', {
    data: {
      sk,
      type: 'NOTICE',
      title,
      html: `<p><strong>꼭 읽어 주세요</strong></p>${hostile}<script>window.__xss = 2</script>`,
    },
    headers,
  });
  expect(raw.ok()).toBe(true);
  expect(((await raw.json()) as { html: string }).html).not.toMatch(/onerror|<script/i);
  await page.goto(`/Notice/Content/${sk}`);
  await expect(main.getByText('붙여넣은 글')).toBeVisible();
  await expectNothingRan(page, main);

  // staff delete it: it leaves the public list at once
  await page.goto(`/Admin/Boards/notice/${sk}`);
  await page.getByRole('button', { name: koBoards.edit.delete }).click();
  await page
    .getByRole('dialog', { name: koBoards.deleteDialog.title })
    .getByRole('button', {
      name: koBoards.deleteDialog.confirm,
    })
    .click();
  await expect(page).toHaveURL(/\/Admin\/Boards\?kind=notice$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await gotoLive(page, '/Notice');
  await expect(main.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});
