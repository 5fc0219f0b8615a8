import { expect, type Page } from '@playwright/test';

/** The demo staff administrator the server seeds (apps/server/src/seed/demo-accounts.ts). */
export const demoStaff = { staffId: 'staffadmin', password: 'demo1234!' };

/** Signs the demo staff administrator in to the back office (Korean UI) and waits for the dashboard. */
export async function signInStaff(page: Page): Promise<void> {
  await page.goto('/Admin/Login');
  await page.getByLabel('직원 아이디').fill(demoStaff.staffId);
  await page.getByLabel('비밀번호', { exact: true }).fill(demoStaff.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
}
