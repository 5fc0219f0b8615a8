import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import koOrg from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openedClass } from './support/survey';
import { tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';

const ko = koSurvey;
const phoneSize = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR' };
const desktopSize = { viewport: { width: 1280, height: 900 }, locale: 'ko-KR' };
const zoomed200 = { viewport: { width: 640, height: 450 }, deviceScaleFactor: 2, locale: 'ko-KR' };

/** The answers the server holds of this browser's attempt (its examinee cookie), by item in order. */
async function storedAnswers(page: Page): Promise<(number | undefined)[]> {
  const path = new URL(page.url()).pathname;
  const SK = decodeURIComponent(path.split('/').pop()!);
  const response = await page.request.post('/api/getAttempt', {
    data: { SK },
    headers: { 'x-requested-with': 'fetch' },
  });
  const { items, answers } = (
    (await response.json()) as {
      Item: { items: { id: string }[]; answers: { item: string; value: number }[] };
    }
  ).Item;
  const held = new Map(answers.map((answer) => [answer.item, answer.value]));
  return items.map((item) => held.get(item.id));
}

/** How many answers the server holds of this browser's attempt. */
const heldAnswers = async (page: Page) =>
  (await storedAnswers(page)).filter((value) => value !== undefined).length;

/**
 * The phone's counter of the item shown ("문항 3 / 60"); the question's name says the same, for
 * screen readers, in an element of its own that comes after it.
 */
const itemCounter = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Answers the phone's current item with a number key and waits for the next one to show. */
async function answerByKey(page: Page, n: number, value: number, total: number) {
  await expect(itemCounter(page, `문항 ${n} / ${total}`)).toBeVisible();
  await page.keyboard.press(String(value));
  if (n < total) await expect(itemCounter(page, `문항 ${n + 1} / ${total}`)).toBeVisible();
}

/**
 * Answers the current item as a keyboard pupil exploring its options: Tab into them, the arrows
 * down past the one meant and back, then Space. The arrows only move the focus (decision 026): while
 * they do, nothing is chosen and the item stays; Space chooses, and the next item follows.
 */
async function answerByArrows(page: Page, n: number, value: number, total: number) {
  await expect(itemCounter(page, `문항 ${n} / ${total}`)).toBeVisible();
  await page.keyboard.press('Tab');
  const options = page.getByRole('radio');
  await expect(options.first()).toBeFocused();
  const count = await options.count();
  for (let at = 1; at < count; at += 1) await page.keyboard.press('ArrowDown');
  for (let at = count - 1; at > value - 1; at -= 1) await page.keyboard.press('ArrowUp');
  await expect(options.nth(value - 1)).toBeFocused();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(itemCounter(page, `문항 ${n} / ${total}`)).toBeVisible();
  await page.keyboard.press('Space');
  if (n < total) await expect(itemCounter(page, `문항 ${n + 1} / ${total}`)).toBeVisible();
}

/**
 * The phone loses its connection: the page's requests and its service worker's (Playwright's
 * offline mode does not reach a service worker, PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS in
 * playwright.config.ts lets the route reach them).
 */
const cutOff = (route: Route) => route.abort('internetdisconnected');
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', cutOff);
}
async function goOnline(context: BrowserContext) {
  await context.unroute('**', cutOff);
  await context.setOffline(false);
}

/** The yellow banner of a lost connection (its words are announced once, by a live region apart). */
const offlineBanner = (page: Page) =>
  page.locator('.mantine-Alert-root', { hasText: '인터넷 연결이 끊겼습니다' });

async function fillDetails(page: Page, who: { name: string; dob: string; gender: 'male' | 'female' }) {
  await page.getByRole('textbox', { name: ko.entry.name }).fill(who.name);
  await page.getByRole('radio', { name: ko.entry[who.gender] }).check();
  await page.getByRole('textbox', { name: ko.entry.dob }).fill(who.dob);
  await page.getByRole('textbox', { name: ko.entry.email }).fill('haneul@example.com');
  await page.getByRole('checkbox', { name: ko.entry.privacyAgree }).check();
}

