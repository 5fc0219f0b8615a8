import type { Page } from '@playwright/test';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { birthYears } from '@putt/contract/orders';
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import {
  expect,
  expectNoAxeViolations,
  expectPageLoaded,
  expectRealContent,
  loginAs,
  strings,
  test,
} from './support/fixtures';
import { fillGuardian, placeOrder, personalOrder } from './support/orders';
import { standInAddress, standInPostcode } from './support/postcode-stand-in';

const v = strings.ko.validation.v;
const offer = koOrders.offer;
const api = { 'x-requested-with': 'fetch' };
const today = seoulToday();
const iso = (days: number) => formatYmd(addDays(today, days));
/** A label exactly, with or without the required-field asterisk. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(exactly(label));
/** A toast (Mantine's notification is an alert; the fields' messages are not). */
const toast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
const submit = (page: Page) => page.getByRole('button', { name: offer.submit }).click();

async function openForm(page: Page, key = '1') {
  await page.goto(`/Offer/Personal/${key}`);
  await expectPageLoaded(page, 'ko');
  await expect(page.getByRole('heading', { name: offer.examinee.heading })).toBeVisible();
}

/** Fills every field but the deposit date; `name` tells this test's examinee apart. */
async function fillAllButDepositDate(page: Page, name: string) {
  await field(page, offer.examinee.name).fill(name);
  await page.getByLabel(offer.examinee.year, { exact: true }).selectOption(String(birthYears()[4]));
  await page.getByLabel(offer.examinee.month, { exact: true }).selectOption('03');
  await page.getByLabel(offer.examinee.day, { exact: true }).selectOption('05');
  await page.getByLabel(offer.examinee.female, { exact: true }).check();
  await field(page, offer.examinee.email).fill('sky@example.com');
  await field(page, offer.examinee.school).fill('한빛초등학교 5학년');
  await page.getByRole('button', { name: strings.ko.forms.postcode.search }).click();
  const dialog = page.getByRole('dialog', { name: strings.ko.forms.postcode.dialogTitle });
  await dialog.getByRole('button', { name: 'stand-in: 선택' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(strings.ko.forms.postcode.postCode, { exact: true })).toHaveValue(
    standInAddress.postCode,
  );
  await page.getByLabel(strings.ko.forms.postcode.addressDetail, { exact: true }).fill('본관 2층');
  await fillGuardian(page);
  await page.getByLabel(offer.product.online, { exact: true }).check();
  await field(page, offer.product.counselDate).fill(iso(10));
  await field(page, offer.product.testDate).fill(iso(3));
  await field(page, offer.payment.depositName).fill(name);
}

/** An earlier application, for the stored-examinee picker. */
const earlierOrder = (name: string) =>
  personalOrder((order) => {
    order.examinee = {
      name,
      dob: `${birthYears()[2]}1120`,
      gender: 'm',
      email: 'stored@example.com',
      school_info: '한빛초등학교 6학년',
      address: { postCode: '06236', address: '서울특별시 강남구 테헤란로 1', addressDetail: '별관' },
    };
    order.payment_method.deposit_name = name;
  });

test.beforeEach(async ({ page }) => {
  await standInPostcode(page);
  await loginAs(page, 'individual');
});

test('a product key other than 1-4 shows the spec message; key 1 shows the elementary package at 160,000', async ({
  page,
}) => {
  await page.goto('/Offer/Personal/9');
  await expectPageLoaded(page, 'ko');
  await expect(page.getByText(v.productKey)).toBeVisible();
  await expect(page.getByRole('link', { name: offer.toPriceList })).toHaveAttribute('href', '/Personal');
  await expect(page.getByRole('button', { name: offer.submit })).toHaveCount(0);

  await openForm(page, '1');
  await expect(
    page.getByText(offer.product.packageName.replace('{{level}}', offer.product.levels.E)),
  ).toBeVisible();
  // the package price and the total to pay
  await expect(page.getByText('160,000원')).toHaveCount(2);
  await expect(page.getByText(offer.product.testNote)).toBeVisible();
  await expect(page.getByText(offer.payment.depositNote)).toBeVisible();
});

test('the first failing check by the spec priority is the one toast', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => void (new URL(r.url()).pathname === '/api/createOrder' && sent.push(r.url())));
  await openForm(page);

  await submit(page);
  await expect(toast(page, v.examineeName)).toBeVisible();
  await expect(toast(page, v.dobRequired)).toHaveCount(0);
  await expect(field(page, offer.examinee.name)).toHaveAttribute('aria-invalid', 'true');
  // every failing field shows its message, and the page stays accessible with them
  await expect(page.getByText(v.depositDate)).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, offer.examinee.name).fill('김하늘');
  await submit(page);
  await expect(toast(page, v.dobRequired)).toBeVisible();

  await fillAllButDepositDate(page, '김하늘');
  await submit(page);
  await expect(toast(page, v.depositDate)).toBeVisible();
  expect(sent).toHaveLength(0);
});

