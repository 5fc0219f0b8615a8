import { expect, type Page } from '@playwright/test';
import enAdmin from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import koAdmin from '../../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import { totpCodeAt } from '../../apps/server/src/staff/second-factor/totp.js';

const TOTP_STEP_MS = 30_000;

/** The demo staff administrator the server seeds (apps/server/src/seed/demo-accounts.ts). */
export const demoStaff = { staffId: 'staffadmin', password: 'demo1234!' };

/**
 * Signs a staff member (the demo administrator unless named) in to the back office of the site at
 * `origin` (the suite's server unless named) and waits for the dashboard, in the language the page
 * shows (the one the test's `lang` stored: Korean unless a test says otherwise).
 */
export async function signInStaff(page: Page, staff = demoStaff, origin = ''): Promise<void> {
  await page.goto(`${origin}/Admin/Login`);
  const admin = (await page.evaluate(() => localStorage.getItem('lang'))) === 'en' ? enAdmin : koAdmin;
  await page.getByLabel(admin.login.staffId).fill(staff.staffId);
  await page.getByLabel(admin.login.password, { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: admin.login.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: admin.nav.adminHome })).toBeVisible();
}

/**
 * Signs the demo staff administrator in through the API, as the sign-in form would: for a test
 * whose staff steps are set-up, not what it checks (the browser context shares the cookie).
 */
export async function signInStaffByApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/adminLogin', {
    data: demoStaff,
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(response.status(), 'staff sign-in').toBe(200);
}

// The last time step whose code each secret gave: the server takes a step once (issue 43).
const lastStepOf = new Map<string, number>();

/**
 * A code of the TOTP `secret` the server has not taken yet, as the staff member's app would show
 * it: the current step's, or the next one's (the server allows one step either side); when both
 * were used, it waits for the clock.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / TOTP_STEP_MS);
    const use = Math.max(now, (lastStepOf.get(secret) ?? -1) + 1);
    if (use <= now + 1) {
      lastStepOf.set(secret, use);
      return totpCodeAt(secret, use * TOTP_STEP_MS + 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Signs a staff member in with the password and then `code` (a code of the app, or a recovery code). */
export async function signInStaffWithCode(
  page: Page,
  staff: typeof demoStaff,
  origin: string,
  code: () => Promise<string> | string,
): Promise<void> {
  await page.goto(`${origin}/Admin/Login`);
  await page.getByLabel(koAdmin.login.staffId).fill(staff.staffId);
  await page.getByLabel(koAdmin.login.password, { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: koAdmin.login.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: koAdmin.login.verifyTitle })).toBeFocused();
  await page.getByRole('textbox', { name: koAdmin.login.code }).fill(await code());
  await page.getByRole('button', { name: koAdmin.login.verify }).click();
}
