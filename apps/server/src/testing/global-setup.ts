import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate, dropTemplate, type TemplateRef } from './template-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateRef;
  }
}

// The one place tests read the environment: TEST_DATABASE_URL switches the suite to PostgreSQL.
export default async function setup(project: TestProject) {
  const tmp = await mkdtemp(join(tmpdir(), 'putt-test-'));
  const template = await createTemplate(tmp, process.env.TEST_DATABASE_URL || undefined);
  project.provide('dbTemplate', template);
  return async () => {
    await dropTemplate(template);
    await rm(tmp, { recursive: true, force: true });
  };
}
