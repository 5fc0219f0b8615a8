import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, localFileStore } from '../files/file-store.js';
import { s3FileStore } from '../files/s3-file-store.js';
import { startS3Server } from '../testing/s3-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// /readyz asks the database and the file store each time: one app, whose store the tests swap.
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dir: string;
let store: FileStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'putt-ready-'));
  s3 = await startS3Server();
  const swapped: FileStore = {
    put: (id, bytes) => store.put(id, bytes),
    get: (id) => store.get(id),
    stream: (id) => store.stream(id),
    remove: (id) => store.remove(id),
    probe: () => store.probe(),
  };
  t = await createTestApp({ files: swapped });
}, 30_000);
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const ready = () => t.app.inject('/readyz');

describe('GET /readyz', () => {
  it('is ready when the database answers and the file store takes files, asked afresh each time', async () => {
    // a fresh installation's files directory is made at its first file: not there yet is no failure
    store = localFileStore(join(dir, 'files'));
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', files: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');

    store = s3FileStore(s3.settings);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 naming the file store when it cannot take files, and the liveness check stays 200', async () => {
    const unwritable = join(dir, 'a-file');
    await writeFile(unwritable, 'not a directory');
    const failing: Record<string, FileStore> = {
      'a directory under a file': localFileStore(join(unwritable, 'files')),
      'a missing bucket': s3FileStore({ ...s3.settings, bucket: 'no-such-bucket' }),
      'a store whose probe throws': {
        ...localFileStore(dir),
        probe: () => Promise.reject(new Error('down')),
      },
    };
    for (const [what, broken] of Object.entries(failing)) {
      store = broken;
      const res = await ready();
      expect(res.statusCode, what).toBe(503);
      expect(res.json(), what).toEqual({ status: 'unavailable', database: 'ok', files: 'unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);

    store = localFileStore(dir);
    expect((await ready()).statusCode).toBe(200);
  });
});
