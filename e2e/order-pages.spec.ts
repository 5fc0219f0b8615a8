import type { Page } from '@playwright/test';
import { formatYmd } from '@putt/contract/dates';
import type { TOrderDetail } from '@putt/contract/orders';
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, loginAs, strings, test } from './support/fixtures';
import { placeOrder, personalOrder, signUpMember } from './support/orders';
import { expectNoSidewaysScroll } from './support/layout';
import koStatus from '../apps/web/src/app/i18n/ko/status.json' with { type: 'json' };

const ko = koOrders;
const headers = { 'x-requested-with': 'fetch' };
const listPath = '/Mypage/Order/Personal';
const detailPath = (SK: string) => `/Mypage/Order/Personal/Detail/${encodeURIComponent(SK)}`;

// The order's name carries the examinee's name (server: "<tests> · <examinee>"): a name made for
// the test finds its order in a list the demo member shares with other specs.
let serial = 0;
const uniqueName = () => `주문${Date.now().toString(36).slice(-6)}${(serial++).toString(36)}`;

const orderTable = (page: Page) => page.getByRole('region', { name: ko.list.caption });
const rowOf = (page: Page, name: string) => orderTable(page).getByRole('row').filter({ hasText: name });

async function searchFor(page: Page, text: string) {
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: ko.list.search.field }).fill(text);
  await main.getByRole('button', { name: ko.list.search.submit, exact: true }).click();
}

/** The elementary package for `examinee`, who is also the depositor. */
const orderFor = (examinee: string) =>
  personalOrder((order) => {
    order.examinee.name = examinee;
    order.payment_method.deposit_name = examinee;
  });

test('ko the list shows a new order first, pending at 160,000 won, and finds it by search', async ({
  page,
}) => {
  // a member of its own: "newest first" is then this test's order, whatever runs beside it
  await signUpMember(page);
  const older = uniqueName();
  const newer = uniqueName();
  await placeOrder(page, orderFor(older));
  await placeOrder(page, orderFor(newer));

  await page.goto(listPath);
  const rows = orderTable(page).getByRole('row');
  const first = rows.nth(1); // row 0 holds the column headers
  await expect(first).toContainText(newer);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await expect(first).toContainText(koStatus.order.individual.pending);
  await expect(first).toContainText('160,000');
  await expect(first.getByRole('link', { name: new RegExp(ko.list.action.detail) })).toBeVisible();
  await expect(rows.nth(2)).toContainText(older);
  await expect(
    page.getByRole('navigation', { name: ko.list.pager.nav }).getByRole('button', {
      name: ko.list.pager.previous,
    }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);

  await searchFor(page, newer);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === newer);
  await expect(orderTable(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, newer)).toBeVisible();

  await searchFor(page, `${newer}없음`);
  await expect(page.getByText(ko.list.empty)).toBeVisible();
  await expect(orderTable(page)).toHaveCount(0);
});

