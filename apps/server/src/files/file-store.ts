import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where file contents live. The database holds their metadata (files table); the contents sit
 * behind this interface so another store (object storage) can replace the local directory.
 */
export type FileStore = {
  put(id: string, bytes: Buffer): Promise<void>;
  get(id: string): Promise<Buffer | undefined>;
  remove(id: string): Promise<void>;
};

/** Ids are server-made (random base64url), so they are safe as file names; checked anyway. */
const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function localFileStore(dir: string): FileStore {
  const pathOf = (id: string) => {
    if (!SAFE_ID.test(id)) throw new Error(`unsafe file id ${id}`);
    // two-character folders keep any one directory small
    return join(dir, id.slice(0, 2), id);
  };
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
    async remove(id) {
      await rm(pathOf(id), { force: true });
    },
  };
}

/** The store a server uses: DATA_DIR/files. */
export function defaultFileStore(dataDir: string): FileStore {
  return localFileStore(join(dataDir, 'files'));
}
