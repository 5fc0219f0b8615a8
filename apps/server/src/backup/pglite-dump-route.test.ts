import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { BACKUP_KEY_HEADER, backupKeyOf } from './backup-key.js';
import { FILES_LIST_PATH, PGLITE_DUMP_PATH } from './pglite-dump-route.js';

// The running server hands its embedded database to `npm run backup` on its own machine, with the
// key of its session secret, and to nobody else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000);
afterAll(() => t.close());

const ask = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, headers, remoteAddress });

describe('the embedded database’s dump', () => {
  it('is given on the loopback with the key, and found by nobody else', async () => {
    const key = { [BACKUP_KEY_HEADER]: backupKeyOf(t.config.sessionSecret) };
    const refused = [
      await ask(PGLITE_DUMP_PATH),
      await ask(PGLITE_DUMP_PATH, {
        [BACKUP_KEY_HEADER]: backupKeyOf('another secret of thirty-two chars!'),
      }),
      await ask(PGLITE_DUMP_PATH, key, '10.0.0.7'),
      // through nginx on the same machine: the loopback, but naming a client
      await ask(PGLITE_DUMP_PATH, { ...key, 'x-forwarded-for': '203.0.113.9' }),
      await ask(FILES_LIST_PATH),
    ];
    for (const answer of refused) expect(answer.statusCode).toBe(404);
    if (t.database.kind === 'postgres') {
      // PostgreSQL is dumped by pg_dump: the route is not there at all
      expect((await ask(PGLITE_DUMP_PATH, key)).statusCode).toBe(404);
      return;
    }
    const dump = await ask(PGLITE_DUMP_PATH, key);
    expect(dump.statusCode).toBe(200);
    // a tar of the data directory, gzipped: PG_VERSION is among its entries
    expect(gunzipSync(dump.rawPayload).includes(Buffer.from('PG_VERSION'))).toBe(true);
    const listed = await ask(FILES_LIST_PATH, key);
    expect(listed.statusCode).toBe(200);
    expect(Array.isArray(listed.json())).toBe(true);
  }, 60_000);
});
