import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { fileChecksum } from '../files/checksum.js';
import { fileStoreOf } from '../files/file-store.js';
import { fileDigest } from './file-digest.js';
import { FILES_ENTRY, MANIFEST_ENTRY, type Manifest, ZManifest } from './manifest.js';
import { runTool } from './run-tool.js';

/**
 * `npm run restore ARCHIVE`: a backup into an empty PostgreSQL database (DATABASE_URL), or an
 * embedded one into a new DATA_DIR, and the configured file store. Every part is checked against
 * the manifest before anything is written; PostgreSQL is restored in one transaction, so a failure
 * leaves it empty.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  const stage = await mkdtemp(join(dirname(resolve(archive)), '.restore-'));
  try {
    await tar.x({ file: archive, cwd: stage });
    const manifest = ZManifest.parse(JSON.parse(await readFile(join(stage, MANIFEST_ENTRY), 'utf8')));
    const dump = join(stage, manifest.database.entry);
    if ((await fileDigest(dump)) !== manifest.database.sha256) {
      throw new Error('the database dump does not match the manifest: the archive is damaged');
    }
    const contents = new Map<string, Buffer>();
    for (const file of manifest.files) {
      const bytes = await readFile(join(stage, FILES_ENTRY, file.id));
      if (fileChecksum(bytes) !== file.sha256) throw new Error(`file ${file.id} is damaged in the archive`);
      contents.set(file.id, bytes);
    }
    if (manifest.database.kind === 'postgres') {
      if (!config.databaseUrl)
        throw new Error('restore a PostgreSQL backup with DATABASE_URL set to an empty database');
      await restorePostgres(config.databaseUrl, dump);
    } else {
      if (config.databaseUrl)
        throw new Error('an embedded database restores into DATA_DIR: unset DATABASE_URL');
      await restorePglite(config.dataDir, dump);
    }
    const store = fileStoreOf(config);
    for (const [id, bytes] of contents) {
      const there = await store.get(id);
      if (!there) await store.put(id, bytes);
      else if (fileChecksum(there) !== fileChecksum(bytes))
        throw new Error(`the store holds another file ${id}`);
    }
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Into a database that holds no table yet (a restore never mixes into one in use), all or nothing. */
async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  await refuseUnlessEmpty(databaseUrl);
  await runTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
}

/** Into a data directory with no database yet: PGlite opens the dump there, and closes it. */
async function restorePglite(dataDir: string, dump: string): Promise<void> {
  if (existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds a database: restore into a new DATA_DIR`);
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(dump)]) });
  await database.close();
}

async function refuseUnlessEmpty(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]!.n) > 0) throw new Error('the database is not empty: restore into a new one');
  } finally {
    await client.end();
  }
}
