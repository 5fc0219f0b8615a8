import { readFile } from 'node:fs/promises';
import { addDays, seoulToday } from '@putt/contract/dates';
import { formatChange, formatDate } from '@putt/contract/format';
import type { Page } from '@playwright/test';
import type { TInstrumentResults } from '@putt/contract/school-results';
import ExcelJS from 'exceljs';
import { orgApplication } from '../apps/server/src/testing/orders.js';
import enResults from '../apps/web/src/features/school-results/i18n/en.json' with { type: 'json' };
import koResults from '../apps/web/src/features/school-results/i18n/ko.json' with { type: 'json' };
import koOrg from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import { call } from './support/api';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/layout';
import { signInStaff } from './support/staff';
import { classCodes, takeTestByApi } from './support/survey';
import { smallTargets } from './support/touch-targets';

/**
 * A school's results online (issue 46, decision 045): the school's administrator opens the results
 * of an order of two classes, sorts the pupils by an area with the keyboard, takes the Excel
 * workbook and reads it back, and prints; another school finds nothing there. A pupil tested again
 * in a later order shows both results.
 */

type SchoolClass = { name: string; grade: number; class: number; students: number };
const CLASSES: SchoolClass[] = [
  { name: '3학년 1반', grade: 3, class: 1, students: 6 },
  { name: '3학년 2반', grade: 3, class: 2, students: 3 },
];
const DOB = '20120304';

/**
 * The demo middle school's order of PUTT classes, opened today, every pupil's test taken; the kth
 * pupil is `nameOf(k)`.
 */
async function testedOrder(
  page: Page,
  baseURL: string,
  classes: SchoolClass[],
  nameOf: (k: number) => string,
): Promise<string> {
  // signed in as nobody: the staff's sign-in below starts from its form
  await page.context().clearCookies();
  await loginAs(page, 'orgAdmin');
  const students = classes.reduce((sum, each) => sum + each.students, 0);
  const quoted = await call(
    page.request,
    'requestOrgQuotation',
    orgApplication((a) => {
      a.products = [{ prod_id: 'putt_m', quantity: students, unit_price: 5_500, notes: '' }];
      a.totalPrice = 5_500 * students;
    }),
  );
  const SK = (quoted.Item as { SK: string }).SK;
  await signInStaff(page);
  await call(page.request, 'adminApproveOrder', { SK });
  const today = seoulToday();
  await call(page.request, 'changeOrderStatus', {
    status: 'ready',
    type: 'organisation',
    data: {
      SK,
      products: [
        {
          prod_id: 'putt_m',
          projects: classes.map((each) => ({
            name: each.name,
            grade: each.grade,
            class: each.class,
            email: 'homeroom@example.com',
            start_target_date: today,
            end_target_date: addDays(today, 7),
            student_count: each.students,
          })),
        },
      ],
    },
  });
  const listed = await call(page.request, 'getOrderProjectsContainsExamninees', { SK });
  const projects = (listed.Item as { projects: { SK: string }[] }).projects;
  let pupil = 0;
  for (const project of projects) {
    await call(page.request, 'openOneProject', { SK: project.SK });
    const { path, codes } = await classCodes(page, project.SK);
    const surveyKey = decodeURIComponent(path.split('/').pop()!);
    for (const [at, code] of codes.entries()) {
      pupil += 1;
      const k = pupil;
      await takeTestByApi(
        baseURL,
        surveyKey,
        { name: nameOf(k), dob: DOB, gender: k % 2 ? 'f' : 'm', num: at + 1, authCode: code },
        // each pupil a profile of their own: answers that climb and fall at their own pace
        (i) => ((i * 7 + Math.floor(i / (k + 1)) * k) % 5) + 1,
      );
    }
  }
  return SK;
}

