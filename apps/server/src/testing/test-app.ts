import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InputOf, OutputOf } from '@putt/contract/operation';
import type { OperationName, Operations } from '@putt/contract/operations';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { CSRF_HEADER, CSRF_VALUE } from '../http/api-routes.js';
import { fileStoreOf, type FileStore } from '../files/file-store.js';
import { adminQuery, withDatabase } from './template-db.js';

/**
 * A fresh database for one test file, copied from the run's migrated template. `reopen` opens the
 * same data again after `close`, as a restarted server would (PGlite then lives in a folder).
 */
export async function createTestDatabase(
  options: { onDisk?: boolean } = {},
): Promise<Database & { reopen(): Promise<Database> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.file)]);
    if (!options.onDisk) {
      const database = await openDatabase({ memory: true, loadDataDir: dump });
      return { ...database, reopen: () => Promise.reject(new Error('in-memory database: use onDisk')) };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'putt-db-'));
    const database = await openDatabase({ dataDir, loadDataDir: dump });
    return { ...database, reopen: () => openDatabase({ dataDir }) };
  }
  // Named after the template, so the run's teardown drops every copy (see dropTemplate).
  const name = `${template.name}_${randomBytes(6).toString('hex')}`;
  await adminQuery(template.url, `create database ${name} template ${template.name}`);
  const url = withDatabase(template.url, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return { ...database, reopen: () => openDatabase({ databaseUrl: url, poolSize: 4 }) };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-data-'));
  const webDir = mkdtempSync(join(tmpdir(), 'putt-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>test</title><div id="root"></div>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), 'console.log("hashed asset")');
  writeFileSync(join(webDir, 'survey-sw.js'), 'self.addEventListener("fetch", () => {})');
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** the app's file store (under the test's DATA_DIR) */
  files: FileStore;
  /** calls an operation as the web client does; `cookie` acts as a logged-in browser */
  call<N extends OperationName>(
    name: N,
    input: InputOf<Operations[N]>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<{
    status: number;
    body: OutputOf<Operations[N]> & ErrorShape;
    response: LightMyRequestResponse;
  }>;
  close(): Promise<void>;
};

type ErrorShape = { error?: { code: number; message: string; fields?: Record<string, string> } };

export async function createTestApp(
  options: Partial<Omit<AppOptions, 'config' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const { env: _env, ...appOptions } = options;
  const files = fileStoreOf(config);
  const app = await buildApp({ config, database, files, jobPollingSeconds: 0.5, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    files,
    async call(name, input, callOptions = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${name}`,
        headers: {
          [CSRF_HEADER]: CSRF_VALUE,
          ...(callOptions.cookie ? { cookie: callOptions.cookie } : {}),
          ...callOptions.headers,
        },
        payload: input as object,
      });
      return { status: response.statusCode, body: response.json(), response };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
