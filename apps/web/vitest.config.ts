import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { buildConstants } from './build-constants';

// Node 25+ has a localStorage global of its own, empty without --localstorage-file, which keeps
// happy-dom's from being installed (vitest-dev/vitest#8757): the web's tests turn it off.
const ownWebStorage = Number(process.versions.node.split('.')[0]) >= 25;

export default defineProject({
  plugins: [react()],
  define: buildConstants,
  resolve: { conditions: ['source'] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Worker threads start a file's happy-dom and imports sooner than child processes: the web
    // project alone took 111 s against 123 with forks on the 2-core machine.
    pool: 'threads',
    execArgv: ownWebStorage ? ['--no-experimental-webstorage'] : [],
  },
});
