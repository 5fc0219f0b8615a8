import koOrgUsers from '../apps/web/src/features/org-users/i18n/ko.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectPageLoaded, loginAs, strings, test } from './support/fixtures';

const ko = koOrgUsers.register;
const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

/** A toast (Mantine's notification is an alert; a field's message is not). */
const toastSaying = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('ko on a phone a toast shows in the bottom half, and a field the server refused says why beside itself only', async ({
  page,
  consoleErrors,
}) => {
  // the taken id below is refused on purpose
  consoleErrors.allow(/status of 409.*\/api\/addOrgUserMember/);
  await loginAs(page, 'orgAdmin');
  await page.goto('/Mypage/User/Org/Register');
  await expectPageLoaded(page, 'ko');
  const main = page.getByRole('main');

  // sent empty: the form's toast sits low, over neither the header nor the page's title and fields
  await main.getByRole('button', { name: ko.submit }).click();
  const toast = toastSaying(page, ko.invalid);
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.y, 'the toast starts in the bottom half').toBeGreaterThanOrEqual(phone.height / 2);
  expect(box.y + box.height, 'and ends on screen').toBeLessThanOrEqual(phone.height);
  await toast.getByRole('button', { name: strings.ko.common.actions.close }).click();
  await expect(toast).toBeHidden();

  // an id the school already uses: said beside the id, which takes the focus, and in no toast
  const uid = main.getByRole('textbox', { name: ko.uid });
  await uid.fill('orguser');
  await main.getByRole('textbox', { name: ko.name }).fill('e2e');
  // a required field's label ends with its asterisk
  await main.getByLabel(new RegExp(`^${ko.password}( \\*)?$`)).fill('start123!');
  await main.getByLabel(new RegExp(`^${ko.confirmPassword}( \\*)?$`)).fill('start123!');
  await main.getByRole('button', { name: ko.submit }).click();
  await expect(main.getByText(koOrgUsers.v.uidTaken)).toBeVisible();
  await expect(uid).toBeFocused();
  await expect(uid).toHaveAttribute('aria-invalid', 'true');
  // the toast of this refusal says what the form's own check says, not the field's message again
  await expect(toastSaying(page, ko.invalid)).toBeVisible();
  await expect(toastSaying(page, koOrgUsers.v.uidTaken)).toHaveCount(0);
});
