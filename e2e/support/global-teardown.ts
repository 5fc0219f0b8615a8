import { rmSync } from 'node:fs';

/**
 * Removes the run's database folder (made in playwright.config.ts) as the runner exits: Playwright
 * stops the web server only after the global teardown, and a server still writing its database
 * made an immediate removal fail with ENOTEMPTY.
 */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) process.once('exit', () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }));
}
