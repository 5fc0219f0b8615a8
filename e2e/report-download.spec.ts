import { readFile } from 'node:fs/promises';
import koReports from '../apps/web/src/features/reports/i18n/ko.json' with { type: 'json' };
import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { testFamilyNames } from '@putt/contract/instrument-names';
import { flat, pageTexts } from '../apps/server/src/testing/pdf-reader.js';
import { expect, expectNoAxeViolations, loginAs, strings, test } from './support/fixtures';
import { call } from './support/api';
import { reportLinkPathIn } from './support/mail';
import { signUpMember } from './support/orders';
import { openedClass, openedTest, takeTestByApi } from './support/survey';
import { tabTo } from './support/keyboard';
import { brokenWords, expectNoSidewaysScroll, expectWithinWidth } from './support/layout';
import enOrders from '../apps/web/src/features/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import koOrg from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };

test('ko an individual examinee submits; the report link reaches the inbox and downloads the 8-page PDF with the name and birth date, never with a wrong one', async ({
  page,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  // the wrong birth date answers 404 (the download service refuses it)
  consoleErrors.allow(/status of 404/);
  const uid = await signUpMember(page);
  const inbox = `${uid}-parent@example.com`;
  const { SK: orderSk, order, path, code } = await openedTest(page, inbox);

  // the examinee enters in a browser of their own, answers every item and submits
  const examContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const exam = await examContext.newPage();
  await exam.goto(path);
  await exam.getByRole('textbox', { name: koSurvey.entry.code }).fill(code);
  await exam.getByRole('button', { name: koSurvey.entry.check }).click();
  await exam.getByRole('checkbox', { name: koSurvey.entry.confirmSelf }).check();
  await exam.getByRole('textbox', { name: koSurvey.entry.dob }).fill(order.examinee.dob);
  await exam.getByRole('textbox', { name: koSurvey.entry.email }).fill(`${uid}-kid@example.com`);
  await exam.getByRole('checkbox', { name: koSurvey.entry.privacyAgree }).check();
  await exam.getByRole('button', { name: koSurvey.entry.start }).click();
  await expect(exam.getByRole('heading', { name: koSurvey.runner.instructionsTitle })).toBeVisible();
  const SK = decodeURIComponent(path.split('/').pop()!);
  const attempt = await call(exam.request, 'getAttempt', { SK });
  const items = (attempt.Item as { items: { id: string }[] }).items.map((item) => item.id);
  const answers = items.map((item, i) => ({ item, value: ((i * 7) % 5) + 1, seq: i + 1, ms: 2600 }));
  for (let at = 0; at < answers.length; at += 50) {
    await call(exam.request, 'saveAnswers', {
      SK,
      device: 'e2e-phone-01',
      answers: answers.slice(at, at + 50),
    });
  }
  await call(exam.request, 'submitAttempt', { SK });
  await examContext.close();

  // the report's link, not the PDF, arrives for the applicant
  const linkPath = await reportLinkPathIn(inbox);

  const readerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const reader = await readerContext.newPage();
  await reader.goto(linkPath);
  await expect(reader.getByRole('heading', { name: koReports.title })).toBeVisible();
  await expectNoAxeViolations(reader);
  await reader.getByRole('textbox', { name: koReports.name }).fill(order.examinee.name);
  await reader.getByRole('textbox', { name: koReports.birthday }).fill('20000101');
  await reader.getByRole('button', { name: koReports.submit }).click();
  await expect(reader.getByText(koReports.v.noMatch).first()).toBeVisible();
  await expectNoAxeViolations(reader);

  await reader.getByRole('textbox', { name: koReports.birthday }).fill(order.examinee.dob);
  const downloading = reader.waitForEvent('download');
  await reader.getByRole('button', { name: koReports.submit }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${order.examinee.name}.pdf`);
  await expect(reader.getByText(koReports.started)).toBeVisible();
  const pages = await pageTexts(await readFile((await download.path())!));
  expect(pages).toHaveLength(8);
  expect(flat(pages[0]!)).toContain(order.examinee.name);
  // an individual has no class; the test is named alike on the cover and the profile page
  expect(flat(pages[0]!)).toContain('개인응시');
  expect(flat(pages[0]!)).not.toContain('학급');
  const testName = flat(testFamilyNames.putt.ko);
  expect(flat(pages[0]!)).toContain(testName);
  expect(flat(pages[1]!)).toContain(testName);
  expect(pages.join('')).not.toContain('다중재능');
  await readerContext.close();

  // the applicant finds it in my page too, on a phone, with the keyboard alone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Mypage/Order/Personal/Detail/${encodeURIComponent(orderSk)}`);
  const mine = page.getByRole('main').getByRole('link', {
    name: koOrders.detail.examinees.reportDownloadOf.replace('{{name}}', order.examinee.name),
  });
  await expect(mine).toBeVisible();
  await expectWithinWidth(mine, 'the report link');
  // the page says what it lists to a parent, and asks for no report that can be downloaded
  const tests = page.getByRole('main').getByRole('region', { name: koOrders.detail.projects, exact: true });
  await expect(tests).toBeVisible();
  await expect(tests.getByRole('button', { name: koOrders.detail.project.report })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the order detail');
  expect(await brokenWords(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await tabTo(page, mine);
  const [fromMyPage] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(fromMyPage.suggestedFilename()).toBe(`${order.examinee.name}.pdf`);
  expect((await readFile((await fromMyPage.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  // and in English, whose words are longer
  await page.getByRole('button', { name: strings.ko.common.language.switchTo }).click();
  const mineEn = page.getByRole('main').getByRole('link', {
    name: enOrders.detail.examinees.reportDownloadOf.replace('{{name}}', order.examinee.name),
  });
  await expectWithinWidth(mineEn, 'the report link');
  await expect(
    page.getByRole('main').getByRole('region', { name: enOrders.detail.projects, exact: true }),
  ).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('ko a school asks for its class’s student and teacher reports, watches them being made and downloads the ZIP and the teacher PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { orderSk, path, codes } = await openedClass(page, { type: 'putt_m', students: 2 });
  const SK = decodeURIComponent(path.split('/').pop()!);
  // two students take the test, each in a browser of their own
  for (const [index, who] of [
    { name: '정하늘', dob: '20110305', gender: 'f' as const },
    { name: '김바다', dob: '20110412', gender: 'm' as const },
  ].entries()) {
    const examinee = { ...who, num: index + 1, authCode: codes[index]! };
    await takeTestByApi(testInfo.project.use.baseURL!, SK, examinee, (i) => ((i * 7 + index) % 5) + 1);
  }

  await loginAs(page, 'orgAdmin');
  await page.goto(`/Mypage/Order/Org/Project/Detail/${orderSk}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: koOrg.classDetail.reports })).toBeVisible();
  await expect(main.getByText('완성 0명 · 만드는 중 0명 · 응답 검토 대기 0명')).toBeVisible();
  await main.getByRole('button', { name: koOrg.classDetail.report }).click();
  await expect(page.getByText(koOrg.classDetail.reported)).toBeVisible();
  // the class page reads itself again while the test runs: the count moves without a reload
  await expect(main.getByText('완성 2명 · 만드는 중 0명 · 응답 검토 대기 0명')).toBeVisible({
    timeout: 60_000,
  });
  await expectNoAxeViolations(page);
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: koOrg.classDetail.reportsZip }).click(),
  ]);
  expect(archive.suggestedFilename()).toBe('결과보고서-2학년 1반.zip');
  const bytes = await readFile((await archive.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.toString('latin1')).toContain('.pdf');

  await main.getByRole('button', { name: koOrg.classDetail.teacherReport }).click();
  await expect(page.getByText(koOrg.classDetail.teacherReported)).toBeVisible();
  const teacherLink = main.getByRole('link', { name: koOrg.classDetail.teacherDownload });
  await expect(teacherLink).toBeVisible({ timeout: 60_000 });
  const [teacherFile] = await Promise.all([page.waitForEvent('download'), teacherLink.click()]);
  expect(teacherFile.suggestedFilename()).toBe('2학년 1반 담임교사용 결과 보고서.pdf');
  const teacherPages = await pageTexts(await readFile((await teacherFile.path())!));
  expect(teacherPages).toHaveLength(5);
  expect(flat(teacherPages[0]!)).toContain('등록2명·결과2명');
  expect(flat(teacherPages[3]!)).toContain('정하늘');
  expect(flat(teacherPages[3]!)).toContain('김바다');

  // on a phone the reports fit, and a keyboard reaches and opens the archive
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const zipLink = main.getByRole('link', { name: koOrg.classDetail.reportsZip });
  await expect(zipLink).toBeVisible();
  await expectNoSidewaysScroll(page, 'the class page');
  await tabTo(page, zipLink, 80);
  const [byKeyboard] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(byKeyboard.suggestedFilename()).toBe('결과보고서-2학년 1반.zip');
});
