// Lighthouse (mobile, the default form factor) against the built site, with Debian's chromium:
// performance and SEO of Home, a product page and /Login, each the median of several runs.
// Usage: npm run build && npm run bench:lighthouse [-- --runs 3]
// Budget (DESIGN.md, issue 17), on each page's medians: performance >= 95, TBT <= 200 ms, LCP <= 2.0 s,
// CLS 0 and SEO >= 90; it prints each page's verdict and exits 1 when a page misses any of them.
// Run it before every change that touches the public pages (README, "Speed").
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startBuiltServer } from '../scripts/built-server.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // the newest that runs on Node 20 (13 needs Node 22)
const pages = ['/', '/Product/Testing/Putt_e', '/Login'];
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const port = Number(process.env.BENCH_PORT ?? 3290);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const run = promisify(execFile);
const budget = { performance: 95, seo: 90, tbt: 200, lcp: 2000, cls: 0 };

async function lighthouse(url) {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,seo',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

// Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): such a run is repeated.
async function lighthouseWithRetry(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  (run failed, again: ${String(error.message ?? error)
          .split('\n')[0]
          .slice(0, 120)})`,
      );
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { origin, stop } = await startBuiltServer({
  port,
  env: { NODE_ENV: 'production', SESSION_SECRET: 'lighthouse-bench-session-secret-0123456789' },
});
let failed = false;
try {
  console.log(`Lighthouse ${LIGHTHOUSE} (mobile), median of ${runs} runs per page, ${origin}`);
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouseWithRetry(origin + path));
    const row = {
      performance: median(results.map((r) => r.performance)),
      seo: median(results.map((r) => r.seo)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
    const missed = [
      row.performance < budget.performance && `performance < ${budget.performance}`,
      row.tbt > budget.tbt && `TBT > ${budget.tbt} ms`,
      row.lcp > budget.lcp && `LCP > ${budget.lcp / 1000} s`,
      row.cls > budget.cls && `CLS > ${budget.cls}`,
      row.seo < budget.seo && `SEO < ${budget.seo}`,
    ].filter(Boolean);
    failed ||= missed.length > 0;
    console.log(
      `${path.padEnd(26)} performance ${String(row.performance).padStart(3)} (runs ${results.map((r) => r.performance).join(', ')})` +
        `  seo ${row.seo}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ` +
        (missed.length > 0 ? `BELOW BUDGET: ${missed.join(', ')}` : 'ok'),
    );
  }
} finally {
  stop();
}
console.log(
  failed
    ? 'verdict: BELOW BUDGET'
    : `verdict: within budget (performance >= ${budget.performance}, TBT <= ${budget.tbt} ms, LCP <= ${budget.lcp / 1000} s, CLS ${budget.cls})`,
);
process.exit(failed ? 1 : 0);
