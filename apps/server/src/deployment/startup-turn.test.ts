import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { inStartupTurn, migrateDatabase } from '../db/migrate.js';
import { boardPosts } from '../db/schema/boards.js';
import { fileStoreOf } from '../files/file-store.js';
import { prepareData } from '../seed/startup.js';
import { adminQuery, withDatabase } from '../testing/template-db.js';
import { testConfig } from '../testing/test-app.js';

// Processes starting together on one PostgreSQL database (issue 24): each migrates and seeds in
// its turn. Without the turn, two starts both found the demo boards unseeded, and the second
// died on the duplicate marker (as deployment/several-processes.test.ts found in CI).

const postgresUrl = inject('postgresUrl');
const dbName = `starts_${randomBytes(4).toString('hex')}`;
const url = withDatabase(postgresUrl, dbName);

beforeAll(() => adminQuery(postgresUrl, `create database ${dbName}`));
afterAll(() => adminQuery(postgresUrl, `drop database if exists ${dbName} with (force)`));

/** What main.ts does before it listens, as one process. */
async function start() {
  const config = testConfig({ DATABASE_URL: url, SEED_DEMO: 'true' });
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  try {
    return await inStartupTurn(database, async () => {
      await migrateDatabase(database);
      return prepareData(config, database, fileStoreOf(config));
    });
  } finally {
    await database.close();
  }
}

describe('four processes starting at once', () => {
  it('all start, and the database is migrated and seeded once', async () => {
    const starts = await Promise.allSettled([start(), start(), start(), start()]);
    expect(starts.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(
      Array(4).fill('started'),
    );
    const once = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const posts = await once.db.select({ sk: boardPosts.sk }).from(boardPosts);
    await once.close();
    // one seeding's posts (a dozen a board), not two or four
    expect(posts.length).toBeGreaterThan(20);
    expect(posts.length).toBeLessThan(60);
  }, 120_000);
});
