import enAdmin from '../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import enBoards from '../apps/web/src/features/admin/boards/i18n/en.json' with { type: 'json' };
import koBoards from '../apps/web/src/features/admin/boards/i18n/ko.json' with { type: 'json' };
import enCatalogue from '../apps/web/src/features/admin/catalogue/i18n/en.json' with { type: 'json' };
import koCatalogue from '../apps/web/src/features/admin/catalogue/i18n/ko.json' with { type: 'json' };
import enOrders from '../apps/web/src/features/admin/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/admin/orders/i18n/ko.json' with { type: 'json' };
import enOutbox from '../apps/web/src/features/admin/outbox/i18n/en.json' with { type: 'json' };
import koOutbox from '../apps/web/src/features/admin/outbox/i18n/ko.json' with { type: 'json' };
import enResults from '../apps/web/src/features/admin/results/i18n/en.json' with { type: 'json' };
import koResults from '../apps/web/src/features/admin/results/i18n/ko.json' with { type: 'json' };
import enStaff from '../apps/web/src/features/admin/staff-accounts/i18n/en.json' with { type: 'json' };
import koStaff from '../apps/web/src/features/admin/staff-accounts/i18n/ko.json' with { type: 'json' };
import { dismiss, expectQuestion } from './support/dialogs';
import { expect, expectNoAxeViolations, checkState, langs, loginAs, strings, test } from './support/fixtures';
import { personalOrder, placeOrder } from './support/orders';
import { demoStaff } from './support/staff';
import { openedClass, takeTestByApi } from './support/survey';

// The back office's dialogs in the states staff meet them in, in Korean and in English: opened,
// and refused with their errors on screen (issue 24: axe on every dialog and form state). The
// admin-*.spec.ts journeys check what each dialog does, in Korean; this spec checks that each is
// accessible in both languages. One test per language: the set-up (a class under way with a held
// result, an individual's pending order) is made once through the API.
const words = {
  ko: {
    admin: koAdmin,
    boards: koBoards,
    catalogue: koCatalogue,
    orders: koOrders,
    outbox: koOutbox,
    results: koResults,
    staff: koStaff,
  },
  en: {
    admin: enAdmin,
    boards: enBoards,
    catalogue: enCatalogue,
    orders: enOrders,
    outbox: enOutbox,
    results: enResults,
    staff: enStaff,
  },
};

const headers = { 'x-requested-with': 'fetch' };

