import koAdminOrders from '../apps/web/src/features/admin/orders/i18n/ko.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import { seoulToday } from '@putt/contract/dates';
import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { placeOrder, personalOrder, signUpMember } from './support/orders';
import { signInStaff } from './support/staff';
import { brokenWords, expectNoSidewaysScroll } from './support/layout';
import koStatus from '../apps/web/src/app/i18n/ko/status.json' with { type: 'json' };

const ko = koAdminOrders;

test('ko staff confirm the deposit of a new order; the customer sees it approved, is e-mailed, opens the test and sees its link and code', async ({
  page,
}) => {
  // a journey of two people, two inboxes and four accessibility scans: beyond the default minute
  // on a slow 2-core machine (CI once ran out of it at the last scan)
  test.setTimeout(150_000);
  // The customer: a new member applies (depositor and inbox unique to this test).
  const uid = await signUpMember(page);
  const depositor = `입금${uid.slice(-4)}`;
  const inbox = `${uid}-parent@example.com`;
  const SK = await placeOrder(
    page,
    personalOrder((order) => {
      order.payment_method.deposit_name = depositor;
      order.receiver_email = inbox;
      // the test is today: once opened, its link is active at once
      order.project.start_target_date = seoulToday();
    }),
  );

  // Staff, in the same browser: the back office has its own session beside the member's. On a
  // laptop's screen the list keeps every name, amount, date and status whole, with no hint to
  // scroll: it fits.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInStaff(page);
  await page.goto('/Admin/Orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('row').filter({ hasText: depositor })).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
  await expect(main.getByText(strings.ko.forms.tableScroll.hint)).toHaveCount(0);
  await main.getByLabel(ko.filters.status, { exact: true }).selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  await main.getByRole('searchbox', { name: ko.filters.search }).fill(depositor);
  await main.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  const row = main.getByRole('row').filter({ hasText: depositor });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(koStatus.order.staff.pending)).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/Admin/Orders/${SK}`);
  await expect(main.getByText(ko.detail.notConfirmed)).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: ko.actions.confirm, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko.confirm.title });
  await expect(dialog.getByLabel(ko.confirm.paidDepositName)).toHaveValue(depositor);
  await dialog.getByLabel(ko.confirm.paidDepositName).fill('다른사람');
  await expect(dialog.getByText(/입금자명이 주문의 입금자명/)).toBeVisible();
  await dialog.getByLabel(ko.confirm.paidDepositName).fill(depositor);
  await dialog.getByRole('button', { name: ko.confirm.submit }).click();
  await expect(page.getByText(ko.confirm.done)).toBeVisible();
  await expect(main.getByText(koStatus.order.staff.approved).first()).toBeVisible();
  await expect(main.getByRole('button', { name: ko.actions.confirm, exact: true })).toHaveCount(0);
  await expect(main.getByRole('row').filter({ hasText: '직원 staffadmin' })).toBeVisible();

  // The customer's my page shows the order approved and bought.
  await page.goto('/Mypage/Order/Personal');
  // the member is new: their only order is the one confirmed
  const mine = page.getByRole('region', { name: koOrders.list.caption });
  await expect(mine.getByText(koStatus.order.individual.approved)).toBeVisible();

  // The confirmation went through the outbox to the customer's inbox.
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.subject.includes('입금이 확인되어'))?.text)
    .toContain('160,000원');

  // The customer opens the first test on the order's detail page: its link and the examinee's code.
  await page.goto(`/Mypage/Order/Personal/Detail/${SK}`);
  // each test of the order is a region named by its heading
  const firstName = await main.getByRole('heading', { level: 3 }).first().textContent();
  const firstTest = main.getByRole('region', { name: firstName!, exact: true });
  await expect(firstTest.getByText(koOrders.detail.project.linkWaiting)).toBeVisible();
  await expectNoAxeViolations(page);
  await firstTest.getByRole('button', { name: koOrders.detail.project.open }).click();
  await expect(page.getByText(koOrders.detail.project.opened)).toBeVisible();
  const link = main.getByRole('link', { name: new RegExp(koOrders.detail.project.linkOpen) }).first();
  await expect(link).toHaveAttribute('href', /\/Survey\/[A-Za-z0-9_-]{22}$/);
  await expect(main.getByText(/^[CDFGHJKMNPRTWXY34679]{6}$/).first()).toBeVisible();
  await expect(main.getByText(koStatus.project.ing).first()).toBeVisible();
  await expectNoAxeViolations(page);
  // and the link with the code reaches the examinee's inbox (the test is today: its mail is due)
  const code = await main
    .getByText(/^[CDFGHJKMNPRTWXY34679]{6}$/)
    .first()
    .textContent();
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.subject.includes('인증코드'))?.text)
    .toContain(code!);

  // Staff see the test under the order, running with its link and code, and resend its mail.
  await page.goto(`/Admin/Orders/${SK}`);
  const running = main.getByText(`${firstName} · ${koStatus.project.ing}`);
  await expect(running).toBeVisible();
  await expect(main.getByRole('link', { name: /\/Survey\// }).first()).toBeVisible();
  await main.getByRole('button', { name: ko.project.resend }).first().click();
  await expect(page.getByText(ko.project.resent)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ko staff reject a pending order with a reason the customer receives', async ({ page }) => {
  const uid = await signUpMember(page);
  const inbox = `${uid}-reject@example.com`;
  const SK = await placeOrder(
    page,
    personalOrder((order) => (order.receiver_email = inbox)),
  );
  await signInStaff(page);
  await page.goto(`/Admin/Orders/${SK}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: ko.actions.reject, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko.reject.title });
  await dialog.getByRole('button', { name: ko.actions.reject }).click();
  await expect(dialog.getByText('사유를 입력해 주세요.')).toBeVisible();
  await dialog.getByLabel('사유').fill('입금 기한이 지났습니다');
  await dialog.getByRole('button', { name: ko.actions.reject }).click();
  await expect(page.getByText(ko.reject.done)).toBeVisible();
  await expect(main.getByText(koStatus.order.staff.rejected).first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.subject.includes('반려'))?.text)
    .toContain('입금 기한이 지났습니다');

  // On a phone the list scrolls inside its table, never the whole page, and says so: a line
  // above it (the region's description) and a fade on the side with columns out of sight.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/Admin/Orders?status=rejected`);
  await expect(
    main.getByRole('row').filter({ hasText: koStatus.order.staff.rejected }).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  const hint = strings.ko.forms.tableScroll.hint;
  const region = main.getByRole('region', { name: koAdmin.nav.adminOrders });
  await expect(main.getByText(hint)).toBeVisible();
  await expect(region).toHaveAccessibleDescription(hint);
  const frame = region.locator('..');
  await expect(frame).toHaveAttribute('data-more-after', 'true');
  await expect(frame).not.toHaveAttribute('data-more-before', /.*/);
  await region.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await expect(frame).toHaveAttribute('data-more-before', 'true');
  await expect(frame).not.toHaveAttribute('data-more-after', /.*/);

  // In English, on a laptop's screen, the list keeps its longer words whole too.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: strings.ko.common.language.switchTo }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/Admin/Orders');
  await expect(main.getByRole('row').filter({ hasText: 'KRW' }).first()).toBeVisible();
  expect(await brokenWords(page)).toEqual([]);
});
