import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { moveFiles } from './move-files.js';
import { s3FileStore } from './s3-file-store.js';
import { storeFile } from './store-file.js';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  t = await createTestApp();
  s3 = await startS3Server();
}, 60_000);
afterAll(async () => {
  await s3.close();
  await t.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

describe("moving an installation's files into the bucket", () => {
  it('copies each file verified by its checksum, reports what is missing or altered, and skips what is there on a second run', async () => {
    const stored = [];
    for (const n of [1, 2, 3, 4]) {
      stored.push(
        await storeFile(t.database.db, t.files, {
          name: `계획서${n}.pdf`,
          bytes: pdf(`plan ${n}`),
          owner: { staff: true },
        }),
      );
    }
    // one file lost from the disk, one altered on it since it was stored
    await t.files.remove(stored[2]!.id);
    await t.files.remove(stored[3]!.id);
    await t.files.put(stored[3]!.id, pdf('altered'));

    const bucket = s3FileStore(s3.settings);
    const first = await moveFiles(t.database.db, t.files, bucket);
    // the demo seed's own files move too
    expect(first.moved).toBeGreaterThanOrEqual(2);
    expect(first.missing).toEqual([stored[2]!.id]);
    expect(first.corrupt).toEqual([stored[3]!.id]);
    expect((await bucket.get(stored[0]!.id))!.equals(pdf('plan 1'))).toBe(true);
    expect(await bucket.get(stored[3]!.id)).toBeUndefined();

    const again = await moveFiles(t.database.db, t.files, bucket);
    expect(again).toMatchObject({ moved: 0, present: first.moved });
  });
});
