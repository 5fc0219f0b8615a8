import { rmSync } from 'node:fs';

/** Removes the run's database folder (made in playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
