import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { headlessChromium } from './scripts/headless-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// the mail sink (e2e/support/mail-sink.mjs) beside the site: SMTP in, GET /mails out
const smtpPort = port + 1000;
const mailPort = port + 1001;
process.env.E2E_MAIL_URL = `http://127.0.0.1:${mailPort}/mails`;

// A fresh, empty database for every run. The config is loaded by the runner and by each worker;
// the runner makes the directory and its workers inherit it through the environment.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'putt-e2e-')));
// The survey's service worker is part of what is tested (a reload while offline): its requests
// must meet the tests' routes like the pages' do (e2e/survey.spec.ts cuts both off).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS ??= '1';

// the one journey that mostly waits (its project below)
const clockSpec = /attempt-clock\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at start: keep it apart from the other runners' reports.
  outputDir: 'test-results/playwright',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  // Three workers for the journeys on the 2-core machine: with two (one per core), the cores sat a
  // fifth to a third idle while journeys waited on pages, mails and timers (vmstat), and a third
  // took the suite from 612 to 496 s on a quiet machine (issue 42). The attempt clock's journey
  // waits over three minutes on the server's own clock, idle: it has a project and a worker of its
  // own, so it holds none of the three.
  workers: 4,
  projects: [
    { name: 'clock', testMatch: clockSpec, workers: 1 },
    { name: 'journeys', testIgnore: clockSpec, workers: 3 },
  ],
  // Never retried: a test that passes only on a second try is a defect to fix (issue 16).
  retries: 0,
  // Budgets that bound a hang, not a speed test: a journey crosses up to a dozen pages, and on a
  // busy 2-core machine (load 10+ while both workers run) a page with its lazy code and data can
  // take over ten seconds (CI once ran this suite 2.6 times slower than a quiet session did).
  // Speed has its own benchmarks (bench/).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: headlessChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Off: recording a trace of every test (to keep the failures') cost a fifth of the suite's CPU.
    // A failure leaves its error context (the page's accessibility snapshot); to see more, run the
    // test again with `npx playwright test <file> --trace on`.
    trace: 'off',
  },
  webServer: [
    {
      command: 'node e2e/support/mail-sink.mjs',
      url: process.env.E2E_MAIL_URL,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(mailPort) },
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // one drawing thread: the class-report journeys must not take both cores from the
        // browsers of the tests running beside them
        REPORT_THREADS: '1',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
