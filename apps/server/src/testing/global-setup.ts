import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateRef } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
    /** a PostgreSQL server for the tests that need one whatever the suite runs on */
    postgresUrl: string;
  }
}

// The one place tests read the environment: TEST_DATABASE_URL switches the suite to PostgreSQL;
// the tests that need PostgreSQL in any case (several processes) use it, or the machine's own.
const MACHINE_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
export default async function setup(project: TestProject) {
  const tmp = await mkdtemp(join(tmpdir(), 'putt-test-'));
  const template = await createTemplate(tmp, process.env.TEST_DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
  project.provide('postgresUrl', process.env.TEST_DATABASE_URL || MACHINE_POSTGRES);
  return async () => {
    await dropTemplate(template);
    await rm(tmp, { recursive: true, force: true });
  };
}
