import { startBuiltServer } from '../scripts/built-server.mjs';
import settingsKo from '../apps/web/src/features/admin/settings/i18n/ko.json' with { type: 'json' };
import siteKo from '../apps/web/src/features/site/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import securityEn from '../apps/web/src/features/admin/security/i18n/en.json' with { type: 'json' };
import securityKo from '../apps/web/src/features/admin/security/i18n/ko.json' with { type: 'json' };
import adminKo from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import { expectNoSidewaysScroll } from './support/layout';
import { freshTotpCode, signInStaffWithCode } from './support/staff';

// A production start of the built site beside the suite's server (decision 033), on its own port
// and data directory, with the demo seed's company settings stored: the suite's server runs
// NODE_ENV=test, where the demo values show as they always did.
const port = Number(process.env.E2E_PORT ?? 3210) + 2;
const admin = { staffId: 'prodadmin', password: 'Launch-day-2026!' };

/** The demo seed's company data (apps/server/src/site/demo-settings.ts) a visitor must never see. */
const demoValues = [
  '홍길동',
  'Gildong Hong',
  '000-00-00000',
  '제0000-대전유성-00000호',
  '대학로 000',
  '042-000-000',
  'example.com',
  '000000-00-000000',
  '교육부',
];

let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
/** the administrator's TOTP secret, read off the enrolment as a person would type it into an app */
let secret = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // beyond the two minutes startBuiltServer waits (it then stops the server itself): on a busy
  // machine, making the administrator migrates a fresh database first
  test.setTimeout(300_000);
  server = await startBuiltServer({
    port,
    env: {
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-production-secret-of-32-characters',
      SEED_DEMO: 'true',
    },
    before: [
      ['scripts/create-staff.js', '--id', admin.staffId, '--password', admin.password, '--role', 'admin'],
    ],
  });
});

test.afterAll(() => server?.stop());

test('ko a production start refuses staff sign-in without a factor: the administrator enrols one, signs in with its code, and a recovery code works once', async ({
  page,
  consoleErrors,
}) => {
  // the used recovery code is refused with 401, which the browser logs
  consoleErrors.allow(/status of 401.*\/api\/adminVerifySecondFactor/);
  const origin = server!.origin;
  const dashboard = page.getByRole('heading', { level: 1, name: adminKo.nav.adminHome });
  const signOut = () => page.getByRole('button', { name: adminKo.signOut, exact: true }).click();
  let recoveryCodes: string[] = [];

  await test.step('the password alone opens only the enrolment', async () => {
    await page.goto(`${origin}/Admin/Login`);
    await page.getByLabel(adminKo.login.staffId).fill(admin.staffId);
    await page.getByLabel(adminKo.login.password, { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: adminKo.login.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminKo.login.enrolTitle })).toBeFocused();
    const refused = await page.request.post(`${origin}/api/adminGetDashboard`, {
      data: {},
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(refused.status()).toBe(401);
    await expectNoAxeViolations(page);
  });

  await test.step('the QR code and its key, a code from the app, then the ten recovery codes once', async () => {
    await page.getByRole('button', { name: securityKo.factor.start }).click();
    await expect(page.getByText(securityKo.enrol.scan)).toBeFocused();
    await expect(page.getByRole('img', { name: securityKo.enrol.qrAlt })).toBeVisible();
    secret = (await page.locator('code').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: securityKo.enrol.code }).fill(await freshTotpCode(secret));
    await page.getByRole('button', { name: securityKo.enrol.confirm }).click();
    await expect(page.getByText(securityKo.enrol.codesTitle, { exact: true })).toBeFocused();
    recoveryCodes = await page
      .getByRole('list', { name: securityKo.enrol.codesLabel })
      .getByRole('listitem')
      .allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: securityKo.enrol.saved }).click();
    await expect(dashboard).toBeVisible();
  });

  await test.step('my security page says so and lists this device, in both languages and on a phone', async () => {
    await page.goto(`${origin}/Admin/Security`);
    await expect(page.getByText(securityKo.factor.on.split(' (')[0]!)).toBeVisible();
    await expect(page.getByText(securityKo.sessions.current)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByText(securityEn.sessions.current)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => localStorage.setItem('lang', 'ko'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(page.getByText(securityKo.sessions.current)).toBeVisible();
  });

  await test.step('signed out, the administrator signs in with the code of the app', async () => {
    await signOut();
    await signInStaffWithCode(page, admin, origin, () => freshTotpCode(secret));
    await expect(dashboard).toBeVisible();
  });

  await test.step('a recovery code signs in once; the second time it is refused', async () => {
    await signOut();
    await signInStaffWithCode(page, admin, origin, () => recoveryCodes[0]!);
    await expect(dashboard).toBeVisible();
    await signOut();
    await signInStaffWithCode(page, admin, origin, () => recoveryCodes[0]!);
    await expect(page.getByText(adminKo.v.factorCodeWrong)).toBeVisible();
    await expect(page.getByRole('textbox', { name: adminKo.login.code })).toBeFocused();
    await expect(dashboard).toHaveCount(0);
  });
});

test('ko a production start with the demo company settings shows none of them and lists them for staff', async ({
  page,
}) => {
  const origin = server!.origin;

  await test.step('the prerendered pages carry no company data', async () => {
    for (const path of ['/', '/About', '/About/Profile', '/Privacy']) {
      const html = await (await page.request.get(`${origin}${path}`)).text();
      for (const value of demoValues) expect(html, `${path}: ${value}`).not.toContain(value);
    }
  });

  const footer = page.getByRole('contentinfo');
  const siteInfoAnswered = () =>
    page.waitForResponse((response) => response.url().endsWith('/api/getSiteInfo') && response.ok());

  await test.step('the footer, once the page has its data, shows none either', async () => {
    const answered = siteInfoAnswered();
    await page.goto(`${origin}/`);
    await answered;
    await expect(footer).toContainText(strings.ko.common.company.name);
    const text = await footer.innerText();
    for (const value of demoValues) expect(text, value).not.toContain(value);
    await expect(footer.locator('address')).toHaveCount(0);
  });

  await test.step('the dashboard lists every demo setting with its value, each a link to its form', async () => {
    await signInStaffWithCode(page, admin, origin, () => freshTotpCode(secret));
    const checklist = page.getByRole('region', { name: settingsKo.demo.title });
    await expect(checklist.getByRole('listitem')).toHaveCount(11);
    await expect(checklist.getByRole('listitem').first()).toContainText('홍길동');
    await expectNoAxeViolations(page);
    await checklist.getByRole('link', { name: settingsKo.site.mailOrderNumber }).click();
    await expect(page.getByRole('heading', { name: settingsKo.site.title, exact: true })).toBeFocused();
  });

  await test.step('a value staff enter leaves the checklist and shows in the footer', async () => {
    const site = page.getByRole('region', { name: settingsKo.site.title, exact: true });
    await site
      .getByRole('textbox', { name: settingsKo.site.mailOrderNumber })
      .fill('제2026-대전유성-01234호');
    await site.getByRole('button', { name: settingsKo.site.save }).click();
    const checklist = page.getByRole('region', { name: settingsKo.demo.title });
    await expect(checklist.getByRole('listitem')).toHaveCount(10);
    await expect(checklist.getByRole('link', { name: settingsKo.site.mailOrderNumber })).toHaveCount(0);

    const answered = siteInfoAnswered();
    await page.goto(`${origin}/`);
    await answered;
    await expect(footer.locator('address')).toHaveText(`${siteKo.mailOrderNumber}: 제2026-대전유성-01234호`);
  });
});
