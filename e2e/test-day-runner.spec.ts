import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { seoulToday } from '@putt/contract/dates';
import type { Locator, Page } from '@playwright/test';
import { call } from './support/api';
import { attemptOf, keyOf, storedAnswers } from './support/attempts';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';
import { openedClass, openedTest } from './support/survey';

/**
 * What a school's test day found in the runner (issue 40, decision 026): arrows that answered,
 * focus left on the page body, a screen reader told of every save, a clock that ran during the
 * instructions and an extension that gave less than it said, a phone's item screens crowded by the
 * test's details, and an unknown link with nothing but 다시 시도.
 */
const ko = koSurvey;
const desktop = { viewport: { width: 1366, height: 900 }, locale: 'ko-KR' };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ko-KR' };
/** Saves answers to the items at these places through the API, as another device of the examinee. */
async function saveByApi(page: Page, path: string, places: number[], value: (i: number) => number) {
  const { items } = await attemptOf(page, path);
  const answers = places.map((i) => ({ item: items[i]!.id, value: value(i), seq: i + 1, ms: 2600 }));
  for (let at = 0; at < answers.length; at += 50) {
    await call(page.request, 'saveAnswers', {
      SK: keyOf(path),
      device: 'e2e-other-device',
      answers: answers.slice(at, at + 50),
    });
  }
}

/** The item's radio group, by the place its name starts with ("문항 3 / 160 …"). */
const itemGroup = (page: Page, n: number, total: number) =>
  page.getByRole('radiogroup', { name: new RegExp(`^문항 ${n} / ${total} `) });

/**
 * Explores the item's options with the arrows from the one in focus (the first: none chosen yet),
 * down to the last and back up to the one meant, checking that nothing was chosen on the way, then
 * chooses it with Space.
 */
async function chooseByArrows(page: Page, group: Locator, value: number) {
  const options = group.getByRole('radio');
  await expect(options.first()).toBeFocused();
  const count = await options.count();
  for (let at = 1; at < count; at += 1) await page.keyboard.press('ArrowDown');
  // past the last, the focus wraps to the first, and back
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  for (let at = count - 1; at > value - 1; at -= 1) await page.keyboard.press('ArrowUp');
  await expect(options.nth(value - 1)).toBeFocused();
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(options.nth(value - 1)).toBeChecked();
}

