// The browser the e2e tests and the prerender drive: Debian's chromium-headless-shell (the old
// headless mode, as Playwright uses by default with its own browsers) when installed, which ran the
// e2e suite in 10.6 min against 14.0 with the full /usr/bin/chromium on the same machine; the full
// browser otherwise. CHROME_PATH names another. Lighthouse keeps the full browser (bench/lighthouse.mjs).
import { existsSync } from 'node:fs';

const shell = '/usr/bin/chromium-headless-shell';

export const headlessChromium = process.env.CHROME_PATH ?? (existsSync(shell) ? shell : '/usr/bin/chromium');
