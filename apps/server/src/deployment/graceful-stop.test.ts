import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Seat, client, enterSeat, openSchoolClasses } from '../testing/school-over-http.js';
import { exited, freePort, healthy, startProcess } from '../testing/server-process.js';
import { adminQuery, withDatabase } from '../testing/template-db.js';

// Stopping without cutting anyone off (issue 45): SIGTERM reaches a web process while 60 pupils
// save answers and code sheets are being drawn. It stops taking connections, answers every request
// it had taken, and exits on its own; every answer it acknowledged is in the database.

const postgresUrl = inject('postgresUrl');
const dbName = `stop_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'putt-stop-'));
const processes: ChildProcess[] = [];
let origin: string;
let port: number;
let db: pg.Client;

const env = () => ({
  DATABASE_URL: withDatabase(postgresUrl, dbName),
  DATA_DIR: dataDir,
  PORT: String(port),
  SHUTDOWN_SECONDS: '20',
});

beforeAll(async () => {
  await adminQuery(postgresUrl, `create database ${dbName}`);
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  processes.push(startProcess('main', env()));
  await healthy(origin);
  db = new pg.Client({ connectionString: withDatabase(postgresUrl, dbName) });
  await db.connect();
}, 180_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGKILL');
  await Promise.all(processes.map(exited));
  await db?.end();
  await adminQuery(postgresUrl, `drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** What became of a request: answered (with its status), refused before it was taken, or cut. */
type Outcome = { status: number } | { refused: true } | { cut: string };

async function send(request: () => Promise<Response>, check: (body: Buffer) => boolean): Promise<Outcome> {
  try {
    const response = await request();
    const body = Buffer.from(await response.arrayBuffer());
    if (response.ok && !check(body)) return { cut: 'an incomplete body' };
    return { status: response.status };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    // nothing listens any more: the request never reached the process (a balancer sends it on)
    return code === 'ECONNREFUSED' ? { refused: true } : { cut: code };
  }
}

type Pupil = { seat: Seat; cookie: string; device: string; acked: Map<string, number>; sent: number };

describe('a web process sent SIGTERM under load', () => {
  it('answers every request it took, loses no acknowledged answer, and exits by itself', async () => {
    const call = client(origin);
    const school = await openSchoolClasses(origin, { classes: 2, classSize: 30 });
    const pupils: Pupil[] = await Promise.all(
      school.seats.map(async (seat, n) => ({
        seat,
        cookie: await enterSeat(origin, seat, n),
        device: randomBytes(9).toString('base64url'),
        acked: new Map<string, number>(),
        sent: 0,
      })),
    );
    const items: string[] = (
      await call('getAttempt', { SK: pupils[0]!.seat.key }, pupils[0]!.cookie)
    ).body.Item.items.map((item: { id: string }) => item.id);

    const sheetOf = (project: { SK: string }) =>
      fetch(`${origin}/documents/projects/${encodeURIComponent(project.SK)}/codes.pdf`, {
        headers: { cookie: school.orgCookie },
      });
    // drawn once before, as a teacher does before the test: the first drawing loads the fonts
    for (const project of school.projects) expect((await sheetOf(project)).status).toBe(200);

    const outcomes: Outcome[] = [];
    let over = false;
    // each pupil answers an item every 50-150 ms until the process no longer takes connections
    const answering = pupils.map(async (pupil) => {
      while (!over && pupil.sent < items.length) {
        const item = items[pupil.sent]!;
        const value = (pupil.sent % 5) + 1;
        pupil.sent += 1;
        const outcome = await send(
          () =>
            fetch(`${origin}/api/saveAnswers`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-requested-with': 'fetch',
                cookie: pupil.cookie,
              },
              body: JSON.stringify({
                SK: pupil.seat.key,
                device: pupil.device,
                answers: [{ item, value, seq: pupil.sent, ms: 3000 }],
              }),
            }),
          (body) => body.toString().includes('"answered"'),
        );
        outcomes.push(outcome);
        if ('status' in outcome && outcome.status === 200) pupil.acked.set(item, value);
        if ('refused' in outcome) return;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    });
    // and the school's teachers draw their classes' code sheets, a slower request, again and again
    const sheets = school.projects.map(async (project: { SK: string }) => {
      while (!over) {
        const outcome = await send(
          () => sheetOf(project),
          (body) =>
            body.subarray(0, 5).toString() === '%PDF-' && body.toString('latin1').trimEnd().endsWith('%%EOF'),
        );
        outcomes.push(outcome);
        if ('refused' in outcome) return;
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const web = processes[0]!;
    const signalled = Date.now();
    web.kill('SIGTERM');
    const code = await exited(web);
    const took = Date.now() - signalled;
    over = true;
    await Promise.all([...answering, ...sheets]);

    expect(code, 'the process exits by itself, as stopping succeeded').toBe(0);
    expect(took).toBeLessThan(20_000);
    const cut = outcomes.filter((outcome) => 'cut' in outcome);
    expect(cut, 'requests cut').toEqual([]);
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status !== 200)).toEqual([]);
    const answered = outcomes.filter((outcome) => 'status' in outcome).length;
    expect(answered).toBeGreaterThan(200);

    // every answer acknowledged before or during the stop is in the database
    const held = new Set(
      (
        await db.query<{ device: string; item: string; value: number }>(
          `select device, item, value from answers`,
        )
      ).rows.map((row) => `${row.device} ${row.item} ${row.value}`),
    );
    const acked = pupils.flatMap((pupil) =>
      [...pupil.acked].map(([item, value]) => `${pupil.device} ${item} ${value}`),
    );
    expect(acked.length).toBeGreaterThan(200);
    expect(
      acked.filter((answer) => !held.has(answer)),
      'acknowledged answers not held',
    ).toEqual([]);
  }, 120_000);
});