/** A string resource with its `{{placeholders}}` filled in. */
const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** A string resource as a whole-name pattern: each `{{placeholder}}` stands for any text. */
const anyFilled = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });
    const w = words[lang];
    const common = strings[lang].common;
    const v = strings[lang].validation.v;

    test(`${lang} the back office's dialogs, opened and refused, pass axe`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      test.slow();
      // the refusals this test provokes on purpose: a taken staff id, a rejection of a closed order
      consoleErrors.allow(/status of 4\d\d.*\/api\/(adminCreateStaff|adminRejectOrder)/);
      // The outbox shows a mail's HTML in a frame sandboxed without scripts: Chrome may report that
      // it refused there a script the test harness adds to every document (its trace's snapshots,
      // the fixtures' language). That refusal is the sandbox working.
      consoleErrors.allow(
        /Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
      );

      // Set-up through the API: a class under way with one examinee's held result (it also signs
      // the demo administrator in to the back office, in the test's language), and an individual's
      // pending order.
      const {
        orderSk: orgSK,
        classSk,
        path,
        codes,
      } = await openedClass(page, {
        type: 'putt_m',
        students: 1,
      });
      const examinee = `검토${Date.now().toString(36).slice(-5)}`;
      await takeTestByApi(
        testInfo.project.use.baseURL!,
        decodeURIComponent(path.split('/').pop()!),
        { name: examinee, dob: '20110305', gender: 'f', num: 1, authCode: codes[0]! },
        () => 3,
        300,
      );
      await loginAs(page, 'individual');
      const SK = await placeOrder(page, personalOrder());
      const main = page.getByRole('main');

      // Staff accounts: adding one refused on the page, then by the server (the id is taken)
      await page.goto('/Admin/Staff');
      await main.getByRole('button', { name: w.staff.add }).click();
      const create = page.getByRole('dialog', { name: w.staff.create.title });
      // a form dialog opens on its first field, not on the close button above it
      await expect(create.getByRole('textbox', { name: w.staff.staffId })).toBeFocused();
      await create.getByRole('button', { name: w.staff.create.submit, exact: true }).click();
      await expect(create.getByText(w.staff.v.passwordRule)).toBeVisible();
      await checkState(page, create.getByText(w.staff.v.staffIdPattern));
      await create.getByRole('textbox', { name: w.staff.staffId }).fill(demoStaff.staffId);
      await create.getByRole('textbox', { name: w.staff.name }).fill('e2e');
      await create.getByLabel(w.staff.create.password).fill('initial2024');
      await create.getByRole('button', { name: w.staff.create.submit, exact: true }).click();
      await checkState(page, create.getByRole('alert').filter({ hasText: common.errors.code['110'] }));
      await dismiss(page, create);
      // editing one's own account with the name cleared
      const self = { staffId: demoStaff.staffId };
      await main.getByRole('button', { name: filled(w.staff.editOf, self) }).click();
      const edit = page.getByRole('dialog', { name: filled(w.staff.update.title, self) });
      await edit.getByRole('textbox', { name: w.staff.name }).fill('');
      await edit.getByRole('button', { name: w.admin.save }).click();
      await checkState(page, edit.getByText(w.staff.v.nameRequired));
      await dismiss(page, edit);
      // a password reset sent empty (nothing reaches the server)
      await main.getByRole('button', { name: filled(w.staff.resetPasswordOf, self) }).click();
      const reset = page.getByRole('dialog', { name: filled(w.staff.reset.title, self) });
      await reset.getByRole('button', { name: w.staff.reset.submit }).click();
      await checkState(page, reset.getByText(w.staff.v.passwordRule));
      await dismiss(page, reset);

      // An individual's pending order: the deposit confirmed without a depositor
      await page.goto(`/Admin/Orders/${SK}`);
      await main.getByRole('button', { name: w.orders.actions.confirm, exact: true }).click();
      const deposit = page.getByRole('dialog', { name: w.orders.confirm.title });
      await deposit.getByRole('textbox', { name: w.orders.confirm.paidDepositName }).fill('');
      await deposit.getByRole('button', { name: w.orders.confirm.submit }).click();
      await checkState(page, deposit.getByText(w.orders.v.depositName));
      await dismiss(page, deposit);
      // the shared confirmation (the rejection's reason dialog): refused on the page without a
      // reason, then by the server, once the order was rejected meanwhile (as by another staff)
      await main.getByRole('button', { name: w.orders.actions.reject, exact: true }).click();
      const reject = page.getByRole('dialog', { name: w.orders.reject.title });
      await expect(reject.getByRole('textbox', { name: w.admin.reason })).toBeFocused();
      await reject.getByRole('button', { name: w.orders.actions.reject }).click();
      await checkState(page, reject.getByText(w.admin.v.reasonRequired));
      const meanwhile = await page.request.post('/api/adminRejectOrder', {
        data: { SK, reason: 'e2e' },
        headers,
      });
      expect(meanwhile.status()).toBe(200);
      await reject.getByRole('textbox', { name: w.admin.reason }).fill('e2e');
      await reject.getByRole('button', { name: w.orders.actions.reject }).click();
      await checkState(page, reject.getByRole('alert').filter({ hasText: v.transitionRefused }));
      await dismiss(page, reject);

      // The organisation's order: a tax invoice without its number
      await page.goto(`/Admin/Orders/${orgSK}`);
      await main.getByRole('button', { name: w.orders.actions.taxInvoice }).click();
      const invoice = page.getByRole('dialog', { name: w.orders.taxInvoice.title });
      await invoice.getByRole('button', { name: w.orders.taxInvoice.submit }).click();
      await checkState(page, invoice.getByText(w.orders.v.taxInvoiceNumber));
      await dismiss(page, invoice);
      // closing its running class, asked on the safe answer (answered no: it keeps running)
      await main.getByRole('button', { name: w.orders.project.close, exact: true }).click();
      const closing = await expectQuestion(page, {
        title: w.orders.project.closeTitle,
        yes: w.orders.project.close,
        no: w.orders.project.closeKeep,
        irreversible: true,
      });
      await dismiss(page, closing);

      // The catalogue: a product and a package emptied, and a product's history
      await page.goto('/Admin/Catalogue');
      await main
        .getByRole('button', { name: anyFilled(w.catalogue.editOf) })
        .first()
        .click();
      const product = page.getByRole('dialog', { name: anyFilled(w.catalogue.form.productTitle) });
      await product.getByRole('textbox', { name: w.catalogue.form.name }).fill('');
      await product.getByRole('textbox', { name: w.catalogue.form.price }).fill('');
      await product.getByRole('button', { name: w.admin.save }).click();
      await expect(product.getByText(w.catalogue.v.priceRequired)).toBeVisible();
      await checkState(page, product.getByText(w.catalogue.v.nameRequired));
      await dismiss(page, product);
      await main
        .getByRole('button', { name: anyFilled(w.catalogue.historyOf) })
        .first()
        .click();
      const history = page.getByRole('dialog', { name: anyFilled(w.catalogue.historyOf) });
      await checkState(page, history.getByRole('table').or(history.getByText(w.catalogue.changes.empty)));
      await dismiss(page, history);
      await main.getByRole('tab', { name: w.catalogue.tabs.groups }).click();
      await main
        .getByRole('button', { name: anyFilled(w.catalogue.editOf) })
        .first()
        .click();
      const group = page.getByRole('dialog', { name: anyFilled(w.catalogue.form.groupTitle) });
      await group.getByRole('textbox', { name: w.catalogue.form.price }).fill('');
      await group.getByRole('button', { name: w.admin.save }).click();
      await checkState(page, group.getByText(w.catalogue.v.priceRequired));
      await dismiss(page, group);

      // The outbox: a mail's body (the set-up's quotation went out)
      await page.goto('/Admin/Outbox');
      await main
        .getByRole('button', { name: anyFilled(w.outbox.viewOf) })
        .first()
        .click();
      const mail = page.getByRole('dialog', { name: w.outbox.mail.title });
      // the body's HTML is shown in a frame sandboxed without scripts, where axe cannot run
      await expect(mail.getByTitle(w.outbox.mail.frame)).toBeVisible();
      await expectNoAxeViolations(page);
      await dismiss(page, mail);

      // Result review: the held result released without a note
      await page.goto(`/Admin/Results?q=${encodeURIComponent(classSk)}`);
      await main.getByRole('button', { name: filled(w.results.reviewOf, { name: examinee }) }).click();
      const review = page.getByRole('dialog', { name: w.results.dialog.title });
      await review.getByRole('button', { name: w.results.dialog.release }).click();
      await checkState(page, review.getByText(w.results.v.noteRequired));
      await dismiss(page, review);

      // A new notice: saved empty, then previewed (last: the written post keeps the page from
      // being left without a question)
      await page.goto('/Admin/Boards/notice/new');
      await main.getByRole('button', { name: w.admin.save }).click();
      await checkState(page, main.getByText(w.boards.v.titleRequired));
      await main.getByRole('textbox', { name: w.boards.edit.title, exact: true }).fill('e2e');
      await main.getByRole('textbox', { name: w.boards.edit.body }).click();
      await page.keyboard.type('e2e');
      await main.getByRole('button', { name: w.boards.edit.preview }).click();
      const preview = page.getByRole('dialog', { name: w.boards.preview.title });
      await checkState(page, preview.getByTestId('post-preview'));
      await dismiss(page, preview);
    });
  });
}
