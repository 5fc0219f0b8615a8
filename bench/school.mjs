// The built server for the benchmarks, and a school's classes under way on it through the real
// operations (the server tests' own, in apps/server/src/testing: run through tsx, see package.json).
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

export {
  callOperation,
  client,
  enterSeat,
  openSchoolClasses,
  takeTest,
} from '../apps/server/src/testing/school-over-http.ts';

/**
 * The built server on a port, with this data (a PostgreSQL URL or a PGlite folder); `nodeArgs` add
 * to Node's (a profile: --cpu-prof).
 */
export function startServer(port, env, nodeArgs = []) {
  const child = spawn('node', [...SERVER_NODE_FLAGS, ...nodeArgs, 'apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  let exited;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const ready = (async () => {
    for (let i = 0; i < 480; i++) {
      // a server that died on start (a port taken, a bad setting) says so now, not in two minutes
      if (exited !== undefined) throw new Error(`the built server on port ${port} exited (${exited})`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the built server did not start on port ${port}`);
  })();
  return { child, origin, ready };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
