import enAbout from '../apps/web/src/features/about/i18n/en.json' with { type: 'json' };
import koAbout from '../apps/web/src/features/about/i18n/ko.json' with { type: 'json' };
import { readFile } from 'node:fs/promises';
import enAdmin from '../apps/web/src/features/admin/i18n/en.json' with { type: 'json' };
import koAdmin from '../apps/web/src/features/admin/i18n/ko.json' with { type: 'json' };
import koSettings from '../apps/web/src/features/admin/settings/i18n/ko.json' with { type: 'json' };
import koOrg from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import koPrivacy from '../apps/web/src/features/privacy/i18n/ko.json' with { type: 'json' };
import koReports from '../apps/web/src/features/reports/i18n/ko.json' with { type: 'json' };
import { zipEntries } from '../apps/server/src/testing/zip-entries.js';
import { call } from './support/api';
import { mailsTo, reportLinkPathIn } from './support/mail';
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { signInStaff } from './support/staff';
import { openedClass, openedTest, takeTestByApi } from './support/survey';
import { flat, pageTexts } from '../apps/server/src/testing/pdf-reader.js';
import { seoulMonth, shiftMonth } from '../packages/contract/src/dates.js';

/** Article 3's sentence of the examinee's period, as the privacy page states `years`. */
const examineeLine = (template: string, years: number) => template.replace('{{years}}', String(years));

