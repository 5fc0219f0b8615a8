import { defineConfig } from 'vitest/config';

// One run, three projects: the contract's and the server's on Node, the web's in happy-dom.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