test('ko on a phone an examinee enters with a code, answers through a lost connection, a reload without it and a closed tab without losing one, continues on a PC from the same item, and submits; the school follows it live', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  // the used code answers 409 (110); the lost connection fails the saves it retries
  consoleErrors.allow(/status of 409/);
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_/);
  const { orderSk, path, codes } = await openedClass(page, { type: 'putt_m', students: 3 });
  const baseURL = testInfo.project.use.baseURL;

  const phone = await browser.newContext({ baseURL, ...phoneSize });
  let exam = await phone.newPage();
  await exam.goto(path);
  await expect(exam.getByRole('heading', { name: ko.entry.codeTitle })).toBeVisible();
  await expect(exam.getByText('2학년 1반').first()).toBeVisible();
  await expectNoAxeViolations(exam);
  // typed in lower case with a dash, as a pupil may copy it
  await exam
    .getByRole('textbox', { name: ko.entry.code })
    .fill(`${codes[0]!.slice(0, 3).toLowerCase()}-${codes[0]!.slice(3)}`);
  await expect(exam.getByRole('textbox', { name: ko.entry.code })).toHaveValue(/^[A-Z0-9-]+$/);
  await exam.getByRole('button', { name: ko.entry.check }).click();
  await expect(exam.getByRole('heading', { name: ko.entry.infoTitle })).toBeVisible();
  await expect(exam.getByRole('textbox', { name: ko.entry.num })).toHaveValue('01');
  await exam.getByRole('button', { name: ko.entry.start }).click();
  await expect(exam.getByText(ko.entry.missing)).toBeVisible();
  await fillDetails(exam, { name: '정하늘', dob: '2011035', gender: 'female' });
  await exam.getByRole('button', { name: ko.entry.start }).click();
  await expect(exam.getByText(ko.v.dobDigits)).toBeVisible();
  // nothing typed was lost
  await expect(exam.getByRole('textbox', { name: ko.entry.name })).toHaveValue('정하늘');
  await exam.getByRole('textbox', { name: ko.entry.dob }).fill('20110305');
  await expectNoAxeViolations(exam);
  await exam.getByRole('button', { name: ko.entry.start }).click();

  await expect(exam.getByRole('heading', { name: ko.runner.instructionsTitle })).toBeVisible();
  await expect(exam.getByText(ko.runner.demo)).toBeVisible();
  await expectNoAxeViolations(exam);
  await exam.getByRole('button', { name: ko.runner.begin }).click();
  await expect(itemCounter(exam, '문항 1 / 160')).toBeVisible();
  await expectNoAxeViolations(exam);
  // the first item by touch, the next ones by their number keys
  await exam.getByRole('radio').nth(3).check();
  for (let n = 2; n <= 80; n += 1) await answerByKey(exam, n, (n % 5) + 1, 160);
  await expect.poll(() => heldAnswers(exam)).toBe(80);

  // the connection drops: five more answers wait on the phone, and the banner says so calmly
  await goOffline(phone);
  for (let n = 81; n <= 85; n += 1) await answerByKey(exam, n, 2, 160);
  await expect(offlineBanner(exam)).toContainText('5개');
  // reloaded without a connection: the page and the answers come from the phone itself
  await exam.reload();
  await exam.getByRole('button', { name: ko.runner.continue }).click();
  await expect(itemCounter(exam, '문항 86 / 160')).toBeVisible();
  await expect(exam.getByRole('radio', { checked: true })).toHaveCount(0);
  await exam.getByRole('button', { name: ko.runner.previous }).click();
  await expect(itemCounter(exam, '문항 85 / 160')).toBeVisible();
  await expect(exam.getByRole('radio', { checked: true })).toHaveAccessibleName(/^2번 /);
  await exam.getByRole('button', { name: ko.runner.next }).click();
  for (let n = 86; n <= 87; n += 1) await answerByKey(exam, n, 3, 160);
  await expect(offlineBanner(exam)).toContainText('7개');
  // the tab is closed before the connection returns
  await exam.close();
  await goOnline(phone);
  exam = await phone.newPage();
  await exam.goto(path);
  await expect(exam.getByRole('button', { name: ko.runner.continue })).toBeVisible();
  await expect.poll(() => heldAnswers(exam)).toBe(87);
  await exam.getByRole('button', { name: ko.runner.continue }).click();
  await expect(itemCounter(exam, '문항 88 / 160')).toBeVisible();

  // the school follows it live on the class page
  await page.goto(`/Mypage/Order/Org/Project/Detail/${orderSk}`);
  const codeRows = page.getByRole('region', { name: koOrg.classDetail.codes }).getByRole('row');
  await expect(codeRows.nth(1)).toContainText('응시 중 (87/160)');
  await expect(codeRows.nth(2)).toContainText(koOrg.classDetail.progressWaiting);
  await expect(page.getByText('제출 0명 · 응시 중 1명 · 응시 전 2명')).toBeVisible();

  // another device: the used code warns, then the same examinee continues from the same item
  const pc = await browser.newContext({ baseURL, ...desktopSize });
  const desk = await pc.newPage();
  await desk.goto(path);
  await desk.getByRole('textbox', { name: ko.entry.code }).fill(codes[0]!);
  await desk.getByRole('button', { name: ko.entry.check }).click();
  const warning = desk.getByRole('dialog', { name: ko.entry.usedTitle });
  await expect(warning).toContainText(ko.entry.usedAsk);
  await warning.getByRole('button', { name: ko.runner.continue }).click();
  await expect(desk.getByText(ko.entry.resumeIntro)).toBeVisible();
  await fillDetails(desk, { name: '정하늘', dob: '20110305', gender: 'female' });
  await desk.getByRole('button', { name: ko.entry.start }).click();
  await desk.getByRole('button', { name: ko.runner.continue }).click();
  await expect(desk.getByText('81–88 / 160')).toBeVisible();
  await expect(desk.locator('[data-item-text]:focus')).toContainText('88. ');
  await expectNoAxeViolations(desk);
  // the desktop shows a page of items: answer what is open, page by page
  for (;;) {
    const open = desk.locator('[role="radiogroup"]:not(:has([aria-checked="true"]))');
    const count = await open.count();
    for (let i = 0; i < count; i += 1) await open.first().getByRole('radio').nth(2).click();
    const review = desk.getByRole('button', { name: ko.runner.review });
    if (await review.isVisible()) break;
    await desk.getByRole('button', { name: ko.runner.next }).click();
  }
  await desk.getByRole('button', { name: ko.runner.review }).click();
  await expect(desk.getByText(ko.runner.allAnswered)).toBeVisible();
  await expectNoAxeViolations(desk);
  await desk.getByRole('button', { name: ko.runner.submit }).click();
  await desk.getByRole('dialog').getByRole('button', { name: ko.runner.submit }).click();
  await expect(desk.getByRole('heading', { name: ko.runner.completeTitle })).toBeVisible();
  await expectNoAxeViolations(desk);
  expect(await heldAnswers(desk)).toBe(160);
  await page.reload();
  await expect(codeRows.nth(1)).toContainText(koOrg.classDetail.progressSubmitted);
  await expect(page.getByText('제출 1명 · 응시 중 0명 · 응시 전 2명')).toBeVisible();
  await pc.close();
  await phone.close();
});

