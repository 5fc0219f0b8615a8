import { readFileSync } from 'node:fs';
import koBanks from '../apps/web/src/features/admin/item-banks/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { signInStaff } from './support/staff';

const ko = koBanks;

test('ko staff see the demo item banks, download one, and import it edited as the next version', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto('/Admin/ItemBanks');
  const main = page.getByRole('main');
  const tecRows = main
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'TEC · 표준형' }) });
  await expect(tecRows.first()).toContainText('데모');
  await expect(main.getByRole('rowheader', { name: 'PUTT 초등 · 표준형' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The current TEC bank as JSON, renamed, goes back in as the next version.
  const newest = tecRows.first();
  const versionBefore = Number((await newest.getByRole('cell').first().textContent())!.match(/v(\d+)/)![1]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: ko.download }).click(),
  ]);
  const bank = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { label: string; demo: boolean };
  expect(bank.label).toBeTruthy();
  const label = `e2e ${Date.now().toString(36)}`;
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: ko.import }).click();
  await (
    await chooser
  ).setFiles({
    name: 'tec.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...bank, label, demo: false })),
  });
  await expect(page.getByText(`${label}을(를) ${versionBefore + 1}판으로 등록했습니다.`)).toBeVisible();
  await expect(tecRows.first()).toContainText(label);
  await expect(tecRows.first()).toContainText(`v${versionBefore + 1}현재`);

  // A file that is not a bank is refused with its reason.
  const again = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: ko.import }).click();
  await (
    await again
  ).setFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ oops') });
  await expect(main.getByRole('alert')).toContainText(ko.problems.unreadable);
  await expectNoAxeViolations(page);
});
