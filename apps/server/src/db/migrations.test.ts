import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths.js';
import { openDatabase, type Database } from './client.js';
import { migrateDatabase } from './migrate.js';

type Journal = { entries: { idx: number; tag: string }[] };

/** A copy of the migrations that stops after `lastTag`: a database as an earlier release left it. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await cp(migrationsDir, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last, lastTag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

let database: Database;
let earlier: string;
const query = async <T>(text: string, params: unknown[] = []) => {
  if (database.kind !== 'pglite') throw new Error('expected pglite');
  return (await database.pglite.query<T>(text, params)).rows;
};

const runId = '6f1f7c1e-0000-4000-8000-000000000001';

beforeAll(async () => {
  earlier = await migrationsUpTo('0028_items-started');
  database = await openDatabase({ memory: true });
  if (database.kind !== 'pglite') throw new Error('expected pglite');
  await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: earlier });

  // rows written before the renames; the runs' orders are not what is checked, so the foreign keys
  // are not enforced while they are written
  await query('set session_replication_role = replica');
  await query(
    `insert into activity_runs (id, order_sk, line_id) values ($1, 'ORDER#old', '6f1f7c1e-0000-4000-8000-0000000000aa')`,
    [runId],
  );
  await query(
    `insert into activity_sessions (run_id, seq, date, time, hours) values ($1, 1, '20261103', '10:00', 2), ($1, 2, '20261110', '10:00', 3)`,
    [runId],
  );
  await query(
    `insert into outbox ("to", subject, text, html, template) values ('a@example.com', 'seat', 'text', '<p>html</p>', 'course-application')`,
  );
  await query('set session_replication_role = origin');

  await migrateDatabase(database);
});

afterAll(async () => {
  await database?.close();
  if (earlier) await rm(earlier, { recursive: true, force: true });
});

test('an activity run’s dated sittings written before the rename are its meetings after it', async () => {
  const meetings = await query<{ seq: number; date: string; hours: number }>(
    'select seq, date, hours from activity_meetings where run_id = $1 order by seq',
    [runId],
  );
  expect(meetings).toEqual([
    { seq: 1, date: '20261103', hours: 2 },
    { seq: 2, date: '20261110', hours: 3 },
  ]);
  const [old] = await query<{ name: string | null }>(`select to_regclass('activity_sessions')::text as name`);
  expect(old?.name).toBeNull();
});

test('nothing on the meetings’ table is still named for the sessions', async () => {
  const names = await query<{ name: string }>(
    `select conname as name from pg_constraint where conrelid = 'activity_meetings'::regclass
     union all select indexname from pg_indexes where tablename = 'activity_meetings'`,
  );
  expect(names.map(({ name }) => name)).toEqual(
    expect.arrayContaining([
      'activity_meetings_pkey',
      'activity_meetings_seq',
      'activity_meetings_run_id_not_null',
    ]),
  );
  expect(names.filter(({ name }) => name.includes('sessions'))).toEqual([]);
});

test('a course’s seat-request mail queued before the rename keeps going out under its new template', async () => {
  const templates = await query<{ template: string }>(
    `select template from outbox where "to" = 'a@example.com'`,
  );
  expect(templates).toEqual([{ template: 'course-enrolment' }]);
});
