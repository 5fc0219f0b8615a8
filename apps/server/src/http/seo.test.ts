import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://putt.example.com' } });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists the public pages at the public origin, and no member or parameter page', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/Intro',
      '/Product/Testing/Putt_e',
      '/Product/Coaching/Tec',
      '/Org',
      '/About/Map',
      '/Privacy',
      '/Notice',
    ])
      expect(locs).toContain(`https://putt.example.com${path}`);
    for (const path of [
      '/Mypage',
      '/Personal',
      '/Org/Test',
      '/Product/Activity/Talent',
      '/Notice/Content/:id',
    ])
      expect(locs).not.toContain(`https://putt.example.com${path}`);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of member pages and the API, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/Mypage$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toContain('Sitemap: https://putt.example.com/sitemap.xml');
  });
});

describe('content security policy', () => {
  it('lets pages frame only the map and the postcode search, and load only the postcode script', async () => {
    const res = await t.app.inject('/About/Map');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(
      /frame-src https:\/\/www\.openstreetmap\.org https:\/\/postcode\.map\.daum\.net https:\/\/postcode\.map\.kakao\.com(;|$)/,
    );
    expect(csp).toMatch(/script-src 'self' https:\/\/t1\.daumcdn\.net(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.openstreetmap\.org(;|$)/);
  });
});
