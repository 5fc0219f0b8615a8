// Starts the built server (apps/server/dist) on a port with a throw-away data directory, for the
// build's prerender step, the Lighthouse bench and the e2e's production start; answers once
// /healthz is ok.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

/**
 * `before`: scripts of apps/server/dist run with the server's environment before it starts (a
 * staff account made with scripts/create-staff.js: a PGlite data directory takes one process).
 */
export async function startBuiltServer({ port, env = {}, stdio = 'ignore', before = [] }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'putt-built-'));
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const [script, ...args] of before) {
    execFileSync('node', [`apps/server/dist/${script}`, ...args], { env: serverEnv, stdio });
  }
  const server = spawn('node', [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'], { env: serverEnv, stdio });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // two minutes, as the e2e suite gives its server: a busy 2-core machine took 80 s to migrate and seed
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`the built server did not start on port ${port}`);
}
