import type { Page } from '@playwright/test';
import { expect, loginAs, strings, test, type DemoLogin } from './support/fixtures';

const ko = strings.ko.common;

async function expectSentHome(page: Page, path: string, message: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText(message)).toBeVisible();
}

const cases: { who: DemoLogin | null; path: string; message: string }[] = [
  { who: null, path: '/Product/Activity/Talent', message: ko.gate.membersOnly },
  { who: null, path: '/Personal', message: ko.gate.membersOnly },
  { who: null, path: '/Mypage/Order/Org', message: ko.gate.orgMembersOnly },
  { who: 'individual', path: '/Org/Test', message: ko.gate.orgUsersOnly },
  { who: 'individual', path: '/Mypage/User/Org', message: ko.gate.orgUsersOnly },
  { who: 'orgUser', path: '/Personal', message: ko.gate.personalUsersOnly },
  { who: 'orgAdmin', path: '/Mypage/Delete', message: ko.gate.personalUsersOnly },
  { who: 'orgUser', path: '/Mypage/User/Org/Register', message: ko.gate.orgAdminsOnly },
];

for (const { who, path, message } of cases) {
  test(`ko ${who ?? 'a visitor'} opening ${path} is told so and lands home`, async ({ page }) => {
    if (who) await loginAs(page, who);
    await expectSentHome(page, path, message);
  });
}

test('ko a member who logs out on a members-only page is sent home', async ({ page }) => {
  await loginAs(page, 'individual');
  await page.goto('/Product/Activity/Talent');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('header').first().getByRole('button', { name: ko.account.logout }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
