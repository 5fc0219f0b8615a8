import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import koCatalogue from '../apps/web/src/features/admin/catalogue/i18n/ko.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { openedClass } from './support/survey';

const ko = koSurvey;
const FORM = 'https://forms.example.com/putt-high/viewform';
const ids = Array.from({ length: 10 }, (_, index) => `entry.${9100 + index}`);

/** Staff (signed in) set or clear the outside form of the high-school PUTT in the catalogue's edit dialog. */
async function setForm(page: Page, uri: string, entryIds: string) {
  await page.goto('/Admin/Catalogue');
  await page
    .getByRole('button', { name: koCatalogue.editOf.replace('{{name}}', 'PUTT 다재능검사 (고등)') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: koCatalogue.form.formUri }).fill(uri);
  await dialog.getByRole('textbox', { name: koCatalogue.form.formEntryIds }).fill(entryIds);
  return dialog;
}

test('ko staff run the high-school PUTT on an outside form; an examinee enters with their code and lands on it with their details filled in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // the class is open before the product changes: the way a test runs is read when an examinee enters
  const { path, codes } = await openedClass(page, { type: 'putt_h', students: 2, school: 'otherOrgAdmin' });
  let dialog = await setForm(page, 'http://forms.example.com/x', ids.slice(1).join('\n'));
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText(koCatalogue.v.formUriInvalid)).toBeVisible();
  await expect(dialog.getByText(koCatalogue.v.entryIdsCount)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: koCatalogue.form.formUri }).fill(FORM);
  await dialog.getByRole('textbox', { name: koCatalogue.form.formEntryIds }).fill(ids.join('\n'));
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /PUTT 다재능검사 \(고등\)/ });
  await expect(row.getByText(koCatalogue.runnerExternal)).toBeVisible();

  const exam = await browser.newPage({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  // the outside service cannot be reached from here: it answers as a form would
  await exam.route('https://forms.example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>form</title><h1>Outside form</h1>',
    }),
  );
  await exam.goto(path);
  await expect(exam.getByText(ko.facts.external)).toBeVisible();
  await exam.getByRole('textbox', { name: ko.entry.code }).fill(codes[1]!.toLowerCase());
  await exam.getByRole('button', { name: ko.entry.check }).click();
  await exam.getByRole('textbox', { name: ko.entry.name }).fill('한결');
  await exam.getByRole('radio', { name: ko.entry.male }).check();
  await exam.getByRole('textbox', { name: ko.entry.dob }).fill('20090412');
  await exam.getByRole('textbox', { name: ko.entry.email }).fill('gyeol@example.com');
  await exam.getByRole('checkbox', { name: ko.entry.privacyAgree }).check();
  await exam.getByRole('button', { name: ko.entry.start }).click();
  await exam.waitForURL((url) => url.origin === 'https://forms.example.com');
  await expect(exam.getByRole('heading', { name: 'Outside form' })).toBeVisible();
  const landed = new URL(exam.url());
  expect(ids.map((id) => landed.searchParams.get(id))).toEqual([
    codes[1],
    '한결',
    '남',
    '20090412',
    'gyeol@example.com',
    expect.any(String),
    expect.stringMatching(/^\d\d$/),
    expect.stringMatching(/^\d\d$/),
    '',
    '02',
  ]);
  await exam.close();

  // back on our own runner for every other test of this run
  dialog = await setForm(page, '', '');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(koCatalogue.runnerOwn)).toBeVisible();
});
