import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import { demoStaff, signInStaff } from './support/staff';
import { expectNoSidewaysScroll } from './support/layout';

const ko = strings.ko.common;

test('ko the back office asks staff to sign in, refuses a wrong password, and lands on the dashboard', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/Admin/Orders?status=pending');
  await expect(page).toHaveURL(/\/Admin\/Login\?next=/);
  await expect(page).toHaveTitle('관리자 로그인 | 창의인재연구소 관리자');
  await expectNoAxeViolations(page);

  await page.getByLabel('직원 아이디').fill(demoStaff.staffId);
  await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await expect(page.getByLabel('직원 아이디')).toHaveValue(demoStaff.staffId);

  await page.getByLabel('비밀번호', { exact: true }).fill(demoStaff.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/Admin/Orders' && url.search === '?status=pending');

  await page.getByRole('link', { name: '대시보드' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '대시보드' })).toBeVisible();
  await expect(page.getByRole('link', { name: /입금 확인을 기다리는 주문/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // the public site still shows a visitor: the staff session is the back office's alone
  await page.goto('/');
  await expect(page.locator('header').first().getByRole('link', { name: ko.account.login })).toBeVisible();
});

test('ko the back office works on a phone: the menu opens from its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInStaff(page);
  const menu = page.getByRole('navigation', { name: '관리 메뉴' });
  await expect(menu.getByRole('link', { name: '주문' })).not.toBeInViewport();
  await page.getByRole('button', { name: '관리 메뉴 열기/닫기' }).click();
  await menu.getByRole('link', { name: '감사 로그' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '감사 로그' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '주문' })).not.toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('ko signing out ends the staff session', async ({ page }) => {
  await signInStaff(page);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/Admin\/Login$/);
  await page.goto('/Admin');
  await expect(page).toHaveURL(/\/Admin\/Login/);
});

test('the back office pages are kept out of search engines', async ({ request }) => {
  const res = await request.get('/Admin/Login');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/Admin$/m);
});
