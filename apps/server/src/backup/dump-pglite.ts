import { writeFile } from 'node:fs/promises';
import type { Config } from '../config.js';
import { BACKUP_KEY_HEADER, backupKeyOf } from './backup-key.js';
import type { ListedFile } from './listed-file.js';
import { FILES_LIST_PATH, PGLITE_DUMP_PATH } from './pglite-dump-route.js';

/**
 * The embedded database, dumped by the server that holds it (pglite-dump-route.ts) into `file`,
 * and the files its dump names: the files table read before and after the dump, together.
 */
export async function dumpPglite(config: Config, file: string): Promise<ListedFile[]> {
  const origin = `http://127.0.0.1:${config.port}`;
  const ask = async (path: string) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { [BACKUP_KEY_HEADER]: backupKeyOf(config.sessionSecret) },
    }).catch(() => {
      throw new Error(
        `no server answers on port ${config.port}: the embedded database is dumped by its running server ` +
          `(start it with the same settings), or copy DATA_DIR whole while it is stopped`,
      );
    });
    if (!response.ok) {
      throw new Error(
        `the server on port ${config.port} refused (${response.status}): is it this DATA_DIR's?`,
      );
    }
    return response;
  };
  const before = (await (await ask(FILES_LIST_PATH)).json()) as ListedFile[];
  await writeFile(file, Buffer.from(await (await ask(PGLITE_DUMP_PATH)).arrayBuffer()));
  const after = (await (await ask(FILES_LIST_PATH)).json()) as ListedFile[];
  return [...new Map([...before, ...after].map((listed) => [listed.id, listed])).values()];
}
