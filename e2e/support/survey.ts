import { type APIRequestContext, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { addDays, seoulToday } from '@putt/contract/dates';
import type { TPersonalOrder } from '@putt/contract/orders';
import { orgApplication } from '../../apps/server/src/testing/orders.js';
import { loginAs } from './fixtures';
import { personalOrder, placeOrder } from './orders';
import { signInStaff } from './staff';

type Call = (name: string, data: object) => Promise<Record<string, unknown>>;

const caller =
  (request: APIRequestContext): Call =>
  async (name, data) => {
    const response = await request.post(`/api/${name}`, {
      data,
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

type Options = {
  type: 'putt_m' | 'tocc_h' | 'putt_h';
  students: number;
  under14?: boolean;
  /** the demo school (a middle school) or the demo high school */
  school?: 'orgAdmin' | 'otherOrgAdmin';
};

/**
 * A class of a demo school (the middle school unless said) to be tested today, registered as the
 * school and staff would through the API: quotation, approval, registration and (for children under
 * 14) the guardians' consent, not yet opened (a class list is registered before opening).
 */
export async function registeredClass(
  page: Page,
  { type, students, under14 = false, school = 'orgAdmin' }: Options,
) {
  const call = caller(page.request);
  await loginAs(page, school);
  const quoted = await call(
    'requestOrgQuotation',
    orgApplication((a) => {
      a.products = [{ prod_id: type, quantity: students, unit_price: 5_500, notes: '' }];
      a.totalPrice = 5_500 * students;
    }),
  );
  const SK = (quoted.Item as { SK: string }).SK;
  await signInStaff(page);
  await call('adminApproveOrder', { SK });
  const today = seoulToday();
  const theClass = {
    name: type === 'tocc_h' ? '1학년 2반' : '2학년 1반',
    grade: type === 'tocc_h' ? 1 : 2,
    class: type === 'tocc_h' ? 2 : 1,
    email: 'homeroom@example.com',
    start_target_date: today,
    end_target_date: addDays(today, 7),
    student_count: students,
  };
  await call('changeOrderStatus', {
    status: 'ready',
    type: 'organisation',
    data: { SK, products: [{ prod_id: type, projects: [theClass] }] },
  });
  const listed = await call('getOrderProjectsContainsExamninees', { SK });
  const classSk = (listed.Item as { projects: { SK: string }[] }).projects[0]!.SK;
  if (under14) {
    await call('recordGuardianConsent', {
      SK: classSk,
      collected_by: '담임 김선생',
      collected_on: today,
      statement: true,
    });
  }
  return { orderSk: SK, classSk };
}

/**
 * The survey link (as the server's origin spells it), its path and the codes in the order of their
 * numbers of an opened class, from its code sheet.
 */
export async function classCodes(page: Page, classSk: string) {
  // staff say why they take a class's sheet (issue 44); a school's user gives no reason
  const sheet = await page.request.get(`/documents/projects/${classSk}/codes.csv?reason=e2e`);
  expect(sheet.status()).toBe(200);
  const rows = (await sheet.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));
  const link = new URL(rows[0]![3]!);
  return { link: link.href, path: link.pathname, codes: rows.map((row) => row[2]!) };
}

/**
 * A class of a demo school (the middle school unless said) under way today, set up as the school
 * and staff would through the API (registeredClass, then opening). Answers the survey link's path
 * and the codes in the order of their numbers, from the class's code sheet.
 */
export async function openedClass(page: Page, options: Options) {
  const { orderSk, classSk } = await registeredClass(page, options);
  await caller(page.request)('openOneProject', { SK: classSk });
  return { orderSk, classSk, ...(await classCodes(page, classSk)) };
}

/**
 * An individual's paid order (made by the page's member, its deposit confirmed by staff in the same
 * browser) whose first test (PUTT elementary) is open today: the order, its link and code.
 */
export async function openedTest(
  page: Page,
  inbox: string,
  change: (order: TPersonalOrder) => void = () => {},
) {
  const call = caller(page.request);
  const order = personalOrder((o) => {
    o.receiver_email = inbox;
    o.project.start_target_date = seoulToday();
    change(o);
  });
  const SK = await placeOrder(page, order);
  await signInStaff(page);
  await call('adminConfirmDeposit', {
    SK,
    paidDate: seoulToday(),
    paidAmount: order.totalPrice,
    paidDepositName: order.payment_method.deposit_name,
  });
  const detail = await call('getOrderProjectsContainsExamninees', { SK });
  const first = (detail.Item as { projects: { SK: string }[] }).projects[0]!;
  await call('openOneProject', { SK: first.SK });
  const opened = await call('getOrderProjectsContainsExamninees', { SK });
  const project = (
    opened.Item as { projects: { SK: string; responder_uri: string; codes: { code: string }[] }[] }
  ).projects[0]!;
  return { SK, order, path: new URL(project.responder_uri).pathname, code: project.codes[0]!.code };
}

type Examinee = { name: string; dob: string; gender: 'f' | 'm'; num: number; authCode: string };

/**
 * An examinee of the test at survey key `SK` takes it whole through the API from a browser of
 * their own, as the runner would send it: every item answered `value(i)` in `ms`, then submitted.
 */
export async function takeTestByApi(
  baseURL: string,
  SK: string,
  who: Examinee,
  value: (i: number) => number,
  ms = 2600,
): Promise<void> {
  const student = await playwrightRequest.newContext({ baseURL });
  const call = caller(student);
  await call('enterSurvey', { SK, ...who, email: `s${who.num}@example.com`, privacy: true });
  const attempt = await call('getAttempt', { SK });
  const items = (attempt.Item as { items: { id: string }[] }).items.map((item) => item.id);
  const answers = items.map((item, i) => ({ item, value: value(i), seq: i + 1, ms }));
  for (let at = 0; at < answers.length; at += 50) {
    await call('saveAnswers', { SK, device: `e2e-tab-${who.num}`, answers: answers.slice(at, at + 50) });
  }
  await call('submitAttempt', { SK });
  await student.dispose();
}
