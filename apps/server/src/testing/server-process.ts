import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Server processes from source (what `npm run dev` runs) for the deployment tests: several web
// processes and workers on one database, stopped by signal as a deploy stops them.

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A web process (`main`) or worker with these settings over the inherited ones, logging only its warnings. */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  // this process's own Node: the LTS run (scripts/test-lts.sh) starts the processes on the LTS too
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the web process at `origin` answers its liveness check. */
export async function healthy(origin: string): Promise<void> {
  for (let i = 0; i < 480; i += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not start`);
}

/** The process's exit code once it has exited (null when a signal ended it). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
