/* global document, window, location -- the functions passed to page.evaluate run in the browser */
// Prerenders the public pages of the built site in both languages (decision 007): starts the built
// server, opens each page in Chromium as a visitor, and saves the finished HTML with the state the
// page loaded to apps/web/dist/prerender/{lang}{path}.html. The server sends these to visitors, so
// they see the page before the JavaScript has run.
// Without a Chromium (scripts/headless-chromium.mjs) it skips: the site works the same,
// its first paint is later.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { routes } from '../packages/contract/dist/routes.js';
import { startBuiltServer } from './built-server.mjs';
import { headlessChromium } from './headless-chromium.mjs';

const chrome = headlessChromium;
const outDir = join('apps/web/dist/prerender');
const port = Number(process.env.PRERENDER_PORT ?? 3297);
const origin = `http://127.0.0.1:${port}`;

/** The boot script of prerendered pages (apps/web/src/app/prerender-boot.ts), as the build named it. */
const manifest = JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8'));
const bootScript = `/${manifest['src/app/prerender-boot.ts'].file}`;
/** What the built index.html preloads: the app entry's own imports. */
const entryImports = [
  ...readFileSync('apps/web/dist/index.html', 'utf8').matchAll(
    /<link rel="modulepreload"[^>]*href="([^"]+)"/g,
  ),
].map((match) => match[1]);

/**
 * Public pages of the main layout without parameters. Not: the sign-up form (needs step 1 first)
 * and the directions page (its map depends on the visitor's network).
 */
const prerenderPaths = routes
  .filter((r) => r.access === 'anyone' && r.layout === 'main' && !r.path.includes(':'))
  .filter((r) => r.key !== 'joinRegistration' && r.key !== 'aboutMap')
  .map((r) => r.path);

/**
 * The page as the browser holds it, its root as React's server renderer writes it, with the rules
 * of its stylesheets inlined so it paints on arrival. Nothing else is fetched before the first
 * paint (decision 012): the stylesheet links stay, disabled (not fetched; the app's code loader
 * sees them there and does not add their rules again), and the app's script and the preloads of
 * its imports (as the built index.html lists them) are added by the boot script after the first
 * paint. The preloads the app's code loader added are left out: it adds them again when the app
 * asks for those parts.
 */
async function snapshot({ bootScript, entryImports }) {
  const clone = document.documentElement.cloneNode(true);
  clone.removeAttribute('data-ready'); // set when the app runs the page in the visitor's browser
  // what the page loaded, read before the server renderer below is loaded (the visitor never needs it)
  const state = window.puttPrerender.snapshot();
  // React's server rendering of the same state: the markup hydration expects
  const markup = await window.puttPrerender.render();
  // Data that arrived while the renderer loaded (a query its component had only just started) is
  // in the markup but not in the state: the visitor's first render would show it loading, and
  // hydration would fail (React error #418, seen on a slow machine). The page is taken again.
  const loaded = ({ queries }) =>
    JSON.stringify(queries.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  if (!window.puttPrerender.settled() || loaded(window.puttPrerender.snapshot()) !== loaded(state)) {
    return null;
  }
  clone.querySelector('#root').innerHTML = markup;
  for (const link of clone.querySelectorAll('link[href]')) {
    // the app's code loader writes absolute addresses: keep them relative to the site
    const href = new URL(link.getAttribute('href'), location.href);
    if (href.origin === location.origin) link.setAttribute('href', href.pathname);
    if (link.rel === 'modulepreload') {
      link.remove();
      continue;
    }
    if (link.rel !== 'stylesheet' || href.origin !== location.origin) continue;
    // The file's own text, not the CSSOM's: Chrome serialises a shorthand with var() in it
    // (Mantine's `padding: var(--mb-padding, …)`) as empty longhands, so every dialog lost its padding.
    const response = await fetch(href.href);
    if (!response.ok) continue;
    const style = document.createElement('style');
    style.textContent = await response.text();
    link.before(style);
    link.removeAttribute('media');
    link.setAttribute('disabled', '');
  }
  for (const script of clone.querySelectorAll('script[type="module"][src]')) {
    const boot = document.createElement('script');
    boot.type = 'module';
    boot.src = bootScript;
    boot.dataset.entry = new URL(script.getAttribute('src'), location.href).pathname;
    boot.dataset.preload = entryImports.join(' ');
    script.replaceWith(boot);
  }
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'prerender-state';
  script.textContent = JSON.stringify(state).replace(/</g, '\\u003c');
  clone.querySelector('body').append(script);
  // No paint of a half-parsed page (decision 032): a slow phone's parser yields mid-document, and
  // Chromium painted a header whose menu then grew item by item, or a table before its last rows
  // widened its columns. The page paints once its last element, the state above, is parsed.
  const whole = document.createElement('link');
  whole.rel = 'expect';
  whole.setAttribute('href', `#${script.id}`);
  whole.setAttribute('blocking', 'render');
  clone.querySelector('head').append(whole);
  return `<!doctype html>\n${clone.outerHTML}`;
}

/** The page's snapshot once its state and its markup agree (see `snapshot`). */
async function takeSnapshot(page, path) {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    await page.waitForTimeout(150); // the last render after the data arrived
    const html = await page.evaluate(snapshot, { bootScript, entryImports });
    if (html) return html;
  }
  throw new Error(`prerender: ${path} kept loading data while it was rendered`);
}

async function prerenderLanguage(browser, lang) {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 PuttPrerender',
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce', // the banner holds its first slide
  });
  await context.addInitScript((value) => localStorage.setItem('lang', value), lang);
  // nothing outside the site is part of a snapshot
  await context.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  for (const path of prerenderPaths) {
    await page.goto(origin + path);
    // drawn: the page's heading or content is there, no loader is left, no query is under way
    await page.waitForFunction(
      () =>
        window.puttPrerender?.settled() &&
        (document.querySelector('main')?.textContent?.length ?? 0) > 100 &&
        !document.querySelector('main .mantine-Loader-root'),
      undefined,
      { polling: 100 },
    );
    const file = join(outDir, lang, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await takeSnapshot(page, path));
  }
  await context.close();
}

if (!existsSync(chrome)) {
  console.log(`prerender: skipped (no Chromium at ${chrome}); pages render in the browser only`);
  process.exit(0);
}

// before the server starts: it would serve the previous build's snapshots
rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
const { stop } = await startBuiltServer({
  port,
  env: { NODE_ENV: 'test', SEED_DEMO: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let browser;
try {
  browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  await Promise.all(['ko', 'en'].map((lang) => prerenderLanguage(browser, lang)));
  console.log(
    `prerender: ${prerenderPaths.length} pages × 2 languages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await browser?.close();
  stop();
}
