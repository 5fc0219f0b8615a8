import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // The files share one module graph per worker: importing the server afresh for each file cost
    // about a minute of the suite. Their state is their database, a fresh copy per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
