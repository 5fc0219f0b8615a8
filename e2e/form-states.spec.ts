import type { Locator, Page } from '@playwright/test';
import enAuth from '../apps/web/src/features/auth/i18n/en.json' with { type: 'json' };
import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import enInquiry from '../apps/web/src/features/inquiry/i18n/en.json' with { type: 'json' };
import koInquiry from '../apps/web/src/features/inquiry/i18n/ko.json' with { type: 'json' };
import enOrders from '../apps/web/src/features/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import enOrgUsers from '../apps/web/src/features/org-users/i18n/en.json' with { type: 'json' };
import koOrgUsers from '../apps/web/src/features/org-users/i18n/ko.json' with { type: 'json' };
import {
  expect,
  expectNoAxeViolations,
  expectPageLoaded,
  langs,
  loginAs,
  strings,
  test,
} from './support/fixtures';
import { placeNamedOrder } from './support/orders';

// The customer's forms and dialogs in the states a user meets them in, in Korean and in English:
// opened, and refused with their errors on screen (issue 24: axe on every dialog and form state).
// The journeys check what each state does; this spec checks that each is accessible in both
// languages (most journeys run in Korean only). The back office's dialogs are checked by its specs.
const words = {
  ko: { auth: koAuth, inquiry: koInquiry, orders: koOrders, orgUsers: koOrgUsers },
  en: { auth: enAuth, inquiry: enInquiry, orders: enOrders, orgUsers: enOrgUsers },
};

/** Axe, with the state's mark on screen first (a dialog, an error): the state is what is checked. */
async function checkState(page: Page, shown: Locator): Promise<void> {
  await expect(shown.first()).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });
    const w = words[lang];
    const v = strings[lang].validation.v;

    test(`${lang} a visitor's forms and dialogs, opened and refused, pass axe`, async ({ page }) => {
      test.slow();
      await page.goto('/Login');
      await expectPageLoaded(page, lang);
      // the login form sent empty: each field's error beside it
      await page.getByRole('button', { name: w.auth.login.submit, exact: true }).click();
      await checkState(page, page.locator('[aria-invalid="true"]'));

      // the forgotten-password dialog, then its notice over it when no id is given
      await page.getByRole('button', { name: w.auth.login.forgot }).click();
      const forgot = page.getByRole('dialog', { name: w.auth.forgot.title });
      await checkState(page, forgot);
      await forgot.getByRole('button', { name: w.auth.forgot.submit }).click();
      await checkState(page, page.getByRole('dialog', { name: w.auth.forgot.blankTitle }));

      // the organisation inquiry sent empty: the form's message and every field's error
      await page.goto('/Inquiry');
      await expectPageLoaded(page, lang);
      await page.getByRole('button', { name: w.inquiry.inquiry.submit }).click();
      await checkState(page, page.getByText(v.required));
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();

      // the organisation's registration request sent empty
      await page.goto('/RequestOrgRegist');
      await expectPageLoaded(page, lang);
      await page.getByRole('button', { name: w.inquiry.regist.submit }).click();
      await checkState(page, page.locator('[aria-invalid="true"]'));
    });

    test(`${lang} a member's order dialogs, opened and refused, pass axe`, async ({ page }) => {
      test.slow();
      await loginAs(page, 'individual');
      // the cancel dialog of a pending order, sent without a reason
      const name = await placeNamedOrder(page, '상태');
      await page.goto(`/Mypage/Order/Personal?q=${encodeURIComponent(name)}`);
      await expectPageLoaded(page, lang);
      await page
        .getByRole('region', { name: w.orders.list.caption })
        .getByRole('row')
        .filter({ hasText: name })
        .getByRole('button', { name: new RegExp(w.orders.cancel.open) })
        .click();
      const cancel = page.getByRole('dialog', { name: w.orders.cancel.title });
      await cancel.getByRole('button', { name: w.orders.cancel.submit }).click();
      await checkState(page, cancel.getByText(v.cancelReason));
      await page.keyboard.press('Escape');
      await expect(cancel).toBeHidden();

      // the application form's picker of earlier examinees (the order above is one)
      await page.goto('/Offer/Personal/1');
      await expectPageLoaded(page, lang);
      await page.getByRole('button', { name: w.orders.offer.examinee.loadPrevious }).click();
      const picker = page.getByRole('dialog', { name: w.orders.examineePicker.title });
      await checkState(page, picker.getByRole('button', { name: new RegExp(name) }));
    });

    test(`${lang} an organisation admin's user form, refused, passes axe`, async ({ page }) => {
      await loginAs(page, 'orgAdmin');
      await page.goto('/Mypage/User/Org/Register');
      await expectPageLoaded(page, lang);
      await page.getByRole('main').getByRole('button', { name: w.orgUsers.register.submit }).click();
      await checkState(page, page.locator('[aria-invalid="true"]'));
    });
  });
}
