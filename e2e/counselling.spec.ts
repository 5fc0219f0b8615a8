import { addDays, seoulToday } from '@putt/contract/dates';
import koCounselling from '../apps/web/src/features/admin/counselling/i18n/ko.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import enMine from '../apps/web/src/features/counselling/i18n/en.json' with { type: 'json' };
import koMine from '../apps/web/src/features/counselling/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { signUpMember } from './support/orders';
import { openedTest, takeTestByApi } from './support/survey';

const ko = koCounselling;

/** The next Tuesday at least two days from today (Korea), as the date field takes it. */
function nextTuesday(): string {
  let day = addDays(seoulToday(), 2);
  while (new Date(`${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T00:00:00Z`).getUTCDay() !== 2) {
    day = addDays(day, 1);
  }
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
}

test('ko an individual’s counselling opens with the report: staff book it, the parent is e-mailed, the counsellor prepares and may record it only once it starts, and the member sees the booking', async ({
  page,
  browser,
}, testInfo) => {
  // a test taken, a report made, two staff and a member: beyond the default on a busy machine
  test.setTimeout(180_000);
  const uid = await signUpMember(page);
  const inbox = `${uid}-parent@example.com`;
  const name = `상담${uid.slice(-4)}`;
  const { order, path, code } = await openedTest(page, inbox, (o) => void (o.examinee.name = name));
  const who = { name, dob: order.examinee.dob, gender: order.examinee.gender, num: 1, authCode: code };
  const SK = decodeURIComponent(path.split('/').pop()!);
  await takeTestByApi(testInfo.project.use.baseURL!, SK, who, (i) => ((i * 7) % 5) + 1);
  // the report is made and mailed: the counselling bought with it now waits for a booking
  await expect
    .poll(async () => (await mailsTo(inbox)).some((mail) => mail.subject.includes('결과 보고서')), {
      timeout: 60_000,
    })
    .toBe(true);

  // Staff (signed in by openedTest in the same browser) find it and book it.
  await page.goto('/Admin/Counselling');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: ko.filters.search }).fill(name);
  await main.getByRole('button', { name: '검색', exact: true }).click();
  const row = main.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(ko.status.waiting)).toBeVisible();
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name }).click();
  await expect(main.getByText(ko.detail.notBooked)).toBeVisible();

  await main.getByRole('button', { name: ko.actions.book, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko.book.title.replace('{{name}}', name) });
  const tuesday = nextTuesday();
  await dialog.getByLabel(ko.book.date).fill(tuesday);
  await dialog.getByLabel(ko.book.time).selectOption('15:00');
  await dialog.getByLabel(ko.book.counsellor).selectOption('staffcounsel');
  await dialog.getByRole('radio', { name: ko.types.offline }).check();
  // an offline session without its place is refused on that field, and nothing typed is lost
  await dialog.getByLabel(ko.book.place).fill('');
  await dialog.getByRole('button', { name: ko.book.submit }).click();
  await expect(dialog.getByText(ko.v.placeRequired)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(dialog.getByLabel(ko.book.time)).toHaveValue('15:00');
  await dialog.getByLabel(ko.book.place).fill('본사 2층 상담실');
  await dialog.getByRole('button', { name: ko.book.submit }).click();
  await expect(page.getByText(ko.book.done.replace('{{name}}', name))).toBeVisible();
  await expect(main.getByText(ko.status.booked).first()).toBeVisible();

  // The week's timetable shows it on Tuesday's column in the 15:00 row.
  await page.goto(`/Admin/Counselling?view=week&week=${tuesday.replaceAll('-', '')}`);
  const week = main.getByRole('table');
  await expect(week.getByRole('columnheader')).toHaveCount(8);
  const days = await week.getByRole('columnheader').allTextContents();
  const tuesdayColumn = days.findIndex((day) => day.startsWith(ko.week.days.tue));
  const at15 = week.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '15:00' }) });
  await expect(at15.getByRole('cell').nth(tuesdayColumn - 1)).toContainText(`15:00 ${name}`);
  await expectNoAxeViolations(page);

  // The parent's inbox has when and where.
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.subject.includes('상담 일정'))?.text ?? '')
    .toContain('본사 2층 상담실');

  // The counsellor, in a browser of their own, sees only counselling and the report to prepare
  // with; the session is recorded once its booked time has come (the record dialog and the
  // member's summary are proven in record-dialog.test and my-counselling-page.test, the rule
  // in counselling.test: this server's clock cannot reach next Tuesday).
  const counsellorContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'ko-KR',
  });
  const counsellor = await counsellorContext.newPage();
  await counsellor.goto('/Admin/Login');
  await counsellor.getByLabel(koAdmin.login.staffId).fill('staffcounsel');
  await counsellor.getByLabel(koAdmin.login.password, { exact: true }).fill('demo1234!');
  await counsellor.getByRole('button', { name: koAdmin.login.submit }).click();
  await expect(counsellor).toHaveURL(/\/Admin\/Counselling/);
  const nav = counsellor.getByRole('navigation', { name: koAdmin.nav.label });
  // a counsellor's menu: their counselling, and their own security (decision 040)
  await expect(nav.getByRole('link')).toHaveText([koAdmin.nav.adminCounselling, koAdmin.nav.adminSecurity]);
  const mine = counsellor.getByRole('main');
  await mine.getByRole('row').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(mine.getByRole('link', { name: /보고서 \(PDF\)/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: ko.actions.book, exact: true })).toHaveCount(0);
  await expect(mine.getByText(ko.detail.recordOpens.replace('{{time}}', `${tuesday} 15:00`))).toBeVisible();
  await expect(mine.getByRole('button', { name: ko.actions.record })).toHaveCount(0);
  await expectNoAxeViolations(counsellor);
  await counsellorContext.close();

  // The member sees the booking, when and where, in my page, in both languages.
  await page.goto('/Mypage/Counselling');
  const card = page.getByRole('main').getByRole('region').filter({ hasText: name });
  await expect(card.getByText(koMine.status.booked, { exact: true })).toBeVisible();
  await expect(card.getByText('본사 2층 상담실')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(card.getByText(enMine.status.booked, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
