import type { Page } from '@playwright/test';
import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import { demo, expect, expectNoAxeViolations, expectPageLoaded, strings, test } from './support/fixtures';

const ko = strings.ko.common;

async function openLogin(page: Page) {
  await page.goto('/Login');
  await expectPageLoaded(page, 'ko');
  await expect(page.getByRole('button', { name: koAuth.login.submit, exact: true })).toBeVisible();
}

const header = (page: Page) => page.locator('header').first();

test('ko an organisation admin logs in with remember-id, which survives a reload and logout', async ({
  page,
}) => {
  await openLogin(page);
  await page.getByText(koAuth.login.org, { exact: true }).click();
  await page.getByLabel(koAuth.login.orgId).fill(demo.orgAdmin.orgId);
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(demo.orgAdmin.uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(demo.orgAdmin.password);
  await page.getByLabel(koAuth.login.saveId).check();
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(header(page).getByRole('link', { name: ko.account.mypage })).toHaveAttribute(
    'href',
    '/Mypage/Order/Org',
  );
  await expect(header(page).getByRole('link', { name: ko.account.login })).toHaveCount(0);

  await header(page).getByRole('button', { name: ko.account.logout }).click();
  await expect(page.getByText(koAuth.logout.done)).toBeVisible();
  await expect(header(page).getByRole('link', { name: ko.account.login })).toBeVisible();

  for (const reload of [false, true]) {
    if (reload) await page.reload();
    else await openLogin(page);
    await expect(page.getByLabel(koAuth.login.orgId)).toHaveValue(demo.orgAdmin.orgId);
    await expect(page.getByLabel(koAuth.login.uid, { exact: true })).toHaveValue(demo.orgAdmin.uid);
    await expect(page.getByLabel(koAuth.login.password, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(koAuth.login.saveId)).toBeChecked();
  }

  // switching to the individual form shows that mode's (empty) ids and clears the password
  await page.getByLabel(koAuth.login.password, { exact: true }).fill('typed');
  await page.getByText(koAuth.login.general, { exact: true }).click();
  await expect(page.getByLabel(koAuth.login.orgId)).toHaveCount(0);
  await expect(page.getByLabel(koAuth.login.uid, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(koAuth.login.password, { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('ko a failed login shows the spec texts in a dialog and keeps what was typed', async ({
  page,
  consoleErrors,
}) => {
  // the browser logs the API's 404 (unknown id) and 401 (wrong password) answers
  consoleErrors.allow(/status of 40[14]/);
  await openLogin(page);
  const uid = page.getByLabel(koAuth.login.uid, { exact: true });
  await uid.fill('nosuchuser');
  await page.getByLabel(koAuth.login.password, { exact: true }).fill('wrong123!');
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(koAuth.login.idNotFound);
  await dialog.getByRole('button', { name: ko.actions.ok }).click();
  await expect(uid).toHaveValue('nosuchuser');

  await uid.fill('demo1234');
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(dialog).toContainText(koAuth.login.wrongPassword);
  await dialog.getByRole('button', { name: ko.actions.ok }).click();

  // the form's own rules, before any call
  await uid.fill('');
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  await expect(page.getByText(strings.ko.validation.v.idRequired)).toBeVisible();
});

test('ko the forgot-password dialog needs an id, is not closed by an outside click and forgets the id on close', async ({
  page,
}) => {
  await openLogin(page);
  await page.getByRole('button', { name: koAuth.login.forgot }).click();
  const dialog = page.getByRole('dialog', { name: koAuth.forgot.title });
  await expect(dialog).toBeVisible();
  // the prerendered page's inlined styles keep Mantine's var() shorthands (its dialogs had no padding)
  const body = dialog.locator('.mantine-Modal-body');
  await expect(body).toHaveCSS('padding-left', '16px');
  await dialog.getByRole('button', { name: koAuth.forgot.submit }).click();
  const notice = page.getByRole('dialog', { name: koAuth.forgot.blankTitle });
  await expect(notice).toContainText(koAuth.forgot.blank);
  await notice.getByRole('button', { name: ko.actions.ok }).click();

  await dialog.getByLabel(koAuth.forgot.uid).fill('someone');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: ko.actions.close }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: koAuth.login.forgot }).click();
  await expect(
    page.getByRole('dialog', { name: koAuth.forgot.title }).getByLabel(koAuth.forgot.uid),
  ).toHaveValue('');
});

test('ko the home login box logs in, shows who is logged in, and offers registration in organisation mode', async ({
  page,
}) => {
  await page.goto('/');
  const submit = page.getByRole('button', { name: koAuth.login.submit, exact: true });
  await expect(submit).toBeVisible();
  await page.getByText(koAuth.login.org, { exact: true }).click();
  await expect(page.getByRole('main').getByRole('link', { name: koAuth.login.orgRegist })).toHaveAttribute(
    'href',
    '/RequestOrgRegist',
  );
  await page.getByText(koAuth.login.general, { exact: true }).click();
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill(demo.individual.uid);
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(demo.individual.password);
  await submit.click();
  await expect(page.getByText('김데모 님으로 로그인되어 있습니다.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: koAuth.login.goMypage })).toHaveAttribute(
    'href',
    '/Mypage/Order/Personal',
  );
  await expectNoAxeViolations(page);
});
