import type { TOrgApplication } from '@putt/contract/org-orders';
import type { TPersonalOrder } from '@putt/contract/orders';
import { expect, type Page } from '@playwright/test';
import koOrders from '../../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };

// the server tests' valid applications, so both suites order the same way
import { orgApplication, personalOrder } from '../../apps/server/src/testing/orders.js';

export { personalOrder };

/** Applies through the API as the page's logged-in member; answers the new order's SK. */
export async function placeOrder(page: Page, order: TPersonalOrder): Promise<string> {
  const response = await page.request.post('/api/createOrder', {
    data: order,
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Item: { SK: string } }).Item.SK;
}

/**
 * An organisation's application through the API as the page's logged-in organisation user, for a
 * test whose form steps are covered elsewhere (org-orders.spec): the server tests' valid one,
 * changed by `change`; answers the new order's SK.
 */
export async function requestOrgOrder(page: Page, change: (application: TOrgApplication) => void) {
  const response = await page.request.post('/api/requestOrgQuotation', {
    data: orgApplication(change),
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Item: { SK: string } }).Item.SK;
}

let members = 0;

/**
 * Signs up a fresh individual member and logs the page's browser in as them: a list of orders that
 * no other test writes to. Sign-ups are rate-limited (10 an hour per address): use it sparingly.
 */
export async function signUpMember(page: Page): Promise<string> {
  const uid = `m${Date.now().toString(36).slice(-7)}${(members++).toString(36)}`.slice(0, 12);
  const password = 'orders1!';
  const headers = { 'x-requested-with': 'fetch' };
  const joined = await page.request.post('/api/joinUser', {
    data: {
      joinType: 'custom',
      joinData: { uid, password, email: `${uid}@example.com`, type: 'custom' },
      agreeTerms: true,
    },
    headers,
  });
  expect(joined.status(), `joinUser: ${await joined.text()}`).toBe(200);
  const login = await page.request.post('/api/loginUser', {
    data: { loginType: 'custom', loginData: { uid, password } },
    headers,
  });
  expect(login.status(), `login as ${uid}`).toBe(200);
  return uid;
}

/** The application form's guardian block, filled as the user would (name, relationship, phone, e-mail). */
export async function fillGuardian(page: Page): Promise<void> {
  const guardian = koOrders.offer.guardian;
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await field(guardian.name).fill('김보호');
  await field(guardian.relationship).fill('어머니');
  await page.getByLabel(guardian.phoneFirst).fill('010');
  await page.getByLabel(guardian.phoneMiddle).fill('1234');
  await page.getByLabel(guardian.phoneLast).fill('5678');
  await field(guardian.email).fill('parent@example.com');
}

/**
 * Places, as the page's member, an application whose examinee and depositor carry a name made
 * from `prefix`: a search of the member's list finds its row. Answers the name.
 */
export async function placeNamedOrder(page: Page, prefix: string): Promise<string> {
  const name = `${prefix}${Date.now().toString(36).slice(-6)}`;
  await placeOrder(
    page,
    personalOrder((order) => {
      order.examinee.name = name;
      order.payment_method.deposit_name = name;
    }),
  );
  return name;
}
