import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import koCourses from '../apps/web/src/features/admin/courses/i18n/ko.json' with { type: 'json' };
import koCatalogue from '../apps/web/src/features/catalogue/i18n/ko.json' with { type: 'json' };
import koExpert from '../apps/web/src/features/expert/i18n/ko.json' with { type: 'json' };
import koOrgOrders from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { mailsTo } from './support/mail';
import { requestOrgOrder } from './support/orders';
import { signInStaff, signInStaffByApi } from './support/staff';
import { smallTargets } from './support/touch-targets';

const admin = koCourses;
const mine = koExpert;
const school = koOrgOrders.trainees;
const headers = { 'x-requested-with': 'fetch' };

test('ko a member applies for the beginner course, staff confirm and complete it, the member downloads the certificate and the public page verifies it', async ({
  page,
  browser,
}, testInfo) => {
  // two people, a cohort's whole life and a PDF: beyond the default on a busy machine
  test.setTimeout(180_000);
  // the demo member (sign-ups are limited per address, and the suite uses its share elsewhere)
  await loginAs(page, 'individual');
  const stamp = Date.now().toString(36).slice(-5);
  const holder = `강사${stamp}`;
  const cohortName = `E2E ${stamp}기`;

  // Staff, in a browser of their own, open a cohort of the beginner course (15 hours).
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  await staff.goto('/Admin/Courses');
  await staff.getByRole('button', { name: admin.actions.open }).click();
  const opening = staff.getByRole('dialog', { name: admin.cohort.titleNew });
  await opening.getByLabel(admin.cohort.course).selectOption('beginner');
  await opening.getByLabel(admin.cohort.name).fill(cohortName);
  await opening.getByLabel(admin.cohort.place).fill('본사 3층 교육장');
  const meeting = (n: number) =>
    opening.getByRole('group', { name: admin.cohort.meeting.replace('{{number}}', String(n)) });
  await meeting(1)
    .getByLabel(admin.cohort.date)
    .fill(formatYmd(addDays(seoulToday(), 3)));
  await meeting(1).getByRole('textbox', { name: admin.cohort.meetingHours, exact: true }).fill('7');
  await opening.getByRole('button', { name: admin.cohort.add }).click();
  await meeting(2)
    .getByLabel(admin.cohort.date)
    .fill(formatYmd(addDays(seoulToday(), 4)));
  await expect(meeting(2).getByRole('textbox', { name: admin.cohort.meetingHours, exact: true })).toHaveValue(
    '8시간',
  );
  await expect(opening.getByText('합계 15시간 / 과정 15시간')).toBeVisible();
  await expectNoAxeViolations(staff);
  await opening.getByRole('button', { name: admin.cohort.submitNew }).click();
  await expect(opening).toBeHidden();
  await staff.getByRole('main').getByRole('link', { name: cohortName }).click();
  await expect(staff.getByRole('main').getByText(admin.detail.noEnrolments)).toBeVisible();

  // The member finds it from the expert price page and applies, paying by transfer.
  await page.goto('/Personal/Expert');
  await page.getByRole('main').getByRole('link', { name: koCatalogue.actions.enrolExpert }).click();
  await expect(page).toHaveURL(/\/Mypage\/Expert$/);
  // each cohort and each enrolment is an article named by its course (no landmark: a course is
  // both open and applied for)
  const card = page.getByRole('article', { name: mine.courses.beginner }).filter({ hasText: cohortName });
  await expect(
    card.getByText(mine.cohort.seatsLeft.replace('{{left}}', '16').replace('{{seats}}', '16')),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: mine.cohort.enrol }).click();
  const form = page.getByRole('main');
  // nothing typed is lost when the form is refused
  await form.getByLabel(mine.enrol.member.name).fill('');
  await form.getByLabel(mine.enrol.member.phone).fill('010-2345-6789');
  await form.getByRole('button', { name: mine.enrol.submit }).click();
  await expect(form.getByText(mine.v.nameRequired).first()).toBeVisible();
  await expect(form.getByLabel(mine.enrol.member.phone)).toHaveValue('010-2345-6789');
  await expectNoAxeViolations(page);
  await form.getByLabel(mine.enrol.member.name).fill(holder);
  await form.getByLabel(mine.enrol.payment.depositName).fill(holder);
  await form.getByLabel(mine.enrol.payment.depositDate).fill(formatYmd(seoulToday()));
  await form.getByRole('button', { name: mine.enrol.submit }).click();
  await expect(page).toHaveURL(/\/Mypage\/Expert$/);
  const mineRegion = page.getByRole('region', { name: mine.my.mineHeading });
  const enrolment = mineRegion
    .getByRole('article', { name: mine.courses.beginner })
    .filter({ hasText: cohortName });
  await expect(enrolment.getByText(mine.status.applied)).toBeVisible();
  const inbox = 'demo-member@example.com';
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.text.includes(cohortName))?.text ?? '')
    .toContain('200,000원');

  // The member withdraws it before staff decide, by keyboard alone (the dialog opens on the safe
  // choice); the seat comes back, and they enrol again.
  await enrolment
    .getByRole('button', { name: mine.my.cancel.buttonLabel.replace('{{course}}', mine.courses.beginner) })
    .focus();
  await page.keyboard.press('Enter');
  const withdrawing = page.getByRole('dialog', { name: mine.my.cancel.title });
  await expect(withdrawing.getByText(cohortName)).toBeVisible();
  await expect(withdrawing.getByRole('button', { name: mine.my.cancel.keep })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(withdrawing.getByRole('button', { name: mine.my.cancel.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(withdrawing).toBeHidden();
  const withdrawn = mineRegion
    .getByRole('article', { name: mine.courses.beginner })
    .filter({ hasText: cohortName });
  await expect(withdrawn.getByText(mine.status.canceled)).toBeVisible();
  await expect(withdrawn.getByRole('button')).toHaveCount(0);
  await expect(
    card.getByText(mine.cohort.seatsLeft.replace('{{left}}', '16').replace('{{seats}}', '16')),
  ).toBeVisible();
  await card.getByRole('link', { name: mine.cohort.enrol }).click();
  await form.getByLabel(mine.enrol.member.name).fill(holder);
  await form.getByLabel(mine.enrol.member.phone).fill('010-2345-6789');
  await form.getByLabel(mine.enrol.payment.depositName).fill(holder);
  await form.getByLabel(mine.enrol.payment.depositDate).fill(formatYmd(seoulToday()));
  await form.getByRole('button', { name: mine.enrol.submit }).click();
  await expect(page).toHaveURL(/\/Mypage\/Expert$/);
  const reapplied = withdrawn.filter({ hasNotText: mine.status.canceled });
  await expect(reapplied.getByText(mine.status.applied)).toBeVisible();

  // Staff confirm it, then (the course held) record its two meetings and complete it.
  await staff.reload();
  // the withdrawn enrolment stays in the list, marked so
  await expect(
    staff.getByRole('row').filter({ hasText: holder }).getByText(admin.enrolmentStatus.canceled),
  ).toBeVisible();
  const row = staff
    .getByRole('row')
    .filter({ hasText: holder })
    .filter({ hasNotText: admin.enrolmentStatus.canceled });
  await row.getByRole('button', { name: `${admin.actions.confirm} (${holder})` }).click();
  const confirming = staff.getByRole('dialog', {
    name: admin.decide.confirmTitle.replace('{{name}}', holder),
  });
  await expectNoAxeViolations(staff);
  await confirming.getByRole('button', { name: admin.decide.submit }).click();
  await expect(row.getByText(admin.enrolmentStatus.confirmed)).toBeVisible();
  // the dates as they were held: the two days before today
  await staff.getByRole('button', { name: admin.actions.edit }).click();
  const editing = staff.getByRole('dialog', { name: admin.cohort.titleEdit.replace('{{name}}', cohortName) });
  const edited = (n: number) =>
    editing.getByRole('group', { name: admin.cohort.meeting.replace('{{number}}', String(n)) });
  await edited(1)
    .getByLabel(admin.cohort.date)
    .fill(formatYmd(addDays(seoulToday(), -2)));
  await edited(2)
    .getByLabel(admin.cohort.date)
    .fill(formatYmd(addDays(seoulToday(), -1)));
  await editing.getByRole('button', { name: admin.cohort.submitEdit }).click();
  await expect(editing).toBeHidden();
  for (const n of [1, 2]) {
    await staff.getByRole('button', { name: new RegExp(`^${admin.actions.attendance} \\(${n}회차`) }).click();
    const attendance = staff.getByRole('dialog', { name: new RegExp(`^출석 기록: ${n}회차`) });
    await attendance.getByRole('checkbox', { name: new RegExp(holder) }).check();
    await attendance.getByRole('button', { name: admin.attendance.submit }).click();
    await expect(attendance).toBeHidden();
  }
  await expect(row.getByText('15시간 / 15시간')).toBeVisible();
  await staff.getByRole('button', { name: admin.actions.complete }).click();
  const completing = staff.getByRole('dialog', { name: admin.complete.title });
  await completing.getByRole('button', { name: admin.complete.submit }).click();
  await expect(staff.getByText('1명 수료, 0명 미수료').first()).toBeVisible();
  await expect(row.getByText(admin.enrolmentStatus.completed)).toBeVisible();
  await staffContext.close();

  // The member's my page has the certificate; its PDF is theirs to download, and it is mailed.
  await page.reload();
  const completed = reapplied;
  await expect(completed.getByText(mine.status.completed, { exact: true })).toBeVisible();
  const number = (await completed.getByText(/^PB-\d{4}-\d{5,}$/).textContent())!;
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    completed.getByRole('link', { name: mine.my.certificate.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(async () => (await mailsTo(inbox)).some((mail) => mail.text.includes(number))).toBe(true);
  // on a phone every control of the page is thumb-sized, and nothing scrolls sideways
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallTargets(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Anyone checks it on the public page with the number and the holder's name.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/Cert/Verify');
  await visitor.getByLabel(mine.verify.number).fill(number);
  await visitor.getByLabel(mine.verify.name).fill('다른사람');
  await visitor.getByRole('button', { name: mine.verify.submit }).click();
  await expect(visitor.getByText(mine.verify.notFound)).toBeVisible();
  await visitor.getByLabel(mine.verify.name).fill(holder);
  await visitor.getByRole('button', { name: mine.verify.submit }).click();
  await expect(visitor.getByText(mine.verify.valid)).toBeVisible();
  await expect(visitor.getByText(mine.certificates.beginner)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await smallTargets(visitor)).toEqual([]);
  await visitorContext.close();
});

test('ko staff seat a school’s trainee against its expert order, and the school follows the trainee on its order', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5);
  const cohortName = `E2E 기관 ${stamp}기`;
  const trainee = `연수${stamp}`;
  await loginAs(page, 'orgAdmin');
  // The school buys two seats of the growth-portfolio course (its form is covered by org-orders.spec).
  const products = (await (await page.request.post('/api/getProducts', { data: {}, headers })).json()) as {
    items: { SK: string; type: string; price: number }[];
  };
  const growth = products.items.find((item) => item.type === 'expert_growth')!;
  const orderSK = await requestOrgOrder(page, (enrolment) => {
    enrolment.pid = 'expert';
    enrolment.products = [{ prod_id: growth.SK, quantity: 2, unit_price: growth.price, notes: '' }];
    enrolment.totalPrice = 2 * growth.price;
    enrolment.test_due_date = '';
    enrolment.test_type = undefined;
  });

  // Until staff seat someone, the order says so.
  await page.goto(`/Mypage/Order/Org/Detail/${orderSK}`);
  const trainees = page.getByRole('region', { name: school.heading });
  await expect(trainees.getByText(school.empty)).toBeVisible();

  // Staff approve the order and open a cohort (set-up), then seat the trainee through the dialog.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const staff = await staffContext.newPage();
  await signInStaffByApi(staff);
  expect(
    (await staff.request.post('/api/adminApproveOrder', { data: { SK: orderSK }, headers })).status(),
  ).toBe(200);
  const opened = await staff.request.post('/api/adminSaveCohort', {
    headers,
    data: {
      course: 'growth',
      name: cohortName,
      place: '본사 교육장',
      seats: 16,
      meetings: [
        { date: addDays(seoulToday(), 20), time: '10:00', hours: 8 },
        { date: addDays(seoulToday(), 21), time: '10:00', hours: 7 },
      ],
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const cohortId = ((await opened.json()) as { id: string }).id;
  await staff.goto(`/Admin/Courses/${cohortId}`);
  await staff.getByRole('button', { name: admin.actions.addTrainee }).click();
  const seating = staff.getByRole('dialog', { name: admin.trainee.title.replace('{{name}}', cohortName) });
  await seating.getByLabel(admin.trainee.order).selectOption(orderSK);
  await seating.getByLabel(admin.trainee.name).fill(trainee);
  await seating.getByLabel(admin.trainee.email).fill(`trainee-${stamp}@example.com`);
  await expectNoAxeViolations(staff);
  await seating.getByRole('button', { name: admin.trainee.submit }).click();
  await expect(seating).toBeHidden();
  await expect(staff.getByRole('row').filter({ hasText: trainee })).toBeVisible();
  await staffContext.close();

  // The school sees the trainee on its order: the cohort, taking the course, no hours yet.
  await page.reload();
  const row = trainees.getByRole('row').filter({ hasText: trainee });
  await expect(row.getByText(school.status.confirmed)).toBeVisible();
  await expect(row.getByText(cohortName, { exact: false })).toBeVisible();
  await expect(row.getByText('0시간 / 15시간')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByText(trainee)).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});
