import { spawn } from 'node:child_process';

/** Runs a PostgreSQL client tool (pg_dump, pg_restore) to its end; fails with what it printed. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let printed = '';
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('error', (error) =>
      reject(new Error(`${command}: ${error.message} (install PostgreSQL's client tools)`)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${printed.trim()}`)),
    );
  });
}
