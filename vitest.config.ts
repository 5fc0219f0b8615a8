import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run, three projects: the contract's and the server's on Node, the web's in happy-dom.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: on the 2-core machines CI and the team
    // use, one file at a time. The files are independent (each its own database copy, free ports),
    // so at least two run at once: 547 → 432 s on PGlite, 406 → 256 s on PostgreSQL (test:lts).
    // A larger machine keeps the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
