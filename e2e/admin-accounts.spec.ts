import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import koAccounts from '../apps/web/src/features/admin/accounts/i18n/ko.json' with { type: 'json' };
import { demo, expect, expectNoAxeViolations, test } from './support/fixtures';
import { type Mail, mailsTo } from './support/mail';
import { signUpMember } from './support/orders';
import { signInStaff } from './support/staff';

const headers = { 'x-requested-with': 'fetch' };

test('ko staff lock a member, whose login then fails until unlocked, and reset their password by e-mail', async ({
  page,
  consoleErrors,
}) => {
  // the login form's refused attempt while locked
  consoleErrors.allow(/status of 4\d\d.*\/api\/loginUser/);
  // a fresh member, logged in in this browser
  const uid = await signUpMember(page);
  const email = `${uid}@example.com`;
  const loginCode = async (password: string) => {
    const res = await page.request.post('/api/loginUser', {
      data: { loginType: 'custom', loginData: { uid, password } },
      headers,
    });
    return ((await res.json()) as { error?: { code: number } }).error?.code ?? 0;
  };

  // staff find the member and open their page
  await signInStaff(page);
  await page.getByRole('link', { name: '회원', exact: true }).click();
  await page.getByLabel(koAccounts.search, { exact: true }).fill(uid);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name: uid, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${koAccounts.member.title}: ${uid}` }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // locking asks for a reason, signs the member out and refuses their login (the form says why)
  await page.getByRole('button', { name: koAccounts.actions.lock, exact: true }).click();
  const lockDialog = page.getByRole('dialog');
  await lockDialog.getByLabel('사유').fill('e2e 잠금 확인');
  await lockDialog.getByRole('button', { name: koAccounts.actions.lockConfirm }).click();
  await expect(page.getByRole('button', { name: koAccounts.actions.unlock })).toBeVisible();
  await expect(page.getByText(koAccounts.member.lockedNotice)).toBeVisible();
  const info = await page.request.post('/api/getMemberInfo', { data: {}, headers });
  expect(((await info.json()) as { error?: { code: number } }).error?.code).toBe(100);
  expect(await loginCode('orders1!')).toBe(101);

  await page.goto('/Login');
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill('orders1!');
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page.getByText(koAuth.login.locked)).toBeVisible();

  // unlocked, the member logs in again
  await page.goBack();
  await page.getByRole('button', { name: koAccounts.actions.unlock }).click();
  await expect(page.getByRole('button', { name: koAccounts.actions.lock, exact: true })).toBeVisible();
  expect(await loginCode('orders1!')).toBe(0);

  // a password reset e-mails a temporary password that replaces the old one
  await page.getByRole('button', { name: koAccounts.actions.resetPassword }).click();
  const resetDialog = page.getByRole('dialog');
  await expect(resetDialog.getByText(email, { exact: false })).toBeVisible();
  await resetDialog.getByRole('button', { name: koAccounts.actions.resetConfirm }).click();
  await expect(page.getByText(koAccounts.member.mustChangePasswordYes)).toBeVisible();
  // the temporary password is the mail's highlighted line, just above the footer
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(email)).find((m) => m.subject.includes('임시 비밀번호'));
      return mail !== undefined;
    })
    .toBe(true);
  const lines = mail!.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const temporary = lines[lines.length - 2]!;
  expect(await loginCode('orders1!')).toBe(150);
  expect(await loginCode(temporary)).toBe(0);
});

test('ko staff see an organisation with its members and orders', async ({ page }) => {
  await signInStaff(page);
  await page.getByRole('link', { name: '기관', exact: true }).click();
  await page.getByLabel(koAccounts.search, { exact: true }).fill(demo.orgAdmin.orgId);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('row').filter({ hasText: demo.orgAdmin.orgId }).getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(koAccounts.organisation.title) }),
  ).toBeVisible();
  const members = page.getByRole('region', { name: koAccounts.organisation.members });
  await expect(members.getByRole('link', { name: demo.orgAdmin.uid })).toBeVisible();
  await expect(
    members.getByRole('button', { name: `${demo.orgUser.uid} ${koAccounts.actions.resetPassword}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await members.getByRole('link', { name: demo.orgUser.uid }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${koAccounts.member.title}: ${demo.orgUser.uid}` }),
  ).toBeVisible();
});