test('the date inputs offer today..+90 for test and counselling, today..+7 for the deposit', async ({
  page,
}) => {
  await openForm(page);
  for (const label of [offer.product.counselDate, offer.product.testDate]) {
    await expect(field(page, label)).toHaveAttribute('min', iso(0));
    await expect(field(page, label)).toHaveAttribute('max', iso(90));
  }
  await expect(field(page, offer.payment.depositDate)).toHaveAttribute('min', iso(0));
  await expect(field(page, offer.payment.depositDate)).toHaveAttribute('max', iso(7));
});

test('a valid application becomes a pending order of 160,000 and opens the order list', async ({ page }) => {
  await openForm(page);
  await fillAllButDepositDate(page, '이서준');
  await field(page, offer.payment.depositDate).fill(iso(2));
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/createOrder');
  await submit(page);
  const response = await created;
  expect(response.status()).toBe(200);
  const { Item } = (await response.json()) as { Item: { SK: string } };
  await expect(toast(page, offer.success)).toBeVisible();
  await expect(page).toHaveURL(/\/Mypage\/Order\/Personal$/);

  const orders = await page.request.post('/api/getMyOrders', { data: {}, headers: api });
  expect(orders.status()).toBe(200);
  const { Items } = (await orders.json()) as { Items: { SK: string; status: string; totalPrice: number }[] };
  expect(Items.find((order) => order.SK === Item.SK)).toMatchObject({
    status: 'pending',
    totalPrice: 160000,
  });
});

test('the picker fills the examinee section from an earlier application', async ({ page }) => {
  const earlier = earlierOrder('최지우');
  await placeOrder(page, earlier);

  await openForm(page);
  await page.getByRole('button', { name: offer.examinee.loadPrevious }).click();
  const picker = page.getByRole('dialog', { name: koOrders.examineePicker.title });
  await picker.getByRole('button', { name: new RegExp(`${earlier.examinee.name}`) }).click();
  await expect(picker).toBeHidden();

  await expect(field(page, offer.examinee.name)).toHaveValue(earlier.examinee.name);
  await expect(page.getByLabel(offer.examinee.year, { exact: true })).toHaveValue(
    earlier.examinee.dob.slice(0, 4),
  );
  await expect(page.getByLabel(offer.examinee.month, { exact: true })).toHaveValue('11');
  await expect(page.getByLabel(offer.examinee.day, { exact: true })).toHaveValue('20');
  await expect(page.getByLabel(offer.examinee.male, { exact: true })).toBeChecked();
  await expect(field(page, offer.examinee.email)).toHaveValue(earlier.examinee.email);
  await expect(field(page, offer.examinee.school)).toHaveValue(earlier.examinee.school_info);
  await expect(page.getByLabel(strings.ko.forms.postcode.postCode, { exact: true })).toHaveValue('06236');
  await expect(page.getByLabel(strings.ko.forms.postcode.addressDetail, { exact: true })).toHaveValue('별관');
});

test('on a 390 px phone the form, with its messages, needs no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page);
  await expectRealContent(page, 'ko');
  await submit(page);
  await expect(toast(page, v.examineeName)).toBeVisible();
  await expectRealContent(page, 'ko');
  await expectNoAxeViolations(page);
});
