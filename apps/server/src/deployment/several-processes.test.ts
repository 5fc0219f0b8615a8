import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { middleClass } from '../testing/classes.js';
import { orgApplication } from '../testing/orders.js';
import { type ReceivedMail, startSmtpSink } from '../testing/smtp-sink.js';
import { adminQuery, withDatabase } from '../testing/template-db.js';

// Several processes on one PostgreSQL database (issue 24, DESIGN.md "Scaling"): two web processes
// with WORKER=off and two workers (README's production shape, with a second worker so that "once"
// means something), all started at the same moment as a deploy starts them. A session made on one
// web process holds on the other; a rate limit counts the failures of both; every job queued by
// either runs once; a class's scheduled link mail goes out once.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const postgresUrl = inject('postgresUrl');
const dbName = `procs_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'putt-procs-'));
const processes: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let web: [string, string];
let db: pg.Client;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server process from source (what `npm run dev` runs), logging only its warnings. */
function start(entry: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  // this process's own Node: the LTS run (scripts/test-lts.sh) starts the processes on the LTS too
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverDir,
    env: {
      // eslint-disable-next-line no-restricted-syntax -- the child inherits PATH and the rest, with the test's settings over them
      ...process.env,
      DATABASE_URL: withDatabase(postgresUrl, dbName),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  return child;
}

async function healthy(origin: string): Promise<void> {
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not start`);
}

type Answer = { status: number; body: Record<string, unknown>; cookie?: string };

