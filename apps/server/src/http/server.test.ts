import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /metrics', () => {
  it('is no route when neither a token nor an address may read it', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('putt_');
  });
});

describe('the web app', () => {
  it('serves every route of the spec with 200 and no caching of index.html', async () => {
    for (const url of ['/', '/Home', '/Product/Activity/Growthp_h', '/Notice/Content/abc', '/Survey/a%20b']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const res = await t.app.inject('/assets/app-1a2b3c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/assets/missing-0000.js')).statusCode).toBe(404);
  });

  it("serves the survey's service worker uncached, so a new build's reaches the next visit", async () => {
    const res = await t.app.inject('/survey-sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a path that is no route with the app and a real 404', async () => {
    for (const url of ['/nowhere', '/product/activity/growthp_h', '/Notice/Content/']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatch(/<div id="root">/);
    }
  });

  it('answers unknown API paths with JSON, not the app', async () => {
    const res = await t.app.inject('/api/whatever');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(300);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('getSiteInfo', () => {
  it('gives the company contact data to anyone', async () => {
    const { status, body } = await t.call('getSiteInfo', {});
    expect(status).toBe(200);
    expect(body.address.ko).toMatch(/대전/);
  });
});
