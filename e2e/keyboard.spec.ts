import type { Page } from '@playwright/test';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { birthYears } from '@putt/contract/orders';
import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import koExpert from '../apps/web/src/features/expert/i18n/ko.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import koOrgOrders from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import {
  expect,
  expectNoAxeViolations,
  expectPageLoaded,
  loginAs,
  routeTitle,
  strings,
  test,
} from './support/fixtures';
import { fillGuardian } from './support/orders';
import { focusWithoutRing, tabTo } from './support/keyboard';

/**
 * Keyboard-only journeys: after each step focus is where the user's next key press belongs (a
 * busy button keeps it, a dialog returns it to its field, a failed submit puts it on the first
 * failure, a new page on its heading). Values are typed; every button is pressed with the keyboard.
 */
const ko = strings.ko.common;
const offer = koOrders.offer;
const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(exactly(label));
const press = async (page: Page, name: string, key = 'Enter') => {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press(key);
};
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('ko sign-up by keyboard: the id check keeps focus on its button, a new page focuses its heading', async ({
  page,
}) => {
  const uid = `kb${Date.now().toString(36).slice(-8)}`;
  await page.goto('/Join');
  await expectPageLoaded(page, 'ko');
  await page.getByLabel(koAuth.join.agreeAll).focus();
  await page.keyboard.press('Space');
  await press(page, koAuth.join.next);
  await expect(page).toHaveURL((url) => url.pathname === '/Join/Registration');
  await expect(pageHeading(page)).toBeFocused();

  await field(page, koAuth.join.uid).focus();
  await page.keyboard.type(uid);
  await page.keyboard.press('Tab');
  const check = page.getByRole('button', { name: koAuth.join.check });
  await expect(check).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(koAuth.join.idAvailable)).toBeVisible();
  // the button was busy (disabled) during the check: focus is back on it, not on the page body
  await expect(check).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(field(page, koAuth.join.password)).toBeFocused();
  await page.keyboard.type('keyboard1!');
  await page.keyboard.press('Tab');
  // the show-password button is reachable and named in the page's language
  await expect(page.getByRole('button', { name: ko.a11y.showPassword }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, koAuth.join.passwordConfirm)).toBeFocused();
  await page.keyboard.type('keyboard1!');
  await field(page, koAuth.join.email).focus();
  await page.keyboard.type(`${uid}@example.com`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/Join/Success/${uid}`);
  await expect(pageHeading(page)).toBeFocused();
});

test('ko login by keyboard: a wrong password returns focus to the password, the right one opens Home', async ({
  page,
  consoleErrors,
}) => {
  // the wrong password is refused with 401
  consoleErrors.allow(/status of 401/);
  await page.goto('/Login');
  await expectPageLoaded(page, 'ko');
  await field(page, koAuth.login.uid).focus();
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Tab');
  const password = field(page, koAuth.login.password);
  await expect(password).toBeFocused();
  await page.keyboard.type('wrong-password1!');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(koAuth.login.wrongPassword);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(password).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('demo1234!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Home has no banner heading: its main region takes focus
  await expect(page.locator('#main')).toBeFocused();
});

test('ko the application by keyboard, with the address typed by hand when the address search cannot load', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_FAILED/);
  const name = `키보드${Date.now().toString(36).slice(-5)}`;
  await page.route('**/postcode.v2.js', (route) => route.abort());
  await loginAs(page, 'individual');
  await page.goto('/Offer/Personal/1');
  await expectPageLoaded(page, 'ko');

  await press(page, offer.submit);
  await expect(
    page.getByRole('alert').filter({ hasText: strings.ko.validation.v.examineeName }),
  ).toBeVisible();
  // the first failure by the spec's order has focus, its message as its description
  await expect(field(page, offer.examinee.name)).toBeFocused();
  await expect(field(page, offer.examinee.name)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.keyboard.type(name);
  await press(page, offer.submit);
  await expect(page.getByLabel(offer.examinee.year, { exact: true })).toBeFocused();
  await page.getByLabel(offer.examinee.year, { exact: true }).selectOption(String(birthYears()[4]));
  await page.getByLabel(offer.examinee.month, { exact: true }).selectOption('03');
  await page.getByLabel(offer.examinee.day, { exact: true }).selectOption('05');
  await page.getByLabel(offer.examinee.female, { exact: true }).focus();
  await page.keyboard.press('Space');
  await field(page, offer.examinee.email).fill('sky@example.com');
  await field(page, offer.examinee.school).fill('한빛초등학교 5학년');

  // the address search cannot load: the postcode and address are typed instead
  await press(page, strings.ko.forms.postcode.search);
  await expect(
    page.getByRole('alert').filter({ hasText: strings.ko.forms.postcode.manualHint }),
  ).toBeVisible();
  await page.getByLabel(strings.ko.forms.postcode.postCode, { exact: true }).fill('3412');
  await page
    .getByLabel(strings.ko.forms.postcode.address, { exact: true })
    .fill('대전광역시 유성구 대학로 99');

  await fillGuardian(page);
  await page.getByLabel(offer.product.online, { exact: true }).focus();
  await page.keyboard.press('Space');
  const iso = (days: number) => formatYmd(addDays(seoulToday(), days));
  await field(page, offer.product.counselDate).fill(iso(10));
  await field(page, offer.product.testDate).fill(iso(3));
  await field(page, offer.payment.depositName).fill(name);
  await field(page, offer.payment.depositDate).fill(iso(2));

  // a postcode of four digits is refused, with focus on it
  await press(page, offer.submit);
  await expect(
    page.getByRole('alert').filter({ hasText: strings.ko.validation.v.postCodePattern }),
  ).toBeVisible();
  await expect(page.getByLabel(strings.ko.forms.postcode.postCode, { exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('6');

  const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/createOrder');
  await press(page, offer.submit);
  expect((await created).status()).toBe(200);
  await expect(page).toHaveURL(/\/Mypage\/Order\/Personal$/);
  await expect(pageHeading(page)).toHaveText(routeTitle('personalOrders', 'ko'));
  await expect(pageHeading(page)).toBeFocused();
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
});

test("ko the organisation's application by keyboard: a refused submit puts focus on what is missing, the sent one opens the list", async ({
  page,
}) => {
  const form = koOrgOrders.form;
  await loginAs(page, 'orgAdmin');
  await page.goto('/Mypage/Order/Org/Request/survey');
  await expectPageLoaded(page, 'ko');
  const main = page.getByRole('main');

  // nothing chosen: the spec's message, and focus on the first line to choose
  await press(page, form.submit);
  await expect(page.getByText(koOrgOrders.v.noProduct).first()).toBeVisible();
  await expect(main.getByRole('checkbox').first()).toBeFocused();
  await expectNoAxeViolations(page);

  // option B, both tests of the level for 60 students, chosen with the space bar
  await main.getByRole('checkbox', { name: /옵션 B/ }).focus();
  await page.keyboard.press('Space');
  await main.getByLabel(/옵션 B.*수량/).fill('60');
  await expect(main.getByText('660,000원').last()).toBeVisible();
  await main.getByLabel(form.plan.testDueDate).fill(formatYmd(addDays(seoulToday(), 14)));
  await main.getByRole('radio', { name: form.testType.online }).focus();
  await page.keyboard.press('Space');
  await main.getByLabel(form.contact.email).fill(`keyboard-${Date.now().toString(36)}@example.com`);
  // a deposit date past the window: refused, with focus on it and nothing typed lost
  await main.getByLabel(form.payment.bankDate).fill(formatYmd(addDays(seoulToday(), 120)));
  await press(page, form.submit);
  await expect(main.getByText(koOrgOrders.v.depositDateRange)).toBeVisible();
  await expect(main.getByLabel(form.payment.bankDate)).toBeFocused();
  await expect(main.getByLabel(/옵션 B.*수량/)).toHaveValue('60');
  await main.getByLabel(form.payment.bankDate).fill(formatYmd(addDays(seoulToday(), 30)));

  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/requestOrgQuotation');
  await press(page, form.submit);
  expect((await sent).status()).toBe(200);
  await expect(page).toHaveURL('/Mypage/Order/Org/RequestList');
  await expect(pageHeading(page)).toBeFocused();
});

test('ko every control of the login, inquiry and order forms shows where the focus is', async ({ page }) => {
  test.slow();
  for (const path of ['/Login', '/Inquiry']) {
    await page.goto(path);
    await expectPageLoaded(page, 'ko');
    expect(await focusWithoutRing(page), `focus without a ring on ${path}`).toEqual([]);
  }
  await loginAs(page, 'individual');
  await page.goto('/Offer/Personal/1');
  await expectPageLoaded(page, 'ko');
  expect(await focusWithoutRing(page), 'focus without a ring on the order form').toEqual([]);
});

test('ko the certificate check by keyboard: typed and sent with Enter, the answer is announced, every control shows its focus', async ({
  page,
  consoleErrors,
}) => {
  // a number nobody holds answers 404, which the browser logs
  consoleErrors.allow(/status of 404/);
  await page.goto('/Cert/Verify');
  await expectPageLoaded(page, 'ko');
  expect(await focusWithoutRing(page), 'focus without a ring on /Cert/Verify').toEqual([]);
  const number = field(page, koExpert.verify.number);
  await tabTo(page, number);
  await page.keyboard.type('PB-2026-99999');
  await page.keyboard.press('Tab');
  await expect(field(page, koExpert.verify.name)).toBeFocused();
  await page.keyboard.type('김아무');
  await page.keyboard.press('Enter');
  // a made-up number is told in the live region, not as a field error that would move the focus
  await expect(page.getByRole('status').filter({ hasText: koExpert.verify.notFound })).toBeVisible();
  await expect(field(page, koExpert.verify.name)).toBeFocused();
});
