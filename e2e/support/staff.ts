import { expect, type Page } from '@playwright/test';
import enAdmin from '../../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import koAdmin from '../../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };

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
