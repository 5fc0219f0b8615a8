import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { middleClass } from '../testing/classes.js';
import { orgApplication } from '../testing/orders.js';
import { startS3Server } from '../testing/s3-server.js';
import { callOperation, openSchoolClasses, takeTest } from '../testing/school-over-http.js';
import { exited, freePort, healthy, startProcess } from '../testing/server-process.js';
import { type ReceivedMail, startSmtpSink } from '../testing/smtp-sink.js';
import { adminQuery, withDatabase } from '../testing/template-db.js';
import { zipEntries } from '../testing/zip-entries.js';

// Several machines (issues 24 and 45, DESIGN.md "Scaling"): two web processes with WORKER=off and
// two workers (README's production shape, with a second worker so that "once" means something),
// all started at the same moment as a deploy starts them, on one PostgreSQL database and one S3
// bucket, each with a data directory of its own and empty (no shared disk). A session made on one
// web process holds on the other; a rate limit counts the failures of both; every job queued by
// either runs once; a class's scheduled link mail goes out once; a file stored through one is
// read through the other; reports a worker draws are served by both.

const postgresUrl = inject('postgresUrl');
const dbName = `procs_${randomBytes(4).toString('hex')}`;
const dataDirs: string[] = [];
const processes: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let web: [string, string];
let db: pg.Client;
// every process signs cookies alike, as production's SESSION_SECRET makes them
const sessionSecret = randomBytes(32).toString('hex');

/** A process on a machine of its own: its own empty data directory, the shared database and bucket. */
function start(entry: 'main' | 'worker', env: Record<string, string>): void {
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-machine-'));
  dataDirs.push(dataDir);
  processes.push(
    startProcess(entry, {
      DATABASE_URL: withDatabase(postgresUrl, dbName),
      DATA_DIR: dataDir,
      SESSION_SECRET: sessionSecret,
      SMTP_URL: smtp.url,
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.settings.endpoint!,
      S3_REGION: s3.settings.region,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...env,
    }),
  );
}

/** Calls an operation over HTTP as the web client does. */
const call = (origin: string, name: string, input: unknown, cookie?: string) =>
  callOperation(origin, name, input, { cookie });

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
  s3 = await startS3Server();
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
  await Promise.all(processes.map(exited));
  await db?.end();
  await adminQuery(postgresUrl, `drop database if exists ${dbName} with (force)`);
  await smtp?.close();
  await s3?.close();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
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

  it('read through one a file stored through the other, kept in the bucket, not on either disk', async () => {
    const login = await call(web[1], 'loginUser', {
      loginType: 'org',
      loginData: { orgId: 'demoschool', uid: 'orguser', password: 'demo1234!' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const bytes = Buffer.from('%PDF-1.4\n학급 명단 안내문\n%%EOF\n');
    const stored = await call(
      web[0],
      'uploadAttachment',
      { file: { base64: bytes.toString('base64'), name: '안내문.pdf', type: 'application/pdf' } },
      login.cookie,
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const read = await fetch(`${web[1]}/files/${stored.body.id}`, {
      headers: { cookie: login.cookie! },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(bytes)).toBe(true);
    for (const dataDir of dataDirs) {
      expect(
        readdirSync(dataDir, { recursive: true }).filter((name) => String(name).startsWith('files')),
      ).toEqual([]);
    }
  });

  it('serve from both the reports a worker drew, and a class’s archive of them from either', async () => {
    const school = await openSchoolClasses(web[0], { classes: 1, classSize: 3 });
    await Promise.all(school.seats.map((seat, n) => takeTest(web[1], seat, n)));
    const project = school.projects[0] as { SK: string };
    const asked = await call(web[1], 'requestProjectReportGeneration', { SK: project.SK }, school.orgCookie);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const teacher = await call(
      web[0],
      'requestTeacherReportGeneration',
      { SK: project.SK },
      school.orgCookie,
    );
    expect(teacher.status, JSON.stringify(teacher.body)).toBe(200);
    const until = Date.now() + 120_000;
    for (;;) {
      const [state] = await rows<{ ready: string }>(
        `select count(*) filter (where status = 'ready') as ready from reports where project_sk = $1`,
        [project.SK],
      );
      // three students' reports and the teacher's
      if (Number(state!.ready) >= 4) break;
      if (Date.now() > until) throw new Error(`${state!.ready} reports ready in 2 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const path = `/documents/projects/${encodeURIComponent(project.SK)}`;
    const fromBoth = async (file: string) => {
      const answers = await Promise.all(
        web.map((origin) => fetch(`${origin}${path}/${file}`, { headers: { cookie: school.orgCookie } })),
      );
      for (const answer of answers) expect(answer.status, file).toBe(200);
      return Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    };
    const [teacherHere, teacherThere] = await fromBoth('teacher-report.pdf');
    expect(teacherHere!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(teacherHere!.equals(teacherThere!)).toBe(true);
    const [zipHere, zipThere] = await fromBoth('reports.zip');
    const entries = zipEntries(zipHere!);
    expect(entries.size).toBe(3);
    for (const pdf of entries.values()) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(zipHere!.equals(zipThere!)).toBe(true);
  }, 240_000);
});
