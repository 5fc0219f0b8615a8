import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedCatalogue } from '../catalogue/seed-catalogue.js';

/**
 * Migrating a database (with the catalogue a started server seeds, and pg-boss's schema) takes
 * seconds: it is done once per test run into a template, and every test file starts from a copy.
 */
export type TemplateRef = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; name: string };

export async function createTemplate(tmpDir: string, postgresUrl: string | undefined): Promise<TemplateRef> {
  if (!postgresUrl) {
    const database = await openDatabase({ memory: true });
    if (database.kind !== 'pglite') throw new Error('expected pglite');
    await migrateDatabase(database);
    await seedCatalogue(database.db);
    const boss = new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', supervise: false });
    await boss.start();
    await boss.stop({ graceful: false });
    const dump = await database.pglite.dumpDataDir('none');
    const file = join(tmpDir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { kind: 'pglite', file };
  }
  const name = `tmpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = withDatabase(postgresUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await migrateDatabase(database);
  await seedCatalogue(database.db);
  const boss = new PgBoss({ connectionString: url, max: 2, supervise: false });
  await boss.start();
  await boss.stop({ graceful: false });
  await database.close();
  return { kind: 'postgres', url: postgresUrl, name };
}

/** Drops the template and every test database copied from it (named `{template}_{hex}`). */
export async function dropTemplate(ref: TemplateRef): Promise<void> {
  if (ref.kind !== 'postgres') return;
  const client = new pg.Client({ connectionString: ref.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname = $1 or datname like $1 || '\\_%'",
      [ref.name],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
