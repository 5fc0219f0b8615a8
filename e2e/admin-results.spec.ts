import { readFile } from 'node:fs/promises';
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import koAdminOrders from '../apps/web/src/features/admin/orders/i18n/ko.json' with { type: 'json' };
import koNorms from '../apps/web/src/features/admin/norms/i18n/ko.json' with { type: 'json' };
import koResults from '../apps/web/src/features/admin/results/i18n/ko.json' with { type: 'json' };
import { inspectZip } from '../apps/server/src/files/zip-inspect.js';
import { flat, pageTexts } from '../apps/server/src/testing/pdf-reader.js';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { signInStaff } from './support/staff';
import { tabTo } from './support/keyboard';
import { openedClass, takeTestByApi } from './support/survey';

const ko = koResults;

test('ko staff release one held result, whose report the school then has, and ask another examinee for a retest, whose code opens again', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const { orderSk, classSk, path, codes } = await openedClass(page, { type: 'putt_m', students: 2 });
  const SK = decodeURIComponent(path.split('/').pop()!);
  // two students race through: the same answer everywhere, a third of a second each
  const students = [
    { name: '정하늘', dob: '20110305', gender: 'f' as const },
    { name: '김바다', dob: '20110412', gender: 'm' as const },
  ];
  for (const [index, who] of students.entries()) {
    const examinee = { ...who, num: index + 1, authCode: codes[index]! };
    await takeTestByApi(testInfo.project.use.baseURL!, SK, examinee, () => 3, 300);
  }

  // setting the class up signed the demo administrator in to the back office
  await page.goto(`/Admin/Results?q=${encodeURIComponent(classSk)}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '결과 검토' })).toBeVisible();
  await expect(main.getByText('모두 2건')).toBeVisible();
  const haneul = main.getByRole('row').filter({ hasText: '정하늘' });
  await expect(haneul).toContainText(ko.status.held);
  await expect(haneul).toContainText(`${ko.flags.fast}, ${ko.flags.sameAnswers}`);
  // one answer throughout: no area stands out (decision 029)
  await expect(haneul).toContainText(ko.flags.flat);
  await expectNoAxeViolations(page);

  // release: a note is asked first, and the dialog says what the checks measured
  // by keyboard: Enter opens the review, focus stays inside it, Escape returns to the button
  const reviewHaneul = main.getByRole('button', { name: '정하늘 결과 검토' });
  await tabTo(page, reviewHaneul, 80);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: ko.dialog.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reviewHaneul).toBeFocused();
  await reviewHaneul.click();
  await expect(dialog).toContainText(ko.flagsExplained.fast);
  await expect(dialog).toContainText('0.3초');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: ko.dialog.release }).click();
  await expect(dialog.getByText(ko.v.noteRequired)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: ko.dialog.note })
    .fill('응답 시간이 짧지만 면담에서 성실히 답했다고 확인함');
  await dialog.getByRole('button', { name: ko.dialog.release }).click();
  await expect(page.getByText('정하늘 님의 결과를 공개했습니다. 보고서를 만듭니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main.getByText('모두 1건')).toBeVisible();

  // retest: the homeroom address is told, and the code opens a new test for the same student
  await main.getByRole('button', { name: '김바다 결과 검토' }).click();
  await dialog.getByRole('textbox', { name: ko.dialog.note }).fill('같은 답만 160개');
  await dialog.getByRole('button', { name: ko.dialog.retest }).click();
  await expect(page.getByText('김바다 님에게 재검사를 요청했습니다. 안내 메일을 보냅니다.')).toBeVisible();
  await expect(main.getByText(ko.emptyHeld)).toBeVisible();
  const retestNotice = async () =>
    (await mailsTo('homeroom@example.com')).find((mail) => mail.subject.includes('재검사'));
  await expect
    .poll(async () => (await retestNotice())?.subject, { timeout: 20_000 })
    .toContain('김바다 님의 재검사를 요청드립니다');
  expect((await retestNotice())!.text).toContain(path);
  const check = await page.request.post('/api/checkSurveyInfo', {
    data: { SK, authCode: codes[1] },
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(((await check.json()) as { Item: { used: boolean } }).Item.used).toBe(false);

  // the order page shows the counts, and the released result's report arrives for download
  await page.goto(`/Admin/Orders/${orderSk}`);
  await expect(main.getByText('결과 1명 · 검토 대기 0명', { exact: false })).toBeVisible();
  const reportLink = main.getByRole('link', { name: '정하늘 결과 보고서 받기 (PDF)' });
  await expect(async () => {
    await page.reload();
    await expect(reportLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // the class's reports at once: staff say why first, and the archive holds the released report
  await main.getByRole('button', { name: koAdminOrders.project.zip }).click();
  const why = page.getByRole('dialog', {
    name: koAdmin.downloadReason.title.replace('{{file}}', koAdminOrders.project.zip),
  });
  await why.getByRole('button', { name: koAdmin.downloadReason.confirm }).click();
  await expect(why.getByText(koAdmin.v.downloadReason)).toBeVisible();
  await expectNoAxeViolations(page);
  await why.getByRole('textbox', { name: koAdmin.reason }).fill('학교 요청으로 재발급');
  const [archive] = await Promise.all([
    page.waitForEvent('download'),
    why.getByRole('button', { name: koAdmin.downloadReason.confirm }).click(),
  ]);
  expect(inspectZip(await readFile((await archive.path())!))).toEqual({ ok: true, names: ['01_정하늘.pdf'] });
  await expect(why).toBeHidden();
  const [report] = await Promise.all([page.waitForEvent('download'), reportLink.click()]);
  expect(report.suggestedFilename()).toBe('정하늘.pdf');
  const pages = await pageTexts(await readFile((await report.path())!));
  expect(pages).toHaveLength(8);
  // released as it was, the flat profile is named flat: no talent is called a strength
  expect(flat(pages[1]!)).toContain(flat('평평한 프로파일: 모든 재능의 점수가 거의 같아'));
  expect(flat(pages[1]!)).not.toContain('강점재능');
  expect(flat(pages[4]!)).not.toContain('이렇게드러납니다');
  await expectNoAxeViolations(page);
});

test('ko staff read the norms, and an administrator imports an edited one as the next version after a refused file', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto('/Admin/Norms');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '규준' })).toBeVisible();
  const tecRows = main
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'TEC · 표준형' }) });
  await expect(tecRows.first()).toContainText('현재');
  await expectNoAxeViolations(page);

  const newest = tecRows.first();
  const versionBefore = Number((await newest.getByRole('cell').first().textContent())!.match(/v(\d+)/)![1]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: koNorms.download }).click(),
  ]);
  const norm = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    label: string;
    bands: { min: number }[];
  };
  const importFile = async (content: object) => {
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: koNorms.import }).click();
    await (
      await chooser
    ).setFiles({
      name: 'tec-norm.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(content)),
    });
  };
  // bands that overlap are named, and nothing is installed
  await importFile({
    ...norm,
    bands: norm.bands.map((band, index) => (index === 0 ? { ...band, min: 69 } : band)),
  });
  await expect(page.getByRole('alert')).toContainText('T점수 69이(가) 두 수준에 겹칩니다.');
  await expectNoAxeViolations(page);

  const label = `e2e 규준 ${Date.now().toString(36)}`;
  await importFile({ ...norm, label });
  await expect(page.getByText(`${label}을(를) ${versionBefore + 1}판으로 등록했습니다.`)).toBeVisible();
  await expect(tecRows.first()).toContainText(label);
  await expect(tecRows.first()).toContainText('현재');
});
