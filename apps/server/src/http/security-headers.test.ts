import { adminRoutes } from '@putt/contract/admin-routes';
import { routes } from '@putt/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { createTestStaff } from '../testing/staff.js';
import { examinee, openClass } from '../testing/survey.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { CSRF_HEADER, CSRF_VALUE } from './api-routes.js';
import { OPENSTREETMAP, POSTCODE_FRAMES, POSTCODE_SCRIPT } from './security.js';

// The gate of issue 24 on headers: every page of the site and the back office, the API and the
// document routes answer with a Content-Security-Policy that runs no inline script, refuse to be
// framed, forbid sniffing and send no referrer; every cookie the server sets is HttpOnly and
// SameSite, and Secure when the site is served over https.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://putt.example.kr' } });
});
afterAll(() => t.close());

const samplePath = (path: string) => path.replace(/:([A-Za-z_]+)/g, 'sample-1');

/** The directives of a policy, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, where: string) {
  const csp = directives(res.headers['content-security-policy'] as string | undefined);
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('script-src'), where).toEqual(["'self'", POSTCODE_SCRIPT]);
  expect(csp.get('script-src-attr'), where).toEqual(["'none'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(csp.get('form-action'), where).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('frame-src'), where).toEqual([OPENSTREETMAP, ...POSTCODE_FRAMES]);
  for (const [name, sources] of csp) {
    expect(sources, `${where}: ${name}`).not.toContain("'unsafe-eval'");
    if (name.startsWith('script')) expect(sources, `${where}: ${name}`).not.toContain("'unsafe-inline'");
  }
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  expect(res.headers['referrer-policy'], where).toBe('no-referrer');
  expect(res.headers['strict-transport-security'], where).toMatch(/max-age=\d+/);
}

describe('security headers', () => {
  it('come with every page of the route table and of the back office', async () => {
    const pages = [...routes, ...adminRoutes].map((route) => samplePath(route.path));
    expect(pages.length).toBeGreaterThan(100);
    for (const path of pages) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expectSecurityHeaders(res, path);
    }
  });

  it('come with API answers, refusals, documents and a path that is nothing', async () => {
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/getSiteInfo',
        headers: { [CSRF_HEADER]: CSRF_VALUE },
        payload: {},
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/getMyOrders',
        headers: { [CSRF_HEADER]: CSRF_VALUE },
        payload: {},
      }),
      await t.app.inject('/documents/reports/no-such-key/student.pdf'),
      await t.app.inject('/documents/projects/no-such-class/reports.zip'),
      await t.app.inject('/files/no-such-file'),
      await t.app.inject('/nowhere'),
      await t.app.inject('/healthz'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 404, 404, 404, 200]);
    for (const res of answers) expectSecurityHeaders(res, `${res.raw.req.method} ${res.raw.req.url}`);
  });
});

/** Every Set-Cookie of an answer, as written. */
function cookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const set = res.headers['set-cookie'];
  return Array.isArray(set) ? (set as string[]) : set ? [set as string] : [];
}

function expectLockedCookie(cookie: string, sameSite: 'Lax' | 'Strict') {
  const attributes = cookie.split(';').map((part) => part.trim());
  expect(attributes, cookie).toContain('HttpOnly');
  expect(attributes, cookie).toContain('Secure');
  expect(attributes, cookie).toContain(`SameSite=${sameSite}`);
}

describe('cookies on https', () => {
  it('of a member, staff, an examinee and an uploader are HttpOnly, Secure and SameSite', async () => {
    await createIndividual(t.database.db, 'cookie1');
    const member = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'cookie1', password: 'abcd123!' },
    });
    expect(cookiesOf(member.response)).toHaveLength(1);
    expectLockedCookie(cookiesOf(member.response)[0]!, 'Lax');

    await createTestStaff(t.database.db, 'cookiestaff');
    const staff = await t.call('adminLogin', { staffId: 'cookiestaff', password: 'abcd123!' });
    expectLockedCookie(cookiesOf(staff.response)[0]!, 'Strict');

    await createOrganisation(t.database.db, 'cookieorg');
    const cookies = {
      org: await login(t, 'admin1', { orgId: 'cookieorg' }),
      staff: cookiesOf(staff.response)[0]!.split(';')[0]!,
    };
    const { key, codes } = await openClass(t, cookies, 1);
    const entered = await t.call('enterSurvey', examinee(key, codes[0]!, { num: 1 }));
    expect(entered.status).toBe(200);
    expectLockedCookie(cookiesOf(entered.response)[0]!, 'Lax');

    const boundary = 'cookieboundary';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploadAttachment',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: CSRF_VALUE },
      payload: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${boundary}--\r\n`,
      ),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expectLockedCookie(cookiesOf(upload)[0]!, 'Lax');

    const logout = await t.call('logoutUser', {}, { cookie: cookiesOf(member.response)[0]!.split(';')[0]! });
    expect(cookiesOf(logout.response).length).toBeGreaterThan(0);
    for (const cookie of cookiesOf(logout.response)) expectLockedCookie(cookie, 'Lax');
  });
});
