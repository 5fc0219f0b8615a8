import { addDays, seoulToday } from '@putt/contract/dates';
import { birthYears, type TPersonalOrder } from '@putt/contract/orders';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A valid personal application (elementary package) with dates inside their windows. */
export function sampleOrder(change: (order: TPersonalOrder) => void = () => {}): TPersonalOrder {
  const today = seoulToday();
  const order: TPersonalOrder = {
    type: 'individual',
    product_key: '1',
    totalPrice: 160_000,
    examinee: {
      name: '김하늘',
      dob: `${birthYears()[4]}0315`,
      gender: 'f',
      email: 'sky@example.com',
      school_info: '한빛초등학교 5학년',
      address: { postCode: '34126', address: '대전광역시 유성구 대학로 99', addressDetail: '' },
    },
    guardian: { name: '김엄마', relationship: '어머니', phone_number: '010-1234-5678' },
    project: {
      counsel_type: 'online',
      counsel_target_date: addDays(today, 20),
      start_target_date: addDays(today, 10),
    },
    receiver_email: 'parent@example.com',
    payment_method: { type: 'bank_deposit', deposit_name: '김하늘', bank_date: addDays(today, 1) },
    idempotencyKey: randomUUID(),
  };
  change(order);
  return order;
}

/** Applies through the API as the page's logged-in member; answers the new order's SK. */
export async function placeOrder(page: Page, order: TPersonalOrder): Promise<string> {
  const response = await page.request.post('/api/createOrder', {
    data: order,
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
