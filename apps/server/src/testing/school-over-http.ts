import { addDays, seoulToday } from '@putt/contract/dates';
import { orgApplication } from './orders.js';

// A school's classes under way on a running server, through the real operations over HTTP, as the
// web client calls them: the deployment tests (several processes, a stop on SIGTERM) and the
// benchmarks (bench/school.mjs re-exports these) drive separate processes with it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any operation's answer, read as the contract has it
export type Answer = { status: number; body: any; cookie?: string };

/**
 * Calls an operation as the web client does, optionally from an address of its own (a server that
 * trusts the loopback proxy reads it): answers status, body and the cookie set.
 */
export async function callOperation(
  origin: string,
  name: string,
  data: unknown,
  { cookie, ip }: { cookie?: string | undefined; ip?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'fetch',
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify(data),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, body, ...(setCookie ? { cookie: setCookie.split(';')[0] } : {}) };
}

/** callOperation for a caller that expects success: anything else throws. */
export function client(origin: string) {
  return async (name: string, data: unknown, cookie?: string): Promise<Answer> => {
    const answer = await callOperation(origin, name, data, { cookie });
    if (answer.status >= 400) throw new Error(`${name} ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
}

/** A place in a class: the class's survey key, the place's code and number. */
export type Seat = { key: string; code: string; num: number };

/**
 * `classes` classes of `classSize` places of the demo school's test, opened today: answers the
 * organisation's cookie, the order and every place. `open: false` leaves them registered and
 * pending (a class list may still be uploaded).
 */
export async function openSchoolClasses(
  origin: string,
  {
    classes,
    classSize,
    type = 'putt_m',
    open = true,
  }: { classes: number; classSize: number; type?: string; open?: boolean },
) {
  const call = client(origin);
  const places = classes * classSize;
  const org = await call('loginUser', {
    loginType: 'org',
    loginData: { orgId: 'demoschool', uid: 'orgadmin', password: 'demo1234!' },
  });
  const staff = await call('adminLogin', { staffId: 'staffadmin', password: 'demo1234!' });
  const today = seoulToday();
  const later = addDays(today, 14);
  const quoted = await call(
    'requestOrgQuotation',
    orgApplication((application) => {
      application.products = [{ prod_id: type, quantity: places, unit_price: 5_500, notes: '' }];
      application.totalPrice = places * 5_500;
    }),
    org.cookie,
  );
  const SK: string = quoted.body.Item.SK;
  await call('adminApproveOrder', { SK }, staff.cookie);
  const projects = Array.from({ length: classes }, (_, at) => ({
    name: `부하 ${at + 1}반`,
    grade: 2,
    class: at + 1,
    email: 'homeroom@example.com',
    start_target_date: today,
    end_target_date: later,
    student_count: classSize,
  }));
  await call(
    'changeOrderStatus',
    { status: 'ready', type: 'organisation', data: { SK, products: [{ prod_id: type, projects }] } },
    org.cookie,
  );
  const detail = async () => (await call('getOrderProjectsContainsExamninees', { SK }, org.cookie)).body.Item;
  let item = await detail();
  const base = { orgCookie: org.cookie!, staffCookie: staff.cookie!, orderSk: SK };
  if (!open) return { ...base, projects: item.projects, seats: [] as Seat[] };
  for (const project of item.projects) await call('openOneProject', { SK: project.SK }, org.cookie);
  item = await detail();
  const seats: Seat[] = item.projects.flatMap(
    (project: { responder_uri: string; codes: { code: string; num: number }[] }) =>
      project.codes.map((code: { code: string; num: number }) => ({
        key: project.responder_uri.split('/').pop(),
        ...code,
      })),
  );
  return { ...base, projects: item.projects, seats };
}

/**
 * The `n`th examinee enters at a place, from its own address when `ip` is given (a school's, behind
 * a proxy the server trusts): answers the attempt's cookie. `resume` continues an attempt the code
 * started (an entry whose answer was lost on the way), as the examinee chooses on screen.
 */
export async function enterSeat(
  origin: string,
  seat: Seat,
  n: number,
  ip?: string,
  resume = false,
): Promise<string> {
  const entered = await callOperation(
    origin,
    'enterSurvey',
    {
      SK: seat.key,
      authCode: seat.code,
      num: seat.num,
      name: `학생${String(n + 1).padStart(3, '0')}`,
      gender: n % 2 ? 'm' : 'f',
      dob: '20110305',
      email: `student${n}@example.com`,
      privacy: true,
      ...(resume ? { resume: true } : {}),
    },
    ip ? { ip } : {},
  );
  if (entered.status !== 200 || !entered.cookie) {
    throw new Error(`enterSurvey ${entered.status} ${JSON.stringify(entered.body)}`);
  }
  return entered.cookie;
}

/** The `n`th examinee enters, answers every item in the runner's batches, and submits. */
export async function takeTest(origin: string, seat: Seat, n: number): Promise<void> {
  const call = client(origin);
  const cookie = await enterSeat(origin, seat, n);
  const items: string[] = (await call('getAttempt', { SK: seat.key }, cookie)).body.Item.items.map(
    (item: { id: string }) => item.id,
  );
  const answers = items.map((item, i) => ({ item, value: ((i * 7 + n) % 5) + 1, seq: i + 1, ms: 2600 }));
  for (let at = 0; at < answers.length; at += 50) {
    await call(
      'saveAnswers',
      { SK: seat.key, device: `test-device-${n}`, answers: answers.slice(at, at + 50) },
      cookie,
    );
  }
  await call('submitAttempt', { SK: seat.key }, cookie);
}
