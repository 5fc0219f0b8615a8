import { formatYmd, seoulToday } from '@putt/contract/dates';
import koActivities from '../apps/web/src/features/activities/i18n/ko.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/activities/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { mailsTo } from './support/mail';
import { requestOrgOrder } from './support/orders';
import { signInStaff } from './support/staff';
import { smallTargets } from './support/touch-targets';

const admin = koAdmin;
const headers = { 'x-requested-with': 'fetch' };

test('ko a school’s approved Activity order becomes a run: staff plan and confirm it, the school is e-mailed and sees it, staff mark it delivered', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const inbox = `activity-${Date.now().toString(36).slice(-6)}@example.com`;
  await loginAs(page, 'orgAdmin');
  // The school orders the talent exploration for 24 pupils (its form is covered by org-orders.spec).
  const products = (await (await page.request.post('/api/getProducts', { data: {}, headers })).json()) as {
    items: { SK: string; type: string; price: number; name: string }[];
  };
  const talent = products.items.find((item) => item.type === 'activity_putt_m')!;
  const orderSK = await requestOrgOrder(page, (application) => {
    application.pid = 'activity';
    application.products = [
      { prod_id: talent.SK, quantity: 24, unit_price: talent.price, notes: '3학년 2반' },
    ];
    application.totalPrice = 24 * talent.price;
    application.test_type = 'onsite';
    application.client = { ...application.client, dept: '진로부', deptPersonName: '박진로', email: inbox };
    application.cc = '';
  });

  // Staff approve it; its run waits in the back office's list.
  const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'ko-KR' });
  const staff = await staffContext.newPage();
  await signInStaff(staff);
  const approved = await staff.request.post('/api/adminApproveOrder', { data: { SK: orderSK }, headers });
  expect(approved.status()).toBe(200);
  await staff.goto('/Admin/Activities?status=planning');
  await expect(staff.getByRole('main').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(staff);
  const runs = (await (
    await staff.request.post('/api/adminListActivityRuns', { data: { status: 'planning' }, headers })
  ).json()) as { items: { id: string; orderSK: string }[] };
  const run = runs.items.find((item) => item.orderSK === orderSK)!;
  await staff.goto(`/Admin/Activities/${run.id}`);
  const main = staff.getByRole('main');
  await expect(main.getByText(admin.detail.noPlan)).toBeVisible();

  // They plan it: a team size the programme does not allow is refused on its field, nothing lost.
  await main.getByRole('button', { name: admin.actions.plan }).click();
  const planning = staff.getByRole('dialog', { name: admin.plan.title.replace('{{name}}', talent.name) });
  await planning.getByLabel(admin.plan.place).fill('본관 3층 진로활동실');
  await planning.getByLabel(admin.plan.instructor).selectOption('staffcounsel');
  await planning.getByRole('textbox', { name: admin.plan.teamSize }).fill('3');
  await planning.getByLabel(admin.plan.notes).fill('필기도구를 준비해 주세요.');
  const meeting = planning.getByRole('group', { name: admin.plan.meeting.replace('{{number}}', '1') });
  await meeting.getByLabel(admin.plan.date).fill(formatYmd(seoulToday()));
  await planning.getByRole('button', { name: admin.plan.submit }).click();
  // on the field (and in the dialog's alert, as every back-office dialog says a refusal)
  await expect(planning.getByRole('textbox', { name: admin.plan.teamSize })).toHaveAccessibleDescription(
    new RegExp(admin.v.teamSizeNotAllowed.replace('.', '\\.')),
  );
  await expect(planning.getByLabel(admin.plan.place)).toHaveValue('본관 3층 진로활동실');
  await expectNoAxeViolations(staff);
  await planning.getByRole('textbox', { name: admin.plan.teamSize }).fill('4');
  await planning.getByRole('button', { name: admin.plan.submit }).click();
  await expect(planning).toBeHidden();

  // Confirmed, the plan goes to the school's contact.
  await main.getByRole('button', { name: admin.actions.confirm }).click();
  const confirming = staff.getByRole('dialog', {
    name: admin.confirm.title.replace('{{name}}', talent.name),
  });
  await confirming.getByRole('button', { name: admin.confirm.submit }).click();
  await expect(main.getByText(admin.status.confirmed).first()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(inbox)).find((mail) => mail.subject.includes('운영 일정'))?.text ?? '')
    .toContain('본관 3층 진로활동실');

  // The school sees the confirmed plan in its my page.
  await page.goto('/Mypage/Activity');
  const card = page.getByRole('region', { name: talent.name }).filter({ hasText: '본관 3층 진로활동실' });
  await expect(card.getByText(koActivities.status.confirmed, { exact: true })).toBeVisible();
  await expect(card.getByText(koActivities.teamSizeValue.replace('{{n}}', '4'))).toBeVisible();
  await expect(card.getByText('필기도구를 준비해 주세요.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallTargets(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Held today, staff mark it delivered, and the school sees that too.
  await main.getByRole('button', { name: admin.actions.deliver }).click();
  const delivering = staff.getByRole('dialog', {
    name: admin.deliver.title.replace('{{name}}', talent.name),
  });
  await delivering.getByRole('button', { name: admin.deliver.submit }).click();
  await expect(main.getByText(admin.status.delivered).first()).toBeVisible();
  await staffContext.close();
  await page.reload();
  await expect(card.getByText(koActivities.status.delivered, { exact: true })).toBeVisible();
});
