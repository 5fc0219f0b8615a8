import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// A build with prerendered pages (scripts/prerender.mjs writes them to dist/prerender/{lang}/...).
const webDir = mkdtempSync(join(tmpdir(), 'putt-web-prerendered-'));
const page = (text: string) =>
  `<!doctype html><div id="root"><h1>${text}</h1>${'<p>content</p>'.repeat(200)}</div>`;
writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
for (const [lang, title] of [
  ['ko', '창의인재연구소'],
  ['en', 'Creative Talent Institute'],
]) {
  mkdirSync(join(webDir, 'prerender', lang!, 'Product', 'Testing'), { recursive: true });
  writeFileSync(join(webDir, 'prerender', lang!, 'index.html'), page(`${title} home`));
  writeFileSync(join(webDir, 'prerender', lang!, 'Product', 'Testing', 'Putt_e.html'), page(`${title} PUTT`));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIR: webDir } });
});
afterAll(() => t.close());

describe('prerendered public pages', () => {
  it('sends the finished Korean page by default', async () => {
    const res = await t.app.inject('/Product/Testing/Putt_e');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>창의인재연구소 PUTT</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('sends the English page to a visitor whose lang cookie says en', async () => {
    const res = await t.app.inject({ url: '/', cookies: { lang: 'en' } });
    expect(res.body).toContain('<h1>Creative Talent Institute home</h1>');
  });

  it('sends the bare app for a route without a snapshot, and a real 404 for no route', async () => {
    expect((await t.app.inject('/Mypage')).body).toBe('<!doctype html><div id="root"></div>');
    const missing = await t.app.inject('/Product/Testing/putt_e');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('PUTT</h1>');
  });

  it('compresses pages for browsers that accept gzip', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>창의인재연구소 home</h1>');
  });
});
