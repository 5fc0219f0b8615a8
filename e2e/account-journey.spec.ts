import koAccount from '../apps/web/src/features/account/i18n/ko.json' with { type: 'json' };
import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, expectPageLoaded, strings, test } from './support/fixtures';

const ko = strings.ko.common;
/** A label exactly, with or without the required-field asterisk. */
const exactly = (label: string) => new RegExp(`^${label}( \\*)?$`);

test('ko sign up, log in, modify info, change password, log out, log in again and withdraw', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  // the old password is refused (401) after the change, the withdrawn id (410) at the end
  consoleErrors.allow(/status of 4(01|10)/);
  const uid = `e2e${Date.now().toString(36).slice(-8)}`;
  const password = 'journey1!';
  const newPassword = 'journey2@';
  const header = page.locator('header').first();

  // step 1: terms
  await page.goto('/Join');
  await expectPageLoaded(page, 'ko');
  await page.getByRole('button', { name: koAuth.join.next }).click();
  await expect(page.getByRole('dialog')).toContainText(strings.ko.validation.v.termsRequired);
  await page.getByRole('dialog').getByRole('button', { name: ko.actions.ok }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel(koAuth.join.agreeAll).check();
  await expect(page.getByLabel(koAuth.join.agreeTos)).toBeChecked();
  await expect(page.getByLabel(koAuth.join.agreePrivacy)).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: koAuth.join.next }).click();

  // step 2: the form, with the id check that resets when the id changes
  await expect(page).toHaveURL((url) => url.pathname === '/Join/Registration');
  await page.getByLabel(koAuth.join.uid).fill('demo1234');
  await page.getByRole('button', { name: koAuth.join.check }).click();
  await expect(page.getByRole('status').filter({ hasText: koAuth.join.idTaken })).toBeVisible();
  await page.getByLabel(koAuth.join.uid).fill(uid);
  await expect(page.getByText(koAuth.join.idTaken)).toHaveCount(0);
  await page.getByLabel(exactly(koAuth.join.password)).fill(password);
  await page.getByLabel(koAuth.join.passwordConfirm).fill(password);
  await page.getByLabel(koAuth.join.email).fill(`${uid}@example.com`);
  await page.getByRole('button', { name: koAuth.join.submit }).click();
  await expect(page.getByRole('dialog')).toContainText(koAuth.join.idCheckNeeded);
  await page.getByRole('dialog').getByRole('button', { name: ko.actions.ok }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: koAuth.join.check }).click();
  await expect(page.getByText(koAuth.join.idAvailable)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: koAuth.join.submit }).click();

  // step 3: success, then login
  await expect(page).toHaveURL((url) => url.pathname === `/Join/Success/${uid}`);
  // the success page's own link (the header has a login link too)
  await page.getByRole('main').getByRole('link', { name: koAuth.join.goLogin }).click();
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // modify info
  await page.goto('/Mypage/Modify');
  await page.getByLabel(koAccount.modify.name).fill('여정테스트');
  await page.getByRole('button', { name: koAccount.modify.save }).click();
  await expect(page.getByText(koAccount.modify.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(koAccount.modify.name)).toHaveValue('여정테스트');
  await expectNoAxeViolations(page);

  // change password: the wrong current one is refused in place; then every session ends
  await page.getByRole('button', { name: koAccount.modify.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: strings.ko.forms.password.title });
  await dialog.getByLabel(strings.ko.forms.password.old).fill('wrongpw1!');
  await dialog.getByLabel(strings.ko.forms.password.new, { exact: true }).fill(newPassword);
  await dialog.getByLabel(strings.ko.forms.password.confirm).fill(newPassword);
  await dialog.getByRole('button', { name: strings.ko.forms.password.submit }).click();
  await expect(dialog.getByText(strings.ko.validation.v.oldPasswordWrong)).toBeVisible();
  await dialog.getByLabel(strings.ko.forms.password.old).fill(password);
  await dialog.getByRole('button', { name: strings.ko.forms.password.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/Login');
  await expect(header.getByRole('link', { name: ko.account.login })).toBeVisible();

  // the old password no longer works, the new one does; log out and in again
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(koAuth.login.wrongPassword);
  await page.getByRole('dialog').getByRole('button', { name: ko.actions.ok }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await header.getByRole('button', { name: ko.account.logout }).click();
  await expect(header.getByRole('link', { name: ko.account.login })).toBeVisible();
  await page.goto('/Login');
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // withdraw
  await page.goto('/Mypage/Delete');
  const withdraw = page.getByRole('button', { name: koAccount.withdraw.submit });
  await expect(withdraw).toBeDisabled();
  await page.getByLabel(koAccount.withdraw.confirm).check();
  await expectNoAxeViolations(page);
  await withdraw.click();
  await page
    .getByRole('dialog', { name: koAccount.withdraw.askTitle })
    .getByRole('button', { name: koAccount.withdraw.submit })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText(koAccount.withdraw.done)).toBeVisible();
  await expect(header.getByRole('link', { name: ko.account.login })).toBeVisible();

  // the id is gone for good
  await page.goto('/Login');
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(koAuth.login.withdrawn);
});