/** Calls an operation over HTTP as the web client does. */
async function call(origin: string, name: string, input: unknown, cookie?: string): Promise<Answer> {
  const response = await fetch(`${origin}/api/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'fetch',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(input),
  });
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookie: setCookie?.split(';')[0],
  };
}

const rows = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];

/** Waits until the outbox holds `count` sent mails and nothing is waiting, then a few polls more. */
async function settled(count: number): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const [state] = await rows<{ sent: string; waiting: string }>(
      `select count(*) filter (where status = 'sent') as sent,
              count(*) filter (where status <> 'sent') as waiting from outbox`,
    );
    if (Number(state!.sent) >= count && Number(state!.waiting) === 0) break;
    if (Date.now() > until) throw new Error(`outbox: ${JSON.stringify(state)}, wanted ${count} sent`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // a job that ran twice would send again within a poll or two (2 s each)
  await new Promise((resolve) => setTimeout(resolve, 6000));
}

async function linkMailsWritten(count: number): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const [state] = await rows<{ written: string }>(
      `select count(*) as written from outbox where template = 'project-link'`,
    );
    if (Number(state!.written) >= count) return;
    if (Date.now() > until) throw new Error(`${state!.written} link mails written, wanted ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  await adminQuery(postgresUrl, `create database ${dbName}`);
  const ports = [await freePort(), await freePort()];
  web = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
  // all at once, as a deploy starts them: migrations and the demo data must not collide
  start('main', { PORT: String(ports[0]), WORKER: 'off' });
  start('main', { PORT: String(ports[1]), WORKER: 'off' });
  start('worker', {});
  start('worker', {});
  await Promise.all(web.map(healthy));
  db = new pg.Client({ connectionString: withDatabase(postgresUrl, dbName) });
  await db.connect();
}, 180_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGTERM');
  await Promise.all(
    processes.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  await db?.end();
  await adminQuery(postgresUrl, `drop database if exists ${dbName} with (force)`);
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const member = { loginType: 'custom', loginData: { uid: 'demo1234', password: 'demo1234!' } };

describe('two web processes and two workers on one PostgreSQL database', () => {
  it('start together, and a session made on one holds on the other, and ends on both', async () => {
    const login = await call(web[0], 'loginUser', member);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const there = await call(web[1], 'getMemberInfo', {}, login.cookie);
    expect(there.status).toBe(200);
    expect(JSON.stringify(there.body)).toContain('demo1234');
    expect((await call(web[1], 'logoutUser', {}, login.cookie)).status).toBe(200);
    expect((await call(web[0], 'getMemberInfo', {}, login.cookie)).status).toBe(401);
  });

  it('count the failed sign-ins of both against one limit', async () => {
    const wrong = { loginType: 'custom', loginData: { uid: 'demo1234', password: 'not-the-one1!' } };
    // five failures, spread over both, are the limit for an account from one address
    for (let i = 0; i < 5; i += 1) expect((await call(web[i % 2]!, 'loginUser', wrong)).status).toBe(401);
    for (const origin of web) {
      const held = await call(origin, 'loginUser', member);
      expect(held.status, JSON.stringify(held.body)).toBe(429);
    }
  });

  it('run every job either queues once, and a class’s scheduled link mail once', async () => {
    // inquiries through both: each queues its notice to the company
    for (let i = 0; i < 4; i += 1) {
      const sent = await call(web[i % 2]!, 'addMyreg', {
        name: `문의자${i}`,
        phone1: '010',
        phone2: '1234',
        phone3: '5678',
        email: `asker${i}@example.com`,
        content: '검사 일정이 궁금합니다.',
        privacyAgreement: 'agree',
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    }
    // the demo school orders, staff approve on the other process, two classes open today, one
    // through each: their link mails are due at once, and the workers both look for them
    const org = await call(web[0], 'loginUser', {
      loginType: 'org',
      loginData: { orgId: 'demoschool', uid: 'orgadmin', password: 'demo1234!' },
    });
    const staff = await call(web[1], 'adminLogin', { staffId: 'staffadmin', password: 'demo1234!' });
    const quotation = await call(
      web[0],
      'requestOrgQuotation',
      orgApplication((a) => {
        a.products = [{ prod_id: 'putt_m', quantity: 60, unit_price: 5_500, notes: '' }];
        a.totalPrice = 330_000;
      }),
      org.cookie,
    );
    expect(quotation.status, JSON.stringify(quotation.body)).toBe(200);
    const SK = (quotation.body.Item as { SK: string }).SK;
    expect((await call(web[1], 'adminApproveOrder', { SK }, staff.cookie)).status).toBe(200);
    const classes = [
      { ...middleClass('2학년 1반', 0, 30), email: 'first-class@example.com' },
      { ...middleClass('2학년 2반', 0, 30), email: 'second-class@example.com' },
    ];
    const saved = await call(
      web[1],
      'changeOrderStatus',
      {
        status: 'ready',
        type: 'organisation',
        data: { SK, products: [{ prod_id: 'putt_m', projects: classes }] },
      },
      org.cookie,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const projects = await rows<{ sk: string }>('select sk from projects where order_sk = $1 order by num', [
      SK,
    ]);
    for (const [at, project] of projects.entries()) {
      const opened = await call(web[at % 2]!, 'openOneProject', { SK: project.sk }, org.cookie);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    }

    // every mail the outbox holds, sent once: the quotation and payment mails, the inquiries'
    // notices and each class's link mail to its class and to the order's contact. The link mails
    // are written by a job of their own: the count is taken once they are all there (a busy
    // machine's workers may reach that job after the mails above went out).
    await linkMailsWritten(4);
    const [{ count }] = (await rows<{ count: string }>(`select count(*) from outbox`)) as [{ count: string }];
    await settled(Number(count));
    const outbox = await rows<{ to: string; template: string; attempts: number; status: string }>(
      `select "to", template, attempts, status from outbox`,
    );
    expect(outbox.filter((mail) => mail.template === 'new-inquiry')).toHaveLength(4);
    const linkMails = outbox.filter((mail) => mail.template === 'project-link');
    const contact = orgApplication().client.email;
    expect(linkMails.map((mail) => mail.to).sort()).toEqual(
      ['first-class@example.com', 'second-class@example.com', contact, contact].sort(),
    );
    for (const mail of outbox)
      expect(mail, JSON.stringify(mail)).toMatchObject({ status: 'sent', attempts: 1 });
    // what reached the SMTP server: each outbox row once
    const received = (to: string) => smtp.mails.filter((mail: ReceivedMail) => mail.to.includes(to)).length;
    expect(smtp.mails).toHaveLength(outbox.length);
    expect(received('first-class@example.com')).toBe(1);
    expect(received('second-class@example.com')).toBe(1);
  }, 180_000);
});
