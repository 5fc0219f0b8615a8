import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { personalOrder } from '../testing/orders.js';
import {
  callOperation,
  client,
  enterSeat,
  openSchoolClasses,
  takeTest,
} from '../testing/school-over-http.js';
import { exited, freePort, healthy, startProcess } from '../testing/server-process.js';
import { adminQuery, withDatabase } from '../testing/template-db.js';
import { zipEntries } from '../testing/zip-entries.js';

// The restore drill (issue 45): a backup taken while a member orders and pupils answer, restored
// into a new database and an empty data directory, holds every write acknowledged before the
// backup started; a server started on what was restored serves the report made before.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const postgresUrl = inject('postgresUrl');
const suffix = randomBytes(4).toString('hex');
const [source, target] = [`backup_from_${suffix}`, `backup_into_${suffix}`];
const work = mkdtempSync(join(tmpdir(), 'putt-backup-'));
const sessionSecret = randomBytes(32).toString('hex');
const processes: ChildProcess[] = [];

type Kind = 'postgres' | 'pglite';

/** Where an installation lives: a database of its own on PostgreSQL, else only its data directory. */
const place = (kind: Kind, name: 'source' | 'target', port: number) => ({
  ...(kind === 'postgres'
    ? { DATABASE_URL: withDatabase(postgresUrl, name === 'source' ? source : target) }
    : {}),
  DATA_DIR: join(work, kind, name),
  SESSION_SECRET: sessionSecret,
  PORT: String(port),
});

/** A query of the restored database, before any server opens it. */
async function restoredRows<T>(kind: Kind, text: string): Promise<T[]> {
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: join(work, kind, 'target') });
    try {
      return (await (database as Extract<Database, { kind: 'pglite' }>).pglite.query<T>(text)).rows;
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: withDatabase(postgresUrl, target) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** npm run backup / restore, from source, with these settings; fails with what it printed. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', `src/scripts/${name}.ts`, ...args],
      {
        cwd: serverDir,
        // eslint-disable-next-line no-restricted-syntax -- the script inherits PATH and the rest, with the test's settings over them
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited ${code}: ${printed}`)),
    );
  });
}

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${source}`);
  await adminQuery(postgresUrl, `create database ${target}`);
}, 60_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGKILL');
  await Promise.all(processes.map(exited));
  await adminQuery(postgresUrl, `drop database if exists ${source} with (force)`);
  await adminQuery(postgresUrl, `drop database if exists ${target} with (force)`);
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.each<Kind>(['postgres', 'pglite'])(
  'a backup of %s taken under writes, restored into a new place',
  (kind) => {
    it('holds every write acknowledged before it began, and the restored server serves a report', async () => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      processes.push(startProcess('main', place(kind, 'source', port)));
      await healthy(origin);
      const call = client(origin);

      // a class whose first pupil took the test and has a report; three more are answering
      const school = await openSchoolClasses(origin, { classes: 1, classSize: 4 });
      const project = school.projects[0] as { SK: string };
      await takeTest(origin, school.seats[0]!, 0);
      await call('requestProjectReportGeneration', { SK: project.SK }, school.orgCookie);
      for (let wait = 0; ; wait += 1) {
        const order = await call(
          'getOrderProjectsContainsExamninees',
          { SK: school.orderSk },
          school.orgCookie,
        );
        if ((order.body.Item.projects[0].reports?.ready ?? 0) > 0) break;
        if (wait > 240) throw new Error('no report in 2 minutes');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const pupils = await Promise.all(
        school.seats
          .slice(1)
          .map(async (seat, n) => ({ seat, cookie: await enterSeat(origin, seat, n + 1) })),
      );
      const items: string[] = (
        await call('getAttempt', { SK: pupils[0]!.seat.key }, pupils[0]!.cookie)
      ).body.Item.items.map((item: { id: string }) => item.id);
      const member = await call('loginUser', {
        loginType: 'custom',
        loginData: { uid: 'demo1234', password: 'demo1234!' },
      });

      // writes go on, each noted with the moment it was acknowledged
      const answers: { device: string; item: string; value: number; at: number }[] = [];
      const orders: { key: string; at: number }[] = [];
      let writing = true;
      const answering = pupils.map(async (pupil, n) => {
        const device = `drill-device-${n}`;
        for (let i = 0; writing && i < items.length; i += 1) {
          const value = ((i + n) % 5) + 1;
          const saved = await callOperation(
            origin,
            'saveAnswers',
            { SK: pupil.seat.key, device, answers: [{ item: items[i]!, value, seq: i + 1, ms: 3000 }] },
            { cookie: pupil.cookie },
          );
          if (saved.status === 200) answers.push({ device, item: items[i]!, value, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      });
      const ordering = (async () => {
        while (writing) {
          const order = personalOrder();
          const made = await callOperation(origin, 'createOrder', order, { cookie: member.cookie });
          if (made.status === 200) orders.push({ key: order.idempotencyKey, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      })();

      await new Promise((resolve) => setTimeout(resolve, 1500));
      const began = Date.now();
      const archive = join(work, `${kind}.tar`);
      await script('backup', ['--out', archive], place(kind, 'source', port));
      writing = false;
      await Promise.all([...answering, ordering]);
      const before = {
        answers: answers.filter((a) => a.at < began),
        orders: orders.filter((o) => o.at < began),
      };
      expect(before.answers.length).toBeGreaterThan(10);
      expect(before.orders.length).toBeGreaterThan(3);
      // writes went on while it ran
      expect(answers.length).toBeGreaterThan(before.answers.length);

      const restoredPort = await freePort();
      await script('restore', [archive], place(kind, 'target', restoredPort));
      const held = new Set(
        (
          await restoredRows<{ device: string; item: string; value: number }>(
            kind,
            `select device, item, value from answers`,
          )
        ).map((row) => `${row.device} ${row.item} ${row.value}`),
      );
      const lost = before.answers.filter((a) => !held.has(`${a.device} ${a.item} ${a.value}`));
      expect(lost, 'answers acknowledged before the backup, not restored').toEqual([]);
      const keys = new Set(
        (await restoredRows<{ key: string }>(kind, `select idempotency_key as key from orders`)).map(
          (row) => row.key,
        ),
      );
      expect(
        before.orders.filter((o) => !keys.has(o.key)),
        'orders not restored',
      ).toEqual([]);

      // a server on what was restored, with an empty data directory of its own, serves the report
      const restoredOrigin = `http://127.0.0.1:${restoredPort}`;
      processes.push(startProcess('main', place(kind, 'target', restoredPort)));
      await healthy(restoredOrigin);
      const zip = await fetch(
        `${restoredOrigin}/documents/projects/${encodeURIComponent(project.SK)}/reports.zip`,
        {
          headers: { cookie: school.orgCookie },
        },
      );
      expect(zip.status).toBe(200);
      const entries = zipEntries(Buffer.from(await zip.arrayBuffer()));
      expect(entries.size).toBe(1);
      expect([...entries.values()][0]!.subarray(0, 5).toString()).toBe('%PDF-');
    }, 300_000);
  },
);