// The retention period is the site's one setting: the test that moves it and the one that reads
// the policy run one after the other, never side by side.
test.describe('the retention periods', () => {
  test.describe.configure({ mode: 'default' });

  test.describe('in English', () => {
    test.use({ lang: 'en' });

    test('en the privacy policy states the periods in force, those set by law beside them', async ({
      page,
    }) => {
      await page.goto('/Privacy');
      const article = page.getByRole('region', { name: /Article 3/ });
      await expect(article).toContainText(examineeLine(enAbout.privacy.retention.examinee, 3));
      await expect(article).toContainText(enAbout.privacy.retention.orders.replace('{{years}}', '5'));
      await expect(article).toContainText(enAbout.privacy.retention.audit.replace('{{years}}', '2'));
      await expectNoAxeViolations(page);
    });
  });

  test('ko an administrator moves the examinee retention period; the history keeps the change and the privacy policy states it', async ({
    page,
  }) => {
    await signInStaff(page);
    await page.goto('/Admin/Settings#settings-retention');
    const section = page.getByRole('region', { name: koSettings.retention.title });
    await expect(section.getByRole('heading', { name: koSettings.retention.title })).toBeFocused();
    const identity = section.getByRole('textbox', {
      name: new RegExp(`^${koSettings.retention.identityYears}`),
    });
    await expect(identity).toHaveValue(`3${koSettings.retention.yearsSuffix}`);

    // out of its bounds, the field says so and nothing is saved
    await identity.fill('9');
    await section.getByRole('button', { name: koSettings.retention.save }).click();
    await expect(section.getByText(koSettings.v.retentionYears)).toBeVisible();
    await expect(identity).toHaveAttribute('aria-invalid', 'true');

    try {
      await identity.fill('4');
      await section.getByRole('button', { name: koSettings.retention.save }).click();
      await expect(page.getByText(koSettings.retention.saved)).toBeVisible();
      const history = section.getByRole('region', { name: koSettings.retention.historyTitle });
      await expect(history.getByRole('row').nth(1)).toContainText('staffadmin');
      await expect(history.getByRole('row').nth(1)).toContainText('응시자 4년');
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      // on a phone, freshly opened: a goto of the same address with its #fragment would stay on the
      // page, whose shell then slides its navigation's room away over 200 ms (not the page's width)
      await page.reload();
      await expect(section.getByRole('heading', { name: koSettings.retention.title })).toBeFocused();
      await expectNoSidewaysScroll(page, 'the settings page at 390 px');

      await page.goto('/Privacy');
      const article = page.getByRole('region', { name: /제3조/ });
      await expect(article).toContainText(examineeLine(koAbout.privacy.retention.examinee, 4));
    } finally {
      await call(page.request, 'adminUpdateSettings', {
        section: 'retention',
        value: { identityYears: 3, inactiveAccountYears: 1 },
      });
    }
  });
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test("en the month's access review lists the staff who viewed personal data and passes axe", async ({
    page,
  }) => {
    await signInStaff(page);
    // the results list is a view of personal data: the log has it once the list has answered
    const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/adminListResults');
    await page.goto('/Admin/Results');
    expect((await listed).ok()).toBe(true);
    await page.goto(`/Admin/AccessReview?month=${seoulMonth()}`);
    await expect(page.getByRole('heading', { level: 1, name: enAdmin.nav.adminAccessReview })).toBeVisible();
    const table = page.getByRole('region', { name: enAdmin.accessReview.tableCaption });
    await expect(table.getByRole('rowheader', { name: 'staffadmin' })).toBeVisible();
    await expect(page.getByText(enAdmin.accessReview.monthOpen)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/Admin/ErasureRequests');
    await expect(
      page.getByRole('heading', { level: 1, name: enAdmin.nav.adminErasureRequests }),
    ).toBeVisible();
    await expect(page.getByText(enAdmin.erasure.intro)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('ko a parent with the report link sees what is held about the child and asks the company to erase it; staff confirm it and the receipt follows', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await loginAs(page, 'individual');
  const name = `키삭${Date.now().toString(36).slice(-4)}`;
  const inbox = `key-erase-${Date.now().toString(36)}@example.com`;
  const { order, path, code } = await openedTest(page, inbox, (o) => {
    o.examinee.name = name;
  });
  const surveyKey = decodeURIComponent(path.split('/').pop()!);
  const who = { name, dob: order.examinee.dob, gender: order.examinee.gender, num: 1, authCode: code };
  await takeTestByApi(baseURL!, surveyKey, who, (i) => ((i * 7) % 5) + 1);
  const linkPath = await reportLinkPathIn(inbox);

  // the parent, on a phone, signed in nowhere
  const parentContext = await browser.newContext({
    baseURL,
    locale: 'ko-KR',
    viewport: { width: 390, height: 844 },
  });
  const parent = await parentContext.newPage();
  await parent.goto(linkPath);
  await parent.getByRole('textbox', { name: koReports.name }).fill(name);
  await parent.getByRole('textbox', { name: new RegExp(`^${koReports.birthday}`) }).fill(order.examinee.dob);
  await parent.getByRole('button', { name: koReports.held.lookup }).click();
  const held = parent.getByRole('region', { name: koReports.held.title });
  await expect(held.getByRole('heading', { name: koReports.held.title })).toBeFocused();
  await expect(held).toContainText(name);
  await expect(held).toContainText(koReports.held.family);
  await expectNoAxeViolations(parent);
  await expectNoSidewaysScroll(parent, 'what is held, at 390 px');

  // unconfirmed, nothing is sent; confirmed by keyboard, the request waits for the company
  await held.getByRole('textbox', { name: new RegExp(`^${koReports.held.askEmail}`) }).fill(inbox);
  await held.getByRole('button', { name: koReports.held.askSubmit }).click();
  await expect(held.getByText(koPrivacy.v.confirmRequired)).toBeVisible();
  const confirm = held.getByRole('checkbox', { name: koReports.held.askConfirm });
  await confirm.focus();
  await parent.keyboard.press('Space');
  await expect(confirm).toBeChecked();
  await parent.keyboard.press('Tab');
  await expect(held.getByRole('button', { name: koReports.held.askSubmit })).toBeFocused();
  await parent.keyboard.press('Enter');
  await expect(held.getByRole('status')).toContainText(koReports.held.erasure.waiting);
  await expectNoAxeViolations(parent);
  await parentContext.close();

  // staff (signed in by openedTest in this browser) find it waiting and confirm it by keyboard; the
  // decision takes the row's buttons away, so focus lands on the page's heading; the job erases the child
  await page.goto('/Admin/ErasureRequests?state=waiting');
  const heading = page.getByRole('heading', { level: 1, name: koAdmin.nav.adminErasureRequests });
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);
  const decide = page.getByRole('button', { name: koAdmin.erasure.confirmFor.replace('{{name}}', name) });
  // the row's steps are as tall as the page's other buttons, not smaller targets squeezed into the
  // table (on a phone every button is lifted to 44 px: app/styles.css)
  const search = page.getByRole('button', { name: koAdmin.search, exact: true });
  expect((await decide.boundingBox())?.height).toBe((await search.boundingBox())?.height);
  await decide.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // it opens on going back, the safe answer; the confirmation is the next stop
  await expect(dialog.getByRole('button', { name: koAdmin.goBack })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: koAdmin.erasure.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(koAdmin.erasure.confirmed)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(heading).toBeFocused();
  await expect
    .poll(async () => (await mailsTo(inbox)).some((mail) => mail.subject.includes('삭제가 완료')), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto('/Admin/ErasureRequests?state=done');
  await expect(page.getByRole('row').filter({ hasText: inbox })).toContainText(koAdmin.erasure.states.done);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the erasure requests at 390 px');
});

test("ko an administrator reviews last month's access to personal data by keyboard and records it once", async ({
  page,
}) => {
  await signInStaff(page);
  const review = koAdmin.accessReview;
  await page.getByRole('link', { name: koAdmin.nav.adminAccessReview }).click();
  await expect(page.getByRole('heading', { level: 1, name: koAdmin.nav.adminAccessReview })).toBeVisible();
  // the month due for review is the last one ended
  const lastMonth = shiftMonth(seoulMonth(), -1);
  await expect(page.getByRole('combobox', { name: review.month })).toHaveValue(lastMonth);
  await expectNoAxeViolations(page);

  const note = page.getByRole('textbox', { name: review.note });
  await note.fill('이상 없음: 학급 단위 내려받기 사유 확인');
  await note.press('Tab');
  await expect(page.getByRole('button', { name: review.record })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: review.doneTitle })).toBeFocused();
  await expect(page.getByText('이상 없음: 학급 단위 내려받기 사유 확인')).toBeVisible();
  await expect(page.getByRole('button', { name: review.record })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the month after lists it among the months reviewed; on a phone, nothing runs off the side
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Admin/AccessReview?month=${seoulMonth()}`);
  const history = page.getByRole('listitem').filter({ hasText: lastMonth });
  await expect(history).toContainText(review.reviewed);
  await expect(page.getByRole('listitem').filter({ hasText: shiftMonth(lastMonth, -1) })).toContainText(
    review.notReviewed,
  );
  await expectNoSidewaysScroll(page, 'the access review at 390 px');
});

test('ko a family downloads its data as a ZIP holding its order and report, then asks to erase its child, who is erased with a receipt', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // the demo family (sign-ups are limited per address); a child of its own, named for this run
  await loginAs(page, 'individual');
  const name = `지움${Date.now().toString(36).slice(-4)}`;
  const { SK, order, path, code } = await openedTest(page, 'erase-parent@example.com', (o) => {
    o.examinee.name = name;
  });
  const surveyKey = decodeURIComponent(path.split('/').pop()!);
  const who = { name, dob: order.examinee.dob, gender: order.examinee.gender, num: 1, authCode: code };
  await takeTestByApi(baseURL!, surveyKey, who, (i) => ((i * 7) % 5) + 1);

  await page.goto('/Mypage/Privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보 관리' })).toBeVisible();
  const child = page.getByRole('region', { name });
  await expect(child).toBeVisible();
  await expectNoAxeViolations(page);

  // the archive holds the order and, once made, the child's report
  await expect
    .poll(
      async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: koPrivacy.download.submit }).click(),
        ]);
        const entries = zipEntries(await readFile((await download.path())!));
        const data = entries.get('data.json')!.toString();
        const pdfs = [...entries.keys()].filter(
          (entry) => entry.startsWith('reports/') && entry.includes(name),
        );
        return data.includes(SK) && data.includes(name) && pdfs.length === 1;
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(true);

  // asking to erase is confirmed, then done by the job: the child leaves the page, the request is done
  await child.getByRole('button', { name: koPrivacy.erase.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(koPrivacy.erase.ask);
  await dialog.getByRole('button', { name: koPrivacy.erase.submit }).click();
  await expect(page.getByText(koPrivacy.erase.requested)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name })).toHaveCount(0);
    await expect(page.getByRole('region', { name: koPrivacy.requests.title }).first()).toContainText(
      '삭제 완료',
    );
  }).toPass({ timeout: 30_000 });
  // the receipt reaches the family's inbox
  await expect
    .poll(async () =>
      (await mailsTo('demo-member@example.com')).some((mail) => mail.subject.includes('삭제가 완료')),
    )
    .toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'my privacy page at 390 px');
  await expectNoAxeViolations(page);
});

test("ko a school's administrator erases a closed class's pupils and downloads the processing agreement", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { orderSk, classSk, path, codes } = await openedClass(page, { type: 'putt_m', students: 2 });
  const surveyKey = decodeURIComponent(path.split('/').pop()!);
  await takeTestByApi(
    baseURL!,
    surveyKey,
    { name: '파기될학생', dob: '20120305', gender: 'f', num: 1, authCode: codes[0]! },
    (i) => ((i * 7) % 5) + 1,
  );
  await call(page.request, 'closeOneProject', { SK: classSk });

  await page.goto(`/Mypage/Order/Org/Project/Detail/${orderSk}`);
  const main = page.getByRole('main');
  const erasure = main.getByRole('region', { name: koOrg.classErasure.title });
  await expect(erasure).toBeVisible();
  const held = async () =>
    JSON.stringify(await call(page.request, 'getOrderProjectsContainsExamninees', { SK: orderSk }));
  expect(await held()).toContain('파기될학생');
  await expectNoAxeViolations(page);
  await erasure.getByRole('button', { name: koOrg.classErasure.open }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('학생 1명');
  await dialog.getByRole('button', { name: koOrg.classErasure.submit }).click();
  await expect(page.getByText(koOrg.classErasure.requested)).toBeVisible();
  // the job erases them in moments: the pupil's name leaves the class page
  await expect(async () => {
    await page.reload();
    await expect(main.getByText('파기될학생')).toHaveCount(0);
  }).toPass({ timeout: 30_000 });
  await expect(main.getByRole('region', { name: koOrg.classErasure.title })).toHaveCount(0);

  // the processing agreement, from the school's privacy page
  await page.goto('/Mypage/Privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보 관리' })).toBeVisible();
  await expectNoAxeViolations(page);
  const [agreement] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: koPrivacy.agreement.submit }).click(),
  ]);
  const text = flat((await pageTexts(await readFile((await agreement.path())!))).join(''));
  expect(text).toContain(flat('개인정보 처리 위탁 계약서'));
  expect(text).toContain(flat('학급의 검사 종료일부터 3년간 보관한 뒤 파기합니다'));
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, "the school's privacy page at 390 px");
});
