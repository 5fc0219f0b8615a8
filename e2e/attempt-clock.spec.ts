import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { demoBanks } from '../apps/server/src/instruments/demo/demo-banks.js';
import { call } from './support/api';
import { attemptOf, storedAnswers } from './support/attempts';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { openedTest } from './support/survey';

/**
 * The attempt's clock on a test day (issue 40, item 4; decision 026): it runs from the first item,
 * not from the code, and an extension after the time is up gives its full minutes. It waits on the
 * server's own clock for over three minutes, so it runs in a Playwright project of its own on a
 * third worker (playwright.config.ts), beside the two that run every other journey.
 */
const ko = koSurvey;
const desktop = { viewport: { width: 1366, height: 900 }, locale: 'ko-KR' };

test('ko the time limit runs from the first item, survives a reload, and at time-up one alert says it; an extension after it leaves its full ten minutes', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  // a limit of two minutes (a bank may set one; two leave a slow reload time to show the clock
  // before it runs out), and answers count a minute past it: this test waits for both on the
  // server's own clock, which no browser setting moves
  test.setTimeout(300_000);
  // the answer after the time is up is refused (409)
  consoleErrors.allow(/status of 409/);
  await loginAs(page, 'individual');
  const { SK: orderSk, order } = await openedTest(page, 'parent-timed@example.com');
  // the order's second test (TOCC, child), whose form no other journey uses, on a timed bank
  const demo = demoBanks().find((bank) => bank.instrument === 'tocc_e')!;
  const install = (timeLimitMinutes: number | null) =>
    call(page.request, 'adminImportItemBank', {
      file: {
        name: `tocc_e-${timeLimitMinutes ?? 'untimed'}.json`,
        base64: Buffer.from(JSON.stringify({ ...demo, timeLimitMinutes })).toString('base64'),
      },
    });
  expect((await install(2)).ok).toBe(true);
  try {
    const projects = (
      (await call(page.request, 'getOrderProjectsContainsExamninees', { SK: orderSk })).Item as {
        projects: { SK: string; type: string }[];
      }
    ).projects;
    const tocc = projects.find((project) => project.type === 'tocc_e')!;
    await call(page.request, 'openOneProject', { SK: tocc.SK });
    const opened = (
      (await call(page.request, 'getOrderProjectsContainsExamninees', { SK: orderSk })).Item as {
        projects: { SK: string; responder_uri: string; codes: { code: string }[] }[];
      }
    ).projects.find((project) => project.SK === tocc.SK)!;
    const path = new URL(opened.responder_uri).pathname;

    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, ...desktop });
    const exam = await context.newPage();
    await exam.goto(path);
    await exam.getByRole('textbox', { name: ko.entry.code }).fill(opened.codes[0]!.code);
    await exam.getByRole('button', { name: ko.entry.check }).click();
    await exam.getByRole('checkbox', { name: ko.entry.confirmSelf }).check();
    await exam.getByRole('textbox', { name: ko.entry.dob }).fill(order.examinee.dob);
    await exam.getByRole('textbox', { name: ko.entry.email }).fill('kid-timed@example.com');
    await exam.getByRole('checkbox', { name: ko.entry.privacyAgree }).check();
    await exam.getByRole('button', { name: ko.entry.start }).click();

    // reading the instructions costs no time: no clock yet, on the page or on the server
    await expect(exam.getByRole('heading', { name: ko.runner.instructionsTitle })).toBeVisible();
    await expect(exam.getByText(/남은 시간/)).toHaveCount(0);
    expect((await attemptOf(exam, path)).time.started_at).toBeNull();
    await exam.getByRole('button', { name: ko.runner.begin }).click();
    // two minutes are within the warning's: the clock shows as the warning from the start
    await expect(exam.getByText(ko.time.warning.replace('{{minutes}}', '2'))).toBeVisible();
    await expect.poll(async () => (await attemptOf(exam, path)).time.started_at).not.toBeNull();
    const { started_at } = (await attemptOf(exam, path)).time;
    await exam.keyboard.press('2');

    // a reload keeps the start the server recorded
    await exam.reload();
    await exam.getByRole('button', { name: ko.runner.continue }).click();
    expect((await attemptOf(exam, path)).time.started_at).toBe(started_at);
    await expect(exam.getByText(/^남은 시간이 [12]분입니다/)).toBeVisible();

    // past the limit and its minute of grace: the next answer is refused
    const { now } = (await attemptOf(exam, path)).time;
    await exam.waitForTimeout(started_at! + 3 * 60_000 + 3000 - now);
    await exam.keyboard.press('4');
    const timeUp = exam.getByRole('alert').filter({ hasText: ko.time.up });
    await expect(timeUp).toBeVisible();
    // one red alert says it all: the time, and the answer it did not save; the count leaves it out
    await expect(exam.getByRole('alert')).toHaveCount(1);
    await expect(timeUp).toContainText(ko.time.unsaved.replace('{{count}}', '1'));
    await expect(exam.getByText(/^1 \/ \d+ 응답$/)).toBeVisible();
    await exam.screenshot({ path: testInfo.outputPath('time-up.png') });
    await expectNoAxeViolations(exam);

    // the extension gives what it says, from now: ten minutes left, and the waiting answer saved
    await exam.getByRole('button', { name: ko.time.extend.replace('{{minutes}}', '10') }).click();
    await expect(exam.getByText('시간을 10분 연장했습니다. 남은 시간은 10분입니다.')).toBeVisible();
    await expect(exam.getByText('남은 시간 10분')).toBeVisible();
    await expect(exam.getByRole('alert').filter({ hasText: ko.time.up })).toHaveCount(0);
    await expect(exam.getByText(/^2 \/ \d+ 응답$/)).toBeVisible();
    await expect
      .poll(async () => (await storedAnswers(exam, path)).filter((value) => value !== undefined).length)
      .toBe(2);
    await context.close();
  } finally {
    // the form's next entries are untimed again
    expect((await install(null)).ok).toBe(true);
  }
});