test('ko the detail shows the project with its dates, the examinee and the pending link text', async ({
  page,
}) => {
  await loginAs(page, 'individual');
  const name = uniqueName();
  const input = orderFor(name);
  const SK = await placeOrder(page, input);

  // from the list, as a member would
  await page.goto(listPath);
  await searchFor(page, name);
  // the search is in the address before the member moves on (the back link returns to it); a
  // failure here, not at the detail, says the typed search was lost
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
  // and the member sees its result before opening a row: the router pushes the address before it
  // renders the page for it (a transition), so a row clicked in between still carries the list's
  // earlier place, and the back link would return there (seen once under load in CI)
  await expect(orderTable(page).getByRole('row')).toHaveCount(2);
  await rowOf(page, name)
    .getByRole('link', { name: new RegExp(ko.list.action.detail) })
    .click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/Mypage/Order/Personal/Detail/'));

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
  await expect(main).toContainText(formatYmd(input.payment_method.bank_date));
  // the project's name is the catalogue's: ask the server for it
  const answer = await page.request.post('/api/getOrderProjectsContainsExamninees', {
    data: { SK },
    headers,
  });
  const { Item } = (await answer.json()) as { Item: TOrderDetail };
  expect(Item.projects.length, 'projects of the package').toBeGreaterThan(0);
  for (const { name: projectName } of Item.projects) {
    const project = main.getByRole('region', { name: projectName, exact: true });
    await expect(project.getByText(koStatus.project.pending, { exact: true })).toBeVisible();
    await expect(project).toContainText(formatYmd(input.project.start_target_date));
    await expect(project).toContainText(formatYmd(input.project.counsel_target_date));
    await expect(project).toContainText(ko.detail.counselType.online);
    await expect(project).toContainText(ko.detail.project.linkWaiting);
    const examinee = project.getByRole('row').filter({ hasText: name });
    await expect(examinee).toContainText(ko.detail.gender.f);
    await expect(examinee).toContainText(formatYmd(input.examinee.dob));
    await expect(examinee).toContainText(input.examinee.school_info);
    await expect(examinee).toContainText(input.examinee.email);
    await expect(examinee).toContainText(ko.detail.examinees.reportPending);
  }
  await expectNoAxeViolations(page);

  // back to the same search
  await main.getByRole('link', { name: ko.detail.backToList }).click();
  await expect(page).toHaveURL((url) => url.pathname === listPath && url.searchParams.get('q') === name);
  await expect(rowOf(page, name)).toBeVisible();
});

test('ko a pending order is cancelled with a reason, and its row turns canceled', async ({ page }) => {
  await loginAs(page, 'individual');
  const name = uniqueName();
  await placeOrder(page, orderFor(name));
  await page.goto(`${listPath}?q=${encodeURIComponent(name)}`);
  const row = rowOf(page, name);
  await row.getByRole('button', { name: new RegExp(ko.cancel.open) }).click();

  const dialog = page.getByRole('dialog', { name: ko.cancel.title });
  await dialog.getByRole('button', { name: ko.cancel.submit }).click();
  await expect(dialog.getByText(strings.ko.validation.v.cancelReason)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(ko.cancel.reason).fill('일정이 맞지 않아 취소합니다.');
  await dialog.getByRole('button', { name: ko.cancel.submit }).click();

  await expect(page.getByText(ko.cancel.done)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(koStatus.order.individual.canceled);
  await expect(row).toContainText(koStatus.purchase.canceled);
  await expect(row.getByRole('button', { name: new RegExp(ko.cancel.open) })).toHaveCount(0);
  // the server has it so: a reload shows the same
  await page.reload();
  await expect(rowOf(page, name)).toContainText(koStatus.order.individual.canceled);
});

test('ko another member opening the first one’s order sees only the not-found text', async ({
  page,
  browser,
}, testInfo) => {
  await loginAs(page, 'individual');
  const name = uniqueName();
  const SK = await placeOrder(page, orderFor(name));

  // a second member, who signs up (as a visitor) and logs in in a browser of their own
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    await signUpMember(otherPage);
    await otherPage.goto(detailPath(SK));
    const main = otherPage.getByRole('main');
    await expect(main.getByText(ko.detail.notFound)).toBeVisible();
    await expect(main.getByRole('link', { name: ko.detail.backToList })).toBeVisible();
    await expect(main.getByText(name)).toHaveCount(0);
  } finally {
    await other.close();
  }

  // the owner still sees it
  await page.goto(detailPath(SK));
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: new RegExp(name) }),
  ).toBeVisible();
});

test('ko on a 390 px phone the list and the detail scroll only inside their tables', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'individual');
  const name = uniqueName();
  const SK = await placeOrder(page, orderFor(name));

  await page.goto(`${listPath}?q=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto(detailPath(SK));
  await expect(page.getByRole('main').getByText(ko.detail.examinees.reportPending).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