test('ko a keyboard pupil at 1366 px explores options with the arrows and answers ten items with Space; the server holds exactly those; focus lands on every step; saves are not announced', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  // the closed class refuses the second pupil's answer (409)
  consoleErrors.allow(/status of 409/);
  const { path, codes, classSk } = await openedClass(page, { type: 'putt_m', students: 2 });
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...desktop });
  const exam = await context.newPage();
  await exam.goto(path);

  // code step → details step: the new step's heading has the focus
  // past the site's header and menu at 1366 px
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.code }), 80);
  await exam.keyboard.type(codes[0]!);
  await exam.keyboard.press('Enter');
  await expect(exam.getByRole('heading', { name: ko.entry.infoTitle })).toBeFocused();
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.name }));
  await exam.keyboard.type('정하늘');
  // the gender's radio buttons are one Tab stop, on the first
  await tabTo(exam, exam.getByRole('radio', { name: ko.entry.male }));
  await exam.keyboard.press('Space');
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.dob }));
  await exam.keyboard.type('20110305');
  await tabTo(exam, exam.getByRole('textbox', { name: ko.entry.email }));
  await exam.keyboard.type('haneul@example.com');
  await tabTo(exam, exam.getByRole('checkbox', { name: ko.entry.privacyAgree }));
  await exam.keyboard.press('Space');
  await tabTo(exam, exam.getByRole('button', { name: ko.entry.start }));
  await exam.keyboard.press('Enter');

  // details step → instructions: its heading; a computer's screen shows the keyboard hint
  await expect(exam.getByRole('heading', { name: ko.runner.instructionsTitle })).toBeFocused();
  await expect(exam.getByText(ko.runner.keyboardHint)).toBeVisible();
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.begin }));
  await exam.keyboard.press('Enter');

  // instructions → items: the first item's question, its name saying where it is
  await expect(exam.locator('[data-item-text]:focus')).toContainText('1. ');
  await expect(itemGroup(exam, 1, 160)).toBeVisible();
  await expect(itemGroup(exam, 1, 160).getByRole('radio').first()).toHaveAccessibleName(/^1번 /);
  await expect(itemGroup(exam, 1, 160).getByRole('radio').nth(4)).toHaveAccessibleName(/^5번 /);
  await expectNoAxeViolations(exam);

  const chosen = [2, 4, 1, 5, 3, 3, 2, 5, 1, 4];
  // into the first item's options from its question: ↓ (Tab goes there too)
  await exam.keyboard.press('ArrowDown');
  for (let i = 0; i < 8; i += 1) {
    await chooseByArrows(exam, itemGroup(exam, i + 1, 160), chosen[i]!);
    // a choice moves on to the next item's options on the page; the last stays
    if (i < 7)
      await expect(
        itemGroup(exam, i + 2, 160)
          .getByRole('radio')
          .first(),
      ).toBeFocused();
  }
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.next }));
  await exam.keyboard.press('Enter');
  await expect(exam.locator('[data-item-text]:focus')).toContainText('9. ');
  await exam.keyboard.press('Tab');
  for (let i = 8; i < 10; i += 1) await chooseByArrows(exam, itemGroup(exam, i + 1, 160), chosen[i]!);

  // the server holds exactly the ten answers chosen, and no other
  await expect
    .poll(async () => (await storedAnswers(exam, path)).filter((value) => value !== undefined).length)
    .toBe(10);
  expect((await storedAnswers(exam, path)).slice(0, 10)).toEqual(chosen);
  // a screen reader was told of no save: the quiet line is no live region
  await expect(exam.getByText(ko.sync.saved)).toBeVisible();
  await expect(exam.getByRole('status').filter({ hasText: ko.sync.saved })).toHaveCount(0);
  await expect(exam.getByRole('status').filter({ hasText: ko.sync.saving })).toHaveCount(0);

  // the rest answered on another device; this one reloads and goes on to the review and submit
  await saveByApi(
    exam,
    path,
    Array.from({ length: 150 }, (_, i) => i + 10),
    (i) => (i % 5) + 1,
  );
  await exam.reload();
  await expect(exam.getByRole('button', { name: ko.runner.continue })).toBeVisible();
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.continue }));
  await exam.keyboard.press('Enter');
  await expect(exam.locator('[data-item-text]:focus')).toContainText('160. ');
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.review }));
  await exam.keyboard.press('Enter');
  // items → review: its heading
  await expect(exam.getByRole('heading', { name: ko.runner.reviewTitle })).toBeFocused();
  await expect(exam.getByText(ko.runner.allAnswered)).toBeVisible();
  await tabTo(exam, exam.getByRole('button', { name: ko.runner.submit }));
  await exam.keyboard.press('Enter');
  const confirm = exam.getByRole('dialog').getByRole('button', { name: ko.runner.submit });
  await tabTo(exam, confirm);
  await exam.keyboard.press('Enter');
  // review → complete: the result's heading, not the page body
  await expect(exam.getByRole('heading', { name: ko.runner.completeTitle })).toBeFocused();
  await expect(exam.getByText(ko.runner.complete)).toBeVisible();
  await expectNoAxeViolations(exam);
  expect((await storedAnswers(exam, path)).slice(0, 10)).toEqual(chosen);

  // the second pupil is answering when the school closes the class: the message takes the focus
  const second = await context.newPage();
  await context.clearCookies();
  await second.goto(path);
  await second.getByRole('textbox', { name: ko.entry.code }).fill(codes[1]!);
  await second.getByRole('button', { name: ko.entry.check }).click();
  await second.getByRole('textbox', { name: ko.entry.name }).fill('한별');
  await second.getByRole('radio', { name: ko.entry.male }).check();
  await second.getByRole('textbox', { name: ko.entry.dob }).fill('20110505');
  await second.getByRole('textbox', { name: ko.entry.email }).fill('byul@example.com');
  await second.getByRole('checkbox', { name: ko.entry.privacyAgree }).check();
  await second.getByRole('button', { name: ko.entry.start }).click();
  await second.getByRole('button', { name: ko.runner.begin }).click();
  await expect(second.locator('[data-item-text]:focus')).toContainText('1. ');
  await call(page.request, 'closeOneProject', { SK: classSk });
  await second.keyboard.press('3');
  await expect(second.getByRole('alert').filter({ hasText: ko.runner.closed })).toBeFocused();
  await expectNoAxeViolations(second);
  await context.close();
});

