import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../testing/s3-server.js';
import { type FileStore, localFileStore } from './file-store.js';
import { s3FileStore } from './s3-file-store.js';

// One contract, two stores (issue 45): what the application asks of a file store holds for the
// local directory and for object storage on the S3 protocol alike.
const id = () => randomBytes(16).toString('base64url');

type Setup = { store: FileStore; close: () => Promise<void> };

const stores: Record<string, () => Promise<Setup>> = {
  local: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'putt-files-'));
    return { store: localFileStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
  },
  s3: async () => {
    const server = await startS3Server();
    return { store: s3FileStore(server.settings), close: server.close };
  },
};

describe.each(Object.keys(stores))('the %s file store', (kind) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await stores[kind]!();
  }, 30_000);
  afterAll(() => setup.close());

  it('gives back exactly the bytes it was given, a large file too', async () => {
    const small = Buffer.from('%PDF-1.4\n한글 이름.pdf\n%%EOF\n');
    const large = randomBytes(6 * 1024 * 1024);
    const [a, b] = [id(), id()];
    await setup.store.put(a, small);
    await setup.store.put(b, large);
    expect((await setup.store.get(a))!.equals(small)).toBe(true);
    expect((await setup.store.get(b))!.equals(large)).toBe(true);
  });

  it('streams a large file as it is read, in pieces, to the same bytes', async () => {
    const large = randomBytes(6 * 1024 * 1024);
    const a = id();
    await setup.store.put(a, large);
    const pieces: Buffer[] = [];
    for await (const piece of (await setup.store.stream(a))!) pieces.push(piece as Buffer);
    // more than one piece: the file was not read whole into memory before the first was given
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(large)).toBe(true);
  });

  it('answers nothing for a file it does not hold, and forgets a removed one', async () => {
    const gone = id();
    expect(await setup.store.get(gone)).toBeUndefined();
    expect(await setup.store.stream(gone)).toBeUndefined();
    await setup.store.put(gone, Buffer.from('x'));
    await setup.store.remove(gone);
    expect(await setup.store.get(gone)).toBeUndefined();
    expect(await setup.store.stream(gone)).toBeUndefined();
    // removing again, or what never was, is not an error
    await setup.store.remove(gone);
    await setup.store.remove(id());
  });

  it('refuses an id that could leave its place', async () => {
    await expect(setup.store.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe file id/);
    await expect(setup.store.get('a/b')).rejects.toThrow(/unsafe file id/);
    await expect(setup.store.stream('a/b')).rejects.toThrow(/unsafe file id/);
  });
});

describe('the S3 store', () => {
  it('reports a bucket it cannot use, or a server it cannot reach, rather than answering "no such file"', async () => {
    const server = await startS3Server();
    try {
      const wrongBucket = s3FileStore({ ...server.settings, bucket: 'no-such-bucket' });
      await expect(wrongBucket.get(id())).rejects.toThrow(/bucket/i);
      await expect(wrongBucket.stream(id())).rejects.toThrow(/bucket/i);
      const nowhere = s3FileStore({ ...server.settings, endpoint: 'http://127.0.0.1:9' });
      await expect(nowhere.get(id())).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});
