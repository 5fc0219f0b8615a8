import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { fileChecksum } from '../files/checksum.js';
import { fileStoreOf } from '../files/file-store.js';
import { BACKUP_FORMAT, FILES_ENTRY, MANIFEST_ENTRY, type Manifest } from './manifest.js';
import { dumpPglite } from './dump-pglite.js';
import { fileDigest } from './file-digest.js';
import type { ListedFile } from './listed-file.js';
import { runTool } from './run-tool.js';

const POSTGRES_ENTRY = 'database.pgdump';
const PGLITE_ENTRY = 'database.pglite.tar.gz';

/**
 * `npm run backup`: one archive (tar) of the database and the files, with a manifest of checksums
 * (issue 45), while the server goes on writing. PostgreSQL is dumped by pg_dump from a snapshot
 * exported by a transaction that also lists the files, so the files copied are exactly those the
 * dumped database names; the embedded database by its running server (dump-pglite.ts). The archive
 * appears under its name only once it is whole.
 */
export async function takeBackup(config: Config, out: string): Promise<Manifest> {
  await mkdir(dirname(out), { recursive: true });
  const stage = await mkdtemp(join(dirname(out), '.backup-'));
  try {
    const database = config.databaseUrl
      ? { kind: 'postgres' as const, entry: POSTGRES_ENTRY }
      : { kind: 'pglite' as const, entry: PGLITE_ENTRY };
    const dump = join(stage, database.entry);
    const listed = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, dump)
      : await dumpPglite(config, dump);
    const store = fileStoreOf(config);
    const files: Manifest['files'] = [];
    const missing: string[] = [];
    await mkdir(join(stage, FILES_ENTRY));
    for (const file of listed) {
      const bytes = await store.get(file.id);
      if (!bytes) {
        missing.push(file.id);
        continue;
      }
      const sha256 = fileChecksum(bytes);
      if (sha256 !== file.sha256) throw new Error(`file ${file.id} in the store does not match its checksum`);
      await writeFile(join(stage, FILES_ENTRY, file.id), bytes);
      files.push({ id: file.id, sha256, bytes: bytes.length });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      takenAt: new Date().toISOString(),
      database: {
        ...database,
        sha256: await fileDigest(dump),
        bytes: (await stat(dump)).size,
      },
      files,
      missing,
    };
    await writeFile(join(stage, MANIFEST_ENTRY), JSON.stringify(manifest, null, 1));
    const partial = `${out}.partial`;
    await tar.c({ file: partial, cwd: stage, portable: true }, [MANIFEST_ENTRY, database.entry, FILES_ENTRY]);
    await rename(partial, out);
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** pg_dump of one snapshot, and the files table as that snapshot has it. */
async function dumpPostgres(databaseUrl: string, file: string): Promise<ListedFile[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const listed = (await client.query<ListedFile>('select id, sha256, size from files order by id')).rows;
    // the snapshot lives while this transaction is open: pg_dump reads the database as it was then
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('commit');
    return listed;
  } finally {
    await client.end();
  }
}