/** The order's results as the server gives them, once every pupil's answers are scored. */
async function scoredResults(page: Page, SK: string, pupils: number): Promise<TInstrumentResults> {
  let results: TInstrumentResults | undefined;
  await expect(async () => {
    const answer = await call(page.request, 'getSchoolResults', { scope: 'order', SK });
    results = (answer.Item as { instruments: TInstrumentResults[] }).instruments[0];
    const scored = results?.pupils.filter((p) => p.state === 'released' || p.state === 'held').length;
    expect(scored).toBe(pupils);
  }).toPass({ timeout: 60_000 });
  return results!;
}

test('ko a school administrator opens an order’s results, sorts the pupils by an area by keyboard, exports Excel that holds every pupil’s scores and no formula, and prints; another school finds nothing', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const SK = await testedOrder(page, baseURL, CLASSES, (k) => `결과학생${k}`);
  await loginAs(page, 'orgAdmin');
  const results = await scoredResults(page, SK, 9);

  // from the order's page, the way to its results
  await page.goto(`/Mypage/Order/Org/Detail/${SK}`);
  await page.getByRole('link', { name: koOrg.detail.classes.results }).click();
  await expect(page).toHaveURL(new RegExp(`/Mypage/Order/Org/Results\\?order=${SK}$`));
  const main = page.getByRole('main');
  await expect(main.getByText(/주문의 학급 2개/)).toBeVisible();

  // the class means side by side: the class of three shows no mean, and says why
  const means = main.getByRole('region', { name: koResults.means.title });
  const language = means
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '언어', exact: true }) });
  const ownMean = results.classes[0]!.summary.find((unit) => unit.id === 'linguistic')!.mean!;
  await expect(language.getByRole('cell').nth(0)).toHaveText(ownMean.toFixed(1));
  await expect(language.getByRole('cell').nth(1)).toHaveText(koResults.withheld.replace('{{min}}', '5'));

  // sorted by linguistic talent with the keyboard: highest first, as the server scored them
  const table = main.getByRole('region', { name: koResults.pupils.tableLabel });
  const header = table.getByRole('columnheader', { name: '언어', exact: true });
  await main.getByRole('combobox', { name: koResults.pupils.state }).focus();
  await tabTo(page, header.getByRole('button'));
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const byLanguage = results.pupils
    .filter((p) => typeof p.places.linguistic?.t === 'number')
    .sort((a, b) => b.places.linguistic!.t! - a.places.linguistic!.t!);
  const firstName = table.getByRole('rowheader').first();
  await expect(firstName).toHaveText(byLanguage[0]!.name);
  // class, number, state, 인지 재능, then 언어
  const topT = table.getByRole('row').nth(1).getByRole('cell').nth(4);
  await expect(topT).toContainText(String(byLanguage[0]!.places.linguistic!.t));
  // a result staff hold for review shows its state only, no score, and sorts last
  const held = results.pupils.find((p) => p.state === 'held');
  expect(held, 'the first pupil’s answers are held for review').toBeDefined();
  const heldRow = table.getByRole('row').last();
  await expect(heldRow.getByRole('rowheader')).toHaveText(held!.name);
  await expect(heldRow).toContainText(koResults.states.held);
  await expect(heldRow.getByRole('cell').nth(4)).toHaveText('–');
  await expectNoAxeViolations(page);

  // the workbook: a summary and a sheet per class, every pupil with the server's T scores
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: koResults.excel }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['요약', ...CLASSES.map((each) => each.name)]);
  results.classes.forEach((group, at) => {
    const sheet = book.worksheets[at + 1]!;
    const head = (sheet.getRow(1).values as unknown[]).slice(1);
    const tColumn = head.indexOf('언어 T점수') + 1;
    const pupils = results.pupils.filter((p) => p.projectSk === group.projectSk);
    expect(sheet.rowCount).toBe(pupils.length + 1);
    pupils.forEach((pupil, row) => {
      expect(sheet.getRow(row + 2).getCell(2).value).toBe(pupil.name);
      expect(sheet.getRow(row + 2).getCell(tColumn).value).toBe(pupil.places.linguistic?.t ?? null);
    });
  });
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  }

  // the print view: the results alone, no menu or control, every table whole
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => void ((window as unknown as { printed: boolean }).printed = true);
  });
  await main.getByRole('button', { name: koResults.print }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  // A4 across, 10 mm margins: 277 mm at 96 px an inch
  await page.setViewportSize({ width: 1047, height: 740 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(main.getByRole('button', { name: koResults.print })).toBeHidden();
  await expect(main.getByRole('group', { name: koResults.pupils.filters })).toBeHidden();
  const clipped = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(clipped).toBeLessThanOrEqual(0);
  await page.emulateMedia({ media: 'screen' });

  // on a phone: nothing wider than the window but the tables' own regions, every control a thumb's size
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(main.getByText(/주문의 학급 2개/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the results at 390 px');
  expect(await smallTargets(page)).toEqual([]);

  // another school: the order's results are as missing as an unknown one's
  const other = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const theirs = await other.newPage();
  await loginAs(theirs, 'otherOrgAdmin');
  const refused = await theirs.request.post('/api/getSchoolResults', {
    data: { scope: 'order', SK },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(refused.status()).toBe(404);
  await theirs.goto(`/Mypage/Order/Org/Results?order=${SK}`);
  await expect(theirs.getByText(koResults.notFound)).toBeVisible();
  const workbook = await theirs.request.get(`/documents/results.xlsx?scope=order&SK=${SK}`);
  expect(workbook.status()).toBe(404);
  await other.close();
});

test('ko a pupil tested again in a later order shows the earlier result beside the new one, with its date and norm', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseURL = testInfo.project.use.baseURL!;
  const next = [{ name: '4학년 1반', grade: 4, class: 1, students: 2 }];
  // the first pupil's answers are held for review (as in the test above), the second's released
  const earlierSK = await testedOrder(page, baseURL, next, (k) => (k === 1 ? '먼저본학생' : '다시본학생'));
  await loginAs(page, 'orgAdmin');
  const before = (await scoredResults(page, earlierSK, 2)).pupils.find((p) => p.name === '다시본학생')!;
  expect(before.state).toBe('released');
  // a year on: the same pupil, and one new to the test
  const SK = await testedOrder(page, baseURL, next, (k) => (k === 1 ? '처음본학생' : '다시본학생'));
  await loginAs(page, 'orgAdmin');
  const results = await scoredResults(page, SK, 2);
  const again = results.pupils.find((p) => p.name === '다시본학생')!;
  expect(again.state).toBe('released');
  expect(again.earlier!.places.linguistic).toEqual(before.places.linguistic);

  await page.goto(`/Mypage/Order/Org/Results?order=${SK}`);
  const main = page.getByRole('main');
  await expect(main.getByText(koResults.pupils.earlierNote.replace('{{count}}', '1'))).toBeVisible();
  const table = main.getByRole('region', { name: koResults.pupils.tableLabel });
  const rowOf = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  // state, the earlier test, 인지 재능, then 언어
  const earlierCell = rowOf('다시본학생').getByRole('cell').nth(2);
  await expect(earlierCell).toContainText(formatDate(again.earlier!.takenAt));
  await expect(earlierCell).toContainText(`규준 ${results.norms[0]}`);
  const now = again.places.linguistic!.t!;
  const was = before.places.linguistic!.t!;
  await expect(rowOf('다시본학생').getByRole('cell').nth(4)).toContainText(
    `이전 ${was}(${formatChange(now - was)})`,
  );
  await expect(rowOf('처음본학생').getByRole('cell').nth(2)).toHaveText(koResults.pupils.earlierNone);
  await expectNoAxeViolations(page);

  // on a phone the earlier column stays inside the table's own scrolling region
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(main.getByText(koResults.pupils.earlierNote.replace('{{count}}', '1'))).toBeVisible();
  await expectNoSidewaysScroll(page, 'the results with an earlier test at 390 px');
  expect(await smallTargets(page)).toEqual([]);
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('en the whole school’s results read in English and pass axe', async ({ page }) => {
    await loginAs(page, 'orgAdmin');
    await page.goto('/Mypage/Order/Org/Results');
    const main = page.getByRole('main');
    await expect(main.getByText(enResults.meanRule.replace('{{min}}', '5'))).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Test results' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
