// The built server for the benchmarks, and a school's classes under way on it through the real
// operations: the demo school orders places, staff approve, the classes are registered and opened.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

/**
 * The built server on a port, with this data (a PostgreSQL URL or a PGlite folder); `nodeArgs` add
 * to Node's (a profile: --cpu-prof).
 */
export function startServer(port, env, nodeArgs = []) {
  const child = spawn('node', [...SERVER_NODE_FLAGS, ...nodeArgs, 'apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const ready = (async () => {
    for (let i = 0; i < 480; i++) {
      // a server that died on start (a port taken, a bad setting) says so now, not in two minutes
      if (exited !== undefined) throw new Error(`the built server on port ${port} exited (${exited})`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the built server did not start on port ${port}`);
  })();
  return { child, origin, ready };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls an operation as the web client does, optionally from an address of its own (a server that
 * trusts the loopback proxy reads it): answers status, body and the cookie set.
 */
export async function callOperation(origin, name, data, { cookie, ip } = {}) {
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
  const body = await response.json().catch(() => undefined);
  const setCookie = response.headers.get('set-cookie');
  return { status: response.status, body, cookie: setCookie ? setCookie.split(';')[0] : undefined };
}

/** callOperation for a caller that expects success: anything else throws. */
export function client(origin) {
  return async (name, data, cookie) => {
    const answer = await callOperation(origin, name, data, { cookie });
    if (answer.status >= 400) throw new Error(`${name} ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };
}

/**
 * `classes` classes of `classSize` places of the demo school's test, opened today: answers the
 * organisation's cookie, the order and every place (the class's survey key, code and number).
 * `open: false` leaves them registered and pending (a class list may still be uploaded).
 */
export async function openSchoolClasses(origin, { classes, classSize, type = 'putt_m', open = true }) {
  const call = client(origin);
  const places = classes * classSize;
  const org = await call('loginUser', {
    loginType: 'org',
    loginData: { orgId: 'demoschool', uid: 'orgadmin', password: 'demo1234!' },
  });
  const staff = await call('adminLogin', { staffId: 'staffadmin', password: 'demo1234!' });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    .format(new Date())
    .replaceAll('-', '');
  const later = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  const quoted = await call(
    'requestOrgQuotation',
    {
      pid: 'survey',
      products: [{ prod_id: type, quantity: places, unit_price: 5_500, notes: '' }],
      totalPrice: places * 5_500,
      test_due_date: later,
      test_type: 'online',
      coaching_due_date: '',
      client: {
        dept: '교무부',
        phoneNumber: '042-123-4567',
        deptPersonName: '이담당',
        deptPersonPhoneNumber: '010-2345-6789',
        email: 'teacher@example.com',
      },
      cc: '',
      payment_method: { type: 'bank_deposit', bank_date: later, deposit_name: '' },
      idempotencyKey: randomUUID(),
    },
    org.cookie,
  );
  const SK = quoted.body.Item.SK;
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
  let detail = (await call('getOrderProjectsContainsExamninees', { SK }, org.cookie)).body.Item;
  if (!open) return { orgCookie: org.cookie, orderSk: SK, projects: detail.projects, seats: [] };
  for (const project of detail.projects) await call('openOneProject', { SK: project.SK }, org.cookie);
  detail = (await call('getOrderProjectsContainsExamninees', { SK }, org.cookie)).body.Item;
  const seats = detail.projects.flatMap((project) =>
    project.codes.map((code) => ({ key: project.responder_uri.split('/').pop(), ...code })),
  );
  return { orgCookie: org.cookie, orderSk: SK, projects: detail.projects, seats };
}
