import enAccount from '../apps/web/src/features/account/i18n/en.json' with { type: 'json' };
import koAccount from '../apps/web/src/features/account/i18n/ko.json' with { type: 'json' };
import enAuth from '../apps/web/src/features/auth/i18n/en.json' with { type: 'json' };
import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import enInquiry from '../apps/web/src/features/inquiry/i18n/en.json' with { type: 'json' };
import koInquiry from '../apps/web/src/features/inquiry/i18n/ko.json' with { type: 'json' };
import enOrders from '../apps/web/src/features/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import enOrgOrders from '../apps/web/src/features/org-orders/i18n/en.json' with { type: 'json' };
import koOrgOrders from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import enOrgUsers from '../apps/web/src/features/org-users/i18n/en.json' with { type: 'json' };
import koOrgUsers from '../apps/web/src/features/org-users/i18n/ko.json' with { type: 'json' };
import { expect, checkState, expectPageLoaded, langs, loginAs, strings, test } from './support/fixtures';
import { placeNamedOrder } from './support/orders';
import { signInStaffByApi } from './support/staff';
import { orgApplication } from '../apps/server/src/testing/orders.js';

// The customer's forms and dialogs in the states a user meets them in, in Korean and in English:
// opened, and refused with their errors on screen (issue 24: axe on every dialog and form state).
// The journeys check what each state does; this spec checks that each is accessible in both
// languages (most journeys run in Korean only). The back office's are in admin-dialog-states.spec.ts.
const words = {
  ko: {
    account: koAccount,
    auth: koAuth,
    inquiry: koInquiry,
    orders: koOrders,
    orgOrders: koOrgOrders,
    orgUsers: koOrgUsers,
  },
  en: {
    account: enAccount,
    auth: enAuth,
    inquiry: enInquiry,
    orders: enOrders,
    orgOrders: enOrgOrders,
    orgUsers: enOrgUsers,
  },
};
const headers = { 'x-requested-with': 'fetch' };

/** A string resource as the start of a name (a row's button, whose name goes on with the row's). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });
    const w = words[lang];
    const v = strings[lang].validation.v;
    const f = strings[lang].forms;

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

    test(`${lang} a member's dialogs, opened and refused, pass axe`, async ({ page }) => {
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

      // the password change sent empty, then with a confirmation that does not match (both are
      // refused before anything is sent: the demo member's password stays)
      await page.goto('/Mypage/Modify');
      await expectPageLoaded(page, lang);
      await page.getByRole('button', { name: w.account.modify.changePassword }).click();
      const password = page.getByRole('dialog', { name: f.password.title });
      await password.getByRole('button', { name: f.password.submit }).click();
      await expect(password.getByText(v.passwordConfirmRequired)).toBeVisible();
      await checkState(page, password.getByText(v.passwordRequired));
      await password.getByLabel(f.password.old, { exact: true }).fill('demo1234!');
      await password.getByLabel(f.password.new, { exact: true }).fill('newpass12!');
      await password.getByLabel(f.password.confirm, { exact: true }).fill('newpass12?');
      await password.getByRole('button', { name: f.password.submit }).click();
      await checkState(page, password.getByText(v.newPasswordMismatch));
    });

    test(`${lang} an organisation admin's forms and order dialogs, opened and refused, pass axe`, async ({
      page,
    }) => {
      test.slow();
      // the second school's admin: the order approved below must not join the first school's
      // lists, whose journey (org-orders.spec.ts) expects its own order at their top
      await loginAs(page, 'otherOrgAdmin');
      // an application of the school's, approved by staff: its lists have a row whatever ran before
      const application = orgApplication((a) => {
        a.products = [{ prod_id: 'putt_h', quantity: 30, unit_price: 5_500, notes: '' }];
        a.totalPrice = 5_500 * 30;
      });
      const quoted = await page.request.post('/api/requestOrgQuotation', { data: application, headers });
      expect(quoted.status(), await quoted.text()).toBe(200);
      const { SK } = ((await quoted.json()) as { Item: { SK: string } }).Item;
      await signInStaffByApi(page);
      const approved = await page.request.post('/api/adminApproveOrder', { data: { SK }, headers });
      expect(approved.status(), await approved.text()).toBe(200);
      const main = page.getByRole('main');

      // the user form sent empty
      await page.goto('/Mypage/User/Org/Register');
      await expectPageLoaded(page, lang);
      await main.getByRole('button', { name: w.orgUsers.register.submit }).click();
      await checkState(page, page.locator('[aria-invalid="true"]'));

      // the application form sent without a product, then its cancel question
      await page.goto('/Mypage/Order/Org/Request/survey');
      await expectPageLoaded(page, lang);
      await main.getByRole('button', { name: w.orgOrders.form.submit }).click();
      await checkState(page, main.getByText(w.orgOrders.v.noProduct));
      await main.getByRole('button', { name: w.orgOrders.form.cancel, exact: true }).click();
      const cancelAsk = page.getByRole('dialog').filter({ hasText: w.orgOrders.form.cancelAsk });
      await checkState(page, cancelAsk);
      await page.keyboard.press('Escape');
      await expect(cancelAsk).toBeHidden();

      // an application's quotation, and a purchase's information, each in its list's dialog
      for (const [path, title] of [
        ['/Mypage/Order/Org/RequestList', w.orgOrders.lists.requests.dialogTitle],
        ['/Mypage/Order/Org/PurchaseList', w.orgOrders.lists.purchases.dialogTitle],
      ] as const) {
        await page.goto(path);
        await expectPageLoaded(page, lang);
        await main
          .getByRole('button', { name: startsWith(w.orgOrders.actions.detail) })
          .first()
          .click();
        const details = page.getByRole('dialog', { name: title });
        await checkState(page, details.getByRole('heading', { name: w.orgOrders.detail.summary.heading }));
      }
    });
  });
}
