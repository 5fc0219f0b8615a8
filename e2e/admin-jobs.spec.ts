import koOutbox from '../apps/web/src/features/admin/outbox/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { brokenWords, expectNoSidewaysScroll } from './support/layout';
import { signInStaff } from './support/staff';

const jobs = koOutbox.jobs;

test('ko the jobs page shows each queue’s figures, the same /metrics shows, on a 390 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page);
  await page.goto('/Admin/Jobs');
  await expect(page.getByRole('heading', { level: 1, name: '작업 대기열' })).toBeVisible();

  const figures = page.getByRole('region', { name: jobs.figuresCaption });
  await expect(figures.getByRole('columnheader')).toHaveText([
    jobs.queue,
    jobs.waiting,
    jobs.oldestWaiting,
    jobs.active,
    jobs.failedRecently.replace('{{hours}}', '24'),
  ]);
  const sendMail = figures
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'send-mail' }) });
  // waiting, oldest waiting (none, or an age), running, failed in 24 h
  await expect(sendMail.getByRole('cell')).toHaveText([
    /^[\d,]+$/,
    /^(—|\d+(초|분|시간 \d+분))$/,
    /^[\d,]+$/,
    /^[\d,]+$/,
  ]);

  // on the phone the table scrolls in its own region, never the page, and no word breaks
  await expectNoSidewaysScroll(page);
  expect(await brokenWords(page)).toEqual([]);
  await expectNoAxeViolations(page);
});
