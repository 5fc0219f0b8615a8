import { readFile } from 'node:fs/promises';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import type { Browser, Page } from '@playwright/test';
import { orgApplication } from '../apps/server/src/testing/orders.js';
import koOrg from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import koReports from '../apps/web/src/features/reports/i18n/ko.json' with { type: 'json' };
import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { call } from './support/api';
import { tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';
import { reportLinkPathIn } from './support/mail';
import { signInStaff } from './support/staff';
import { classCodes } from './support/survey';
import { smallTargets } from './support/touch-targets';

/**
 * What a school's test day found (issue 40, items 11-14; decision 028): the school chooses at
 * registration that pupils receive their own report link; two pupils who share a name and a
 * birth date each enter with their own address, each receive their link and download their own
 * report, each keep a counselling place; a wrong birth date marks the pair, and too many tries
 * say how long to wait, in one message that leaves the button free.
 */

/** A name no other run's pupils have, so the counselling list shows just this run's pair. */
const uniqueName = () =>
  `동명${'가나다라마바사아자차카타파하'[Math.floor(Math.random() * 14)]!}${Date.now() % 1000}`;

/** The demo school's approved order of two PUTT places and two counselling places. */
async function approvedOrder(page: Page): Promise<string> {
  await loginAs(page, 'orgAdmin');
  const quoted = await call(
    page.request,
    'requestOrgQuotation',
    orgApplication((a) => {
      a.products = [
        { prod_id: 'putt_m', quantity: 2, unit_price: 5_500, notes: '' },
        { prod_id: 'coach_putt_m', quantity: 2, unit_price: 50_000, notes: '' },
      ];
      a.totalPrice = 2 * 5_500 + 2 * 50_000;
    }),
  );
  const SK = (quoted.Item as { SK: string }).SK;
  await signInStaff(page);
  await call(page.request, 'adminApproveOrder', { SK });
  return SK;
}

/** A pupil enters on a phone with the code, as typed on the slip, and their own address. */
async function pupilEnters(
  browser: Browser,
  baseURL: string,
  path: string,
  pupil: { code: string; name: string; dob: string; email: string },
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const exam = await context.newPage();
  await exam.goto(path);
  await exam.getByRole('textbox', { name: koSurvey.entry.code }).fill(pupil.code);
  await exam.getByRole('button', { name: koSurvey.entry.check }).click();
  await exam.getByRole('textbox', { name: koSurvey.entry.name }).fill(pupil.name);
  await exam.getByRole('radio', { name: koSurvey.entry.female }).check();
  await exam.getByRole('textbox', { name: koSurvey.entry.dob }).fill(pupil.dob);
  const email = exam.getByRole('textbox', { name: koSurvey.entry.email });
  // the school chose to send the links: the field says the results come to it
  await expect(email).toHaveAccessibleDescription(koSurvey.entry.emailHint);
  await email.fill(pupil.email);
  await exam.getByRole('checkbox', { name: koSurvey.entry.privacyAgree }).check();
  await exam.getByRole('button', { name: koSurvey.entry.start }).click();
  await expect(exam.getByRole('heading', { name: koSurvey.runner.instructionsTitle })).toBeVisible();
  const SK = decodeURIComponent(path.split('/').pop()!);
  const attempt = await call(exam.request, 'getAttempt', { SK });
  const items = (attempt.Item as { items: { id: string }[] }).items.map((item) => item.id);
  const answers = items.map((item, i) => ({ item, value: ((i * 7) % 5) + 1, seq: i + 1, ms: 2600 }));
  for (let at = 0; at < answers.length; at += 50) {
    await call(exam.request, 'saveAnswers', { SK, device: 'e2e-pupil', answers: answers.slice(at, at + 50) });
  }
  await call(exam.request, 'submitAttempt', { SK });
  await context.close();
}

test('ko a school sends its pupils their report links: two pupils of one name and birth date each receive and use their own, each keep a counselling place; a wrong birth date marks the pair and too many tries say the wait', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(240_000);
  // wrong birth dates answer 404 and the held-back tries 429 (the download service refuses them)
  consoleErrors.allow(/status of 404/);
  consoleErrors.allow(/status of 429/);
  const baseURL = testInfo.project.use.baseURL!;
  const SK = await approvedOrder(page);

  // The school registers its class on a phone and chooses 14 days for the pupils' links, by keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Mypage/Order/Org/Project/${SK}`);
  const main = page.getByRole('main');
  const group = main.getByRole('group', { name: '1번째 학급' });
  await group.getByLabel(koOrg.project.name).fill('2학년 3반');
  await group.getByLabel(koOrg.project.grade).fill('2');
  await group.getByLabel(koOrg.project.classNum).fill('3');
  await group.getByLabel(koOrg.project.studentCount).fill('2');
  await group.getByLabel(koOrg.project.start).fill(formatYmd(seoulToday()));
  await group.getByLabel(koOrg.project.end).fill(formatYmd(addDays(seoulToday(), 7)));
  const choice = main.getByRole('combobox', { name: koOrg.project.pupilReports.label });
  await expect(choice).toHaveValue('30');
  await expect(main.getByRole('region', { name: koOrg.project.pupilReports.title })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the class registration');
  expect((await smallTargets(page)).filter((target) => target.what.includes('select'))).toEqual([]);
  await expectNoAxeViolations(page);
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('pupil-report-choice.png') });
  await tabTo(page, choice, 80);
  await choice.selectOption('14');
  await expect(choice).toHaveValue('14');
  await main.getByRole('button', { name: koOrg.project.complete }).click();
  await expect(page.getByText(koOrg.project.completed)).toBeVisible();

  // The class opens; its slips hold the codes.
  const listed = await call(page.request, 'getOrderProjectsContainsExamninees', { SK });
  const classSk = (listed.Item as { projects: { SK: string }[] }).projects[0]!.SK;
  await call(page.request, 'openOneProject', { SK: classSk });
  const { path, codes } = await classCodes(page, classSk);

  // Two pupils who share a name and a birth date, each with their own address.
  const name = uniqueName();
  const dob = '20110917';
  const stamp = Date.now();
  const pupils = [0, 1].map((at) => ({
    code: codes[at]!,
    name,
    dob,
    email: `pupil${at}-${stamp}@example.com`,
  }));
  for (const pupil of pupils) await pupilEnters(browser, baseURL, path, pupil);
  await call(page.request, 'requestProjectReportGeneration', { SK: classSk });

  // Each pupil's own address receives their own link; each downloads their report on a phone.
  const links = [await reportLinkPathIn(pupils[0]!.email), await reportLinkPathIn(pupils[1]!.email)];
  expect(links[0]).not.toBe(links[1]);
  const readerContext = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const reader = await readerContext.newPage();
  for (const link of links) {
    await reader.goto(link);
    await reader.getByRole('textbox', { name: koReports.name }).fill(name);
    await reader.getByRole('textbox', { name: koReports.birthday }).fill(dob);
    const downloading = reader.waitForEvent('download');
    await reader.getByRole('button', { name: koReports.submit }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${name}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(reader.locator('form').getByRole('status')).toHaveText(koReports.started);
  }

  // A wrong birth date marks the name and the birth date together, by keyboard alone.
  const form = reader.locator('form');
  const nameField = reader.getByRole('textbox', { name: koReports.name });
  const birthday = reader.getByRole('textbox', { name: koReports.birthday });
  await birthday.fill('20000101');
  await birthday.press('Enter');
  await expect(form.getByRole('alert')).toHaveText(`${koReports.failed}: ${koReports.v.noMatch}`);
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(birthday).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(reader);
  await reader.screenshot({ path: testInfo.outputPath('wrong-birth-date.png'), fullPage: true });

  // Tries a second apart give one message, never a stack over the button; after ten the wait is said.
  const submit = reader.getByRole('button', { name: koReports.submit });
  for (let at = 0; at < 10; at += 1) {
    await submit.click();
    await expect(form.getByRole('alert')).toHaveCount(1);
  }
  await expect(form.getByRole('alert')).toHaveText(
    new RegExp(`${koReports.failed}: 요청이 너무 많습니다\\. (9|10)분 후에 다시 시도해 주세요\\.`),
  );
  const alertBox = (await form.getByRole('alert').boundingBox())!;
  const buttonBox = (await submit.boundingBox())!;
  expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(buttonBox.y);
  await expect(submit).toBeVisible();
  await expectNoSidewaysScroll(reader, 'the report download');
  await expectNoAxeViolations(reader);
  await reader.screenshot({ path: testInfo.outputPath('too-many-tries.png'), fullPage: true });
  await readerContext.close();

  // Both pupils keep their counselling place: the school sees two sessions of that name, numbered
  // so that each card has its own name (decision 034).
  await page.goto('/Mypage/Counselling');
  await expect(main.getByRole('region', { name: `${name} · 상담 1`, exact: true })).toHaveCount(1);
  await expect(main.getByRole('region', { name: `${name} · 상담 2`, exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