test("ko on a phone, a parent's order: the entry's birth-date example is the hint's; item screens show the test's name only, no details and no keyboard hint; the done screen says where results go", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await loginAs(page, 'individual');
  const { order, path, code } = await openedTest(page, 'parent-runner@example.com');
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...phone });
  const exam = await context.newPage();
  await exam.goto(path);
  // a parent's own order has no class: no 학급 row repeating the test's name
  await expect(exam.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(exam.getByText(ko.facts.class, { exact: true })).toHaveCount(0);
  await exam.getByRole('textbox', { name: ko.entry.code }).fill(code);
  await exam.getByRole('button', { name: ko.entry.check }).click();
  await expect(exam.getByRole('heading', { name: ko.entry.infoTitle })).toBeFocused();

  // a wrong birth date: the field shows what was typed and no grey example; the hint has the example
  const year = Number(seoulToday().slice(0, 4)) - 7;
  const dob = exam.getByRole('textbox', { name: ko.entry.dob });
  expect(await dob.getAttribute('placeholder')).toBeNull();
  await expect(exam.getByText(ko.entry.dobHint.replace('{{example}}', `${year}0101`))).toBeVisible();
  await exam.getByRole('checkbox', { name: ko.entry.confirmSelf }).check();
  await dob.fill('2015');
  await exam.getByRole('textbox', { name: ko.entry.email }).fill('kid-runner@example.com');
  await exam.getByRole('checkbox', { name: ko.entry.privacyAgree }).check();
  await exam.getByRole('button', { name: ko.entry.start }).click();
  await expect(exam.getByText(ko.v.dobDigits)).toBeVisible();
  await expect(dob).toHaveAccessibleDescription(new RegExp(`${year}0101`));
  await exam.screenshot({ path: testInfo.outputPath('phone-entry-error.png'), fullPage: true });
  await expectNoAxeViolations(exam);
  await dob.fill(order.examinee.dob);
  await exam.getByRole('button', { name: ko.entry.start }).click();

  // the instructions still name the test in full; the keyboard hint is for computers only
  await expect(exam.getByRole('heading', { name: ko.runner.instructionsTitle })).toBeFocused();
  await expect(exam.getByText(ko.runner.keyboardHint)).toHaveCount(0);
  await exam.getByRole('button', { name: ko.runner.begin }).click();
  const counter = exam.getByText(/^문항 1 \/ \d+$/).first();
  await expect(counter).toBeVisible();
  const total = Number((await counter.textContent())!.split('/ ')[1]);
  // the item screen: the test's name as the page's heading, then the question near the top
  await expect(exam.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(exam.locator('dl')).toHaveCount(0);
  await expect(exam.getByText(ko.runner.keyboardHint)).toHaveCount(0);
  await exam.screenshot({ path: testInfo.outputPath('phone-item.png') });
  // from the test's name to the question: the pupil's name, the save line and the count, no more
  const title = await exam.getByRole('heading', { level: 1 }).boundingBox();
  const question = await exam.locator('[data-item-text]').boundingBox();
  expect(question!.y - (title!.y + title!.height)).toBeLessThan(160);
  await expectNoSidewaysScroll(exam, 'an item on a phone');
  await expectNoAxeViolations(exam);

  // a touch answers and moves on, after a moment long enough to see the choice
  await itemGroup(exam, 1, total).getByRole('radio').nth(3).click();
  await expect(itemGroup(exam, 1, total).getByRole('radio').nth(3)).toBeChecked();
  await expect(exam.getByText(`문항 2 / ${total}`, { exact: true }).first()).toBeVisible();

  // the others answered on another device; the last by touch here, then the review and submit
  await saveByApi(
    exam,
    path,
    Array.from({ length: total - 2 }, (_, i) => i + 1),
    (i) => (i % 4) + 1,
  );
  await exam.reload();
  await exam.getByRole('button', { name: ko.runner.continue }).click();
  await expect(exam.getByText(`문항 ${total} / ${total}`, { exact: true }).first()).toBeVisible();
  await itemGroup(exam, total, total).getByRole('radio').first().click();
  await expect(exam.getByRole('heading', { name: ko.runner.reviewTitle })).toBeFocused();
  await exam.getByRole('button', { name: ko.runner.submit }).click();
  await exam.getByRole('dialog').getByRole('button', { name: ko.runner.submit }).click();
  await expect(exam.getByRole('heading', { name: ko.runner.completeTitle })).toBeFocused();
  // a parent's order: the results come by e-mail to the one who ordered, not through an organisation
  await expect(exam.getByText(ko.runner.complete_individual)).toBeVisible();
  await expect(exam.getByText(/기관을 통해/)).toHaveCount(0);
  await expectNoSidewaysScroll(exam, 'the done screen on a phone');
  await expectNoAxeViolations(exam);
  await context.close();
});

test('ko an unknown survey link says it is not valid and whom to ask, with no retry, on a phone too', async ({
  browser,
  consoleErrors,
}, testInfo) => {
  // the link names no test: getSurveyInfo answers 404
  consoleErrors.allow(/status of 404/);
  for (const size of [desktop, phone]) {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...size });
    const exam = await context.newPage();
    await exam.goto('/Survey/no-such-test-link-0000');
    await expect(exam.getByRole('heading', { level: 1, name: ko.load.unknownTitle })).toBeVisible();
    await expect(exam.getByRole('alert')).toHaveText(ko.load.unknownDetail);
    await expect(exam.getByRole('button', { name: ko.load.retry })).toHaveCount(0);
    await expectNoSidewaysScroll(exam, 'the unknown link');
    await expectNoAxeViolations(exam);
    await exam.screenshot({ path: testInfo.outputPath(`unknown-link-${size.viewport.width}.png`) });
    await context.close();
  }
});
