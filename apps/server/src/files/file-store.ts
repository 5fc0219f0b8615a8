import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { fileKeyOf } from './file-key.js';
import { s3FileStore } from './s3-file-store.js';

/**
 * Where file contents live. The database holds their metadata (files table); the contents sit
 * behind this interface so another store (object storage) can replace the local directory.
 */
export type FileStore = {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  /** the contents as they are read, for downloads too large to hold in memory (a class's ZIP) */
  stream(id: string): Promise<Readable | undefined>;
  remove(id: string): Promise<void>;
  /** throws when the store cannot take files now (/readyz): the directory, or the bucket, is not there to write to */
  probe(): Promise<void>;
};

export function localFileStore(dir: string): FileStore {
  const pathOf = (id: string) => join(dir, fileKeyOf(id));
  return {
    async put(id, bytes) {
      const path = pathOf(id);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async get(id) {
      try {
        return await readFile(pathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async stream(id) {
      // opened before answering, so a missing file is told apart from a read that fails midway
      try {
        return (await open(pathOf(id))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
    async probe() {
      // a fresh installation has no directory until its first file: made here, as `put` would
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}

/** The local store of a data directory: DATA_DIR/files. */
export const dataDirFileStore = (dataDir: string): FileStore => localFileStore(join(dataDir, 'files'));

/** The store the configuration names: DATA_DIR/files by default, else the S3 bucket. */
export function fileStoreOf(config: Pick<Config, 'dataDir' | 'fileStore'>): FileStore {
  if (config.fileStore.kind === 'local') return dataDirFileStore(config.dataDir);
  // one client per configuration: it keeps its connections open between the jobs that ask
  let store = s3Stores.get(config.fileStore);
  if (!store) s3Stores.set(config.fileStore, (store = s3FileStore(config.fileStore)));
  return store;
}

const s3Stores = new WeakMap<object, FileStore>();