test('ko a pupil under 14 takes a whole test with the keyboard only at 200 % zoom, entering a class whose guardians consented', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { path, codes } = await openedClass(page, { type: 'tocc_h', students: 2, under14: true });
  // a 1280 × 900 window zoomed to 200 % (WCAG 1.4.4, 1.4.10): half the CSS pixels, twice as dense
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...zoomed200 });
  const exam = await context.newPage();
  await exam.goto(path);
  await expectNoSidewaysScroll(exam, 'the entry at 200 %');
  const code = exam.getByRole('textbox', { name: ko.entry.code });
  await tabTo(exam, code);
  await exam.keyboard.type(codes[1]!.toLowerCase());
  await exam.keyboard.press('Enter');
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.name }));
  await exam.keyboard.type('한별');
  await tabTo(exam, exam.getByRole('radio', { name: ko.entry.male }));
  await exam.keyboard.press('Space');
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.dob }));
  await exam.keyboard.type('20130505');
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.email }));
  await exam.keyboard.type('parent@example.com');
  await tabTo(exam, exam.getByRole('checkbox', { name: ko.entry.privacyAgree }));
  await exam.keyboard.press('Space');
  await tabTo(exam, exam.getByRole('button', { name: ko.entry.start }));
  await exam.keyboard.press('Enter');

  await expectNoSidewaysScroll(exam, 'the instructions at 200 %');
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.begin }));
  await exam.keyboard.press('Enter');
  for (let n = 1; n <= 80; n += 1) {
    if (n % 20 === 1) {
      // the item in focus and every choice of it are in view, and nothing runs off sideways
      await expect(exam.locator('[data-item-text]:focus')).toBeInViewport();
      for (const option of await exam.getByRole('radio').all()) await expect(option).toBeInViewport();
      await expectNoSidewaysScroll(exam, `item ${n} at 200 %`);
    }
    // every tenth item by the arrows and Space, the others by their number keys
    if (n % 10 === 5) await answerByArrows(exam, n, ((n * 3) % 5) + 1, 80);
    else await answerByKey(exam, n, ((n * 3) % 5) + 1, 80);
  }
  await expect(exam.getByText(ko.runner.allAnswered)).toBeVisible();
  await expectNoSidewaysScroll(exam, 'the review at 200 %');
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.submit }));
  await exam.keyboard.press('Enter');
  const confirm = exam.getByRole('dialog').getByRole('button', { name: ko.runner.submit });
  await tabTo(exam, confirm);
  await exam.keyboard.press('Enter');
  await expect(exam.getByRole('heading', { name: ko.runner.completeTitle })).toBeFocused();
  await expectNoAxeViolations(exam);
  // the server holds exactly the answers chosen: exploring with the arrows left none behind
  expect(await storedAnswers(exam)).toEqual(Array.from({ length: 80 }, (_, i) => (((i + 1) * 3) % 5) + 1));
  await context.close();
});
