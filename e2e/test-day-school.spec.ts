import jsqr from 'jsqr';
import koAdminOrders from '../apps/web/src/features/admin/orders/i18n/ko.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import koOrgOrders from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { pageImages } from '../apps/server/src/testing/pdf-reader.js';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { requestOrgOrder } from './support/orders';
import { neisExport, pupils } from './support/school-export';
import { demoStaff } from './support/staff';
import { classCodes, registeredClass } from './support/survey';

// jsqr is CommonJS: its function is module.exports and module.exports.default, which the loaders hand over differently
const jsQR = (jsqr as unknown as { default?: typeof jsqr }).default ?? jsqr;
const ko = koOrgOrders;

/**
 * What a school's test day found (issue 40): the school's own class-list export imports as it is,
 * each slip's QR code opens the entry with its code filled in, and focus lands on something
 * meaningful after the steps that lost it.
 */
test("ko a school's NEIS export imports as it is, focus stays on the list, and a slip's QR code opens the entry with its code", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { orderSk, classSk } = await registeredClass(page, { type: 'putt_m', students: 30, under14: true });
  await page.goto(`/Mypage/Order/Org/Project/Detail/${orderSk}`);
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: ko.classList.title });
  const choose = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await list.getByRole('button', { name: /명단 파일 선택/ }).click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
  };

  // A file whose header fits no column is refused, naming the titles it found.
  const class30 = pupils(30);
  await choose('명렬표-옛양식.csv', Buffer.from('3학년 2반\r\n학년,반,학생 성함,성별\r\n3,2,김하늘,남\r\n'));
  await expect(list.getByRole('alert')).toContainText('2행의 제목: 학년, 반, 학생 성함, 성별');
  await expectNoAxeViolations(page);

  // The school's own export: title rows, merged cells, 성 명, date cells; previewed and registered as it is.
  await choose('2학년1반_명렬표.xlsx', await neisExport(class30));
  const preview = main.getByRole('region', { name: '2학년1반_명렬표.xlsx 미리보기' });
  await expect(preview.getByRole('row')).toHaveCount(31);
  await expect(preview.getByRole('row').nth(1)).toContainText(class30[0]!.name);
  await expect(preview.getByRole('row').nth(2)).toContainText('2013-02-02');
  await expectNoAxeViolations(page);
  // by keyboard: the register button, then Enter
  await main.getByRole('button', { name: '30명 등록' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('학생 30명을 등록했습니다.')).toBeVisible();
  await expect(list.getByText('등록된 학생 30명')).toBeVisible();
  // focus is on the list's heading, over the count it now shows, not lost to the page (item 10)
  await expect.soft(list.getByRole('heading', { name: ko.classList.title })).toBeFocused();
  await expectNoAxeViolations(page);
  // and on a phone the class page scrolls no wider than its window
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the class page at 390 px');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The test is conducted: each registered pupil gets a code; the code sheet's every slip's QR code
  // holds the class link with that slip's code.
  await main.getByRole('button', { name: ko.classDetail.open }).click();
  await expect(page.getByText(ko.classDetail.opened)).toBeVisible();
  const { link, path, codes } = await classCodes(page, classSk);
  const sheet = await page.request.get(`/documents/projects/${classSk}/codes.pdf`);
  expect(sheet.status()).toBe(200);
  const slips = await pageImages(await sheet.body(), 1);
  const read = slips.map((image) => jsQR(image.rgba, image.width, image.height)?.data);
  expect(read).toEqual(codes.slice(0, 10).map((code) => `${link}#code=${code}`));

  // A pupil scans the third slip on a phone: the entry opens with the code filled in, and the code
  // is gone from the address bar at once.
  const phone = await browser.newContext({ baseURL, locale: 'ko-KR', viewport: { width: 390, height: 844 } });
  const pupil = await phone.newPage();
  // (the server's origin may be spelt otherwise than the tests' address: the same path and fragment here)
  const scanned = new URL(read[2]!);
  await pupil.goto(scanned.pathname + scanned.hash);
  const code = pupil.getByRole('textbox', { name: koSurvey.entry.code });
  await expect(code).toHaveValue(codes[2]!);
  await expect(pupil.getByText(koSurvey.entry.codeFromSlip)).toBeVisible();
  await expect.soft(pupil).toHaveURL(`${baseURL}${path}`);
  expect(await pupil.evaluate(() => location.hash)).toBe('');
  await expectNoSidewaysScroll(pupil, 'the entry at 390 px');
  await expectNoAxeViolations(pupil);
  // going on by keyboard: Tab to the check button, Enter; the listed pupil is named
  await code.focus();
  await pupil.keyboard.press('Tab');
  await expect(pupil.getByRole('button', { name: koSurvey.entry.check })).toBeFocused();
  await pupil.keyboard.press('Enter');
  await expect(pupil.getByText(new RegExp(`명단의 학생: 0?3번 ${class30[2]!.name}`))).toBeVisible();
  await expectNoAxeViolations(pupil);
  await phone.close();
});

test('ko in the back office focus lands on the new page or the changed section after sign-in, opening an order, approval and a deposit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // focus is checked softly: one run names every step that loses it
  await loginAs(page, 'orgAdmin');
  const SK = await requestOrgOrder(page, () => {});
  const main = page.getByRole('main');

  // Signing in by keyboard: the dashboard's heading takes focus.
  await page.goto('/Admin/Login');
  await page.getByLabel(koAdmin.login.staffId).fill(demoStaff.staffId);
  await page.getByLabel(koAdmin.login.password, { exact: true }).fill(demoStaff.password);
  await page.keyboard.press('Enter');
  await expect.soft(page.getByRole('heading', { level: 1, name: koAdmin.nav.adminHome })).toBeFocused();

  // Opening the order from the list: its page's heading takes focus once it has loaded.
  await page.goto('/Admin/Orders');
  const link = main.locator(`a[href="/Admin/Orders/${SK}"]`);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/Admin/Orders/${SK}`);
  const heading = main.getByRole('heading', { level: 1, name: new RegExp(`^${koAdminOrders.detail.title}`) });
  await expect.soft(heading).toBeFocused();
  await expectNoAxeViolations(page);

  // 신청 승인 takes its button away: focus goes to the order's heading, over its new status.
  await main.getByRole('button', { name: koAdminOrders.actions.approve }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(koAdminOrders.approve.done)).toBeVisible();
  await expect(main.getByRole('button', { name: koAdminOrders.actions.approve })).toHaveCount(0);
  await expect.soft(heading).toBeFocused();

  // A confirmed deposit: focus goes to the confirmed deposit's heading, which now shows it.
  await main.getByRole('button', { name: koAdminOrders.actions.confirm, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: koAdminOrders.confirm.title });
  await dialog.getByRole('button', { name: koAdminOrders.confirm.submitOrg }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(koAdminOrders.confirm.doneOrg)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect.soft(main.getByRole('heading', { name: koAdminOrders.detail.confirmed })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the order page at 390 px');
});
