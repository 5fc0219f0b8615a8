import { fileURLToPath } from 'node:url';

// This file sits at apps/server/{src,dist}/paths.*: the same depth from source and from the build.
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
