import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from '@playwright/test';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import koAdminOrders from '../apps/web/src/features/admin/orders/i18n/ko.json' with { type: 'json' };
import koOrgOrders from '../apps/web/src/features/org-orders/i18n/ko.json' with { type: 'json' };
import enOrgOrders from '../apps/web/src/features/org-orders/i18n/en.json' with { type: 'json' };
import koOrgUsers from '../apps/web/src/features/org-users/i18n/ko.json' with { type: 'json' };
import { demo, expect, expectNoAxeViolations, langs, loginAs, strings, test } from './support/fixtures';
import { type Mail, mailsTo } from './support/mail';
import { signInStaff } from './support/staff';
import { flat, pageTexts } from '../apps/server/src/testing/pdf-reader.js';
import koStatus from '../apps/web/src/app/i18n/ko/status.json' with { type: 'json' };

const ko = koOrgOrders;
/** yyyymmdd as the order documents write a day: 2026년 12월 3일. */
const koreanDay = (ymd: string) =>
  `${ymd.slice(0, 4)}년 ${Number(ymd.slice(4, 6))}월 ${Number(ymd.slice(6))}일`;
const headers = { 'x-requested-with': 'fetch' };
const stamp = () => Date.now().toString(36).slice(-6);

/** The organisation's order whose quotation number the mail named, read as its users' lists read it. */
async function orderOfQuotation(page: Page, quotationNo: string): Promise<string> {
  const response = await page.request.post('/api/getMyOrders', {
    data: { type: 'organisation', subType: 'quotation' },
    headers,
  });
  const { Items } = (await response.json()) as { Items: { SK: string; quotation_no: string }[] };
  const row = Items.find((item) => item.quotation_no === quotationNo);
  expect(row, `the order of ${quotationNo}`).toBeDefined();
  return row!.SK;
}

async function newSession(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR' });
  return { context, page: await context.newPage() };
}

test('ko a school applies for two classes, gets its quotation, staff approve and confirm the deposit, a new user follows it, another school sees nothing', async ({
  page,
  browser,
  baseURL,
}) => {
  // the whole purchase across three browsers and two inboxes: minutes on a slow 2-core machine
  test.setTimeout(360_000);
  const inbox = `school-${stamp()}@example.com`;
  await loginAs(page, 'orgAdmin');

  // An unknown kind of application goes to the organisation price page.
  await page.goto('/Mypage/Order/Org/Request/nothing');
  await expect(page).toHaveURL('/Org/Test');

  await page.goto('/Mypage/Order/Org/Request/survey');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: ko.form.title.survey })).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the spec's message, and nothing is lost.
  await main.getByRole('button', { name: ko.form.submit }).click();
  await expect(page.getByText(ko.v.noProduct).first()).toBeVisible();

  // Option B: both tests of the middle school for 60 students (two classes of 30).
  await main.getByRole('checkbox', { name: /옵션 B/ }).check();
  await main.getByLabel(/옵션 B.*수량/).fill('60');
  await main.getByLabel(/옵션 B.*비고/).fill('2학년 1반, 2반 (각 30명)');
  await expect(main.getByText('660,000원').last()).toBeVisible();
  await main.getByLabel(ko.form.plan.testDueDate).fill(formatYmd(addDays(seoulToday(), 14)));
  await main.getByRole('radio', { name: ko.form.testType.online }).check();
  // the contact block starts from the organisation's record
  await expect(main.getByLabel(ko.form.contact.dept)).toHaveValue('교무부');
  await main.getByLabel(ko.form.contact.email).fill(inbox);
  await main.getByLabel(ko.form.payment.bankDate).fill(formatYmd(addDays(seoulToday(), 120)));
  await main.getByRole('button', { name: ko.form.submit }).click();
  // a deposit date beyond 90 days: the field says so, the rest stays as typed
  await expect(main.getByText(ko.v.depositDateRange)).toBeVisible();
  await expect(main.getByLabel(ko.form.contact.email)).toHaveValue(inbox);
  await main.getByLabel(ko.form.payment.bankDate).fill(formatYmd(addDays(seoulToday(), 30)));
  await main.getByRole('button', { name: ko.form.submit }).click();
  await expect(page.getByText(ko.form.success)).toBeVisible();
  await expect(page).toHaveURL('/Mypage/Order/Org/RequestList');

  // The quotation arrives by e-mail with its number.
  const [mail] = await mailsTo(inbox);
  const quotationNo = /Q-\d{8}-\d{5}/.exec(mail!.subject)?.[0];
  expect(quotationNo, mail!.subject).toBeDefined();
  expect(mail!.text).toContain('660,000원');
  const SK = await orderOfQuotation(page, quotationNo!);
  await expect(main.getByText(koStatus.order.organisation.pending).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Its quotation PDF downloads from the detail.
  const quotation = await page.request.get(`/documents/orders/${SK}/quotation.pdf`);
  expect(quotation.status()).toBe(200);
  expect((await quotation.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Staff approve it, then confirm the deposit apart.
  await signInStaff(page);
  await page.goto(`/Admin/Orders/${SK}`);
  await expect(main.getByText(quotationNo!)).toBeVisible();
  await main.getByRole('button', { name: koAdminOrders.actions.approve }).click();
  await expect(page.getByText(koAdminOrders.approve.done)).toBeVisible();
  await main.getByRole('button', { name: koAdminOrders.actions.confirm, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: koAdminOrders.confirm.title });
  // the school paid yesterday, a month before the day its application planned
  const paidDate = addDays(seoulToday(), -1);
  await dialog.getByLabel(koAdminOrders.confirm.paidDate).fill(formatYmd(paidDate));
  await dialog.getByRole('button', { name: koAdminOrders.confirm.submitOrg }).click();
  await expect(page.getByText(koAdminOrders.confirm.doneOrg)).toBeVisible();
  await expect(main.getByRole('button', { name: koAdminOrders.actions.confirm, exact: true })).toHaveCount(0);
  await expect(main.getByRole('link', { name: koAdminOrders.org.documents.statement })).toBeVisible();
  // The statement states the deposit staff recorded, not the planned one.
  const statement = await page.request.get(`/documents/orders/${SK}/statement.pdf`);
  expect(statement.status()).toBe(200);
  const [statementText] = await pageTexts(await statement.body());
  expect(flat(statementText!)).toContain(flat(`입금 확인일${koreanDay(paidDate)}`));
  expect(flat(statementText!)).not.toContain(flat(koreanDay(addDays(seoulToday(), 30))));

  // The school: paid in the purchase list, step 1 with its button in the diagnostic list.
  await page.goto('/Mypage/Order/Org/PurchaseList');
  const purchase = main.getByRole('row').filter({ hasText: '660,000' }).first();
  await expect(purchase.getByText(ko.lists.paid)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/Mypage/Order/Org');
  await expect(main.getByText('4단계 중 1단계: 등록 대기').first()).toBeVisible();
  await expect(main.getByRole('link', { name: ko.actions.register }).first()).toHaveAttribute(
    'href',
    `/Mypage/Order/Org/Project/${SK}`,
  );
  await expectNoAxeViolations(page);
  // The school registers its classes: two of 30 for PUTT, one of 60 for TOCC; saves for later, then completes.
  await main.getByRole('link', { name: ko.actions.register }).first().click();
  await expect(page).toHaveURL(`/Mypage/Order/Org/Project/${SK}`);
  const start = formatYmd(addDays(seoulToday(), 14));
  const end = formatYmd(addDays(seoulToday(), 21));
  const fillClass = async (group: Locator, name: string, classNum: string, students: string) => {
    await group.getByLabel(ko.project.name).fill(name);
    await group.getByLabel(ko.project.grade).fill('2');
    await group.getByLabel(ko.project.classNum).fill(classNum);
    await group.getByLabel(ko.project.studentCount).fill(students);
    await group.getByLabel(ko.project.start).fill(start);
    await group.getByLabel(ko.project.end).fill(end);
  };
  const putt = main.getByRole('region', { name: 'PUTT 다재능검사 (중등)' });
  const tocc = main.getByRole('region', { name: 'TOCC 창의성역량검사 (청소년용)' });
  await expect(putt.getByLabel(ko.project.email).first()).toHaveValue(inbox);
  await fillClass(putt.getByRole('group', { name: '1번째 학급' }), '2학년 1반', '1', '30');
  await putt.getByRole('button', { name: ko.project.addClasses }).click();
  await fillClass(putt.getByRole('group', { name: '2번째 학급' }), '2학년 2반', '2', '31');
  await fillClass(tocc.getByRole('group', { name: '1번째 학급' }), '2학년 전체', '1', '60');
  // the TOCC class is tested today (its start date must come before its end date)
  await tocc
    .getByRole('group', { name: '1번째 학급' })
    .getByLabel(ko.project.start)
    .fill(formatYmd(seoulToday()));
  await expect(putt.getByText('등록 학생 61명 / 주문 수량 60명')).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: ko.project.tempSave }).click();
  await expect(page.getByText(ko.project.tooMany)).toBeVisible();
  await putt.getByRole('group', { name: '2번째 학급' }).getByLabel(ko.project.studentCount).fill('30');
  await main.getByRole('button', { name: ko.project.tempSave }).click();
  await expect(page.getByText(ko.project.saved)).toBeVisible();
  await page.reload();
  await expect(putt.getByRole('group', { name: '2번째 학급' }).getByLabel(ko.project.name)).toHaveValue(
    '2학년 2반',
  );
  await main.getByRole('button', { name: ko.project.complete }).click();
  await expect(page.getByText(ko.project.completed)).toBeVisible();
  await expect(page).toHaveURL(`/Mypage/Order/Org/Project/Detail/${SK}`);

  // The class detail: the first class is registered, not started; conducting the test makes its codes.
  await expect(main.getByRole('heading', { name: '2학년 1반' })).toBeVisible();
  await expect(main.getByText(ko.classDetail.linkWaiting)).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: ko.classDetail.open }).click();
  await expect(page.getByText(ko.classDetail.opened)).toBeVisible();
  await expect(main.getByText(ko.classDetail.states.ready).first()).toBeVisible();
  const codes = main.getByRole('region', { name: ko.classDetail.codes }).getByRole('row');
  await expect(codes).toHaveCount(31);
  await expect(codes.nth(1).getByRole('cell').nth(1)).toHaveText(/^[CDFGHJKMNPRTWXY34679]{6}$/);
  await expect(main.getByText(ko.classDetail.mailNote)).toBeVisible();
  await expectNoAxeViolations(page);
  // its code sheet: slips to print as PDF
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('link', { name: ko.classDetail.sheet.pdf }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe('인증코드-2학년 1반.pdf');
  expect(
    readFileSync((await sheet.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Its student list, from an XLSX as a teacher makes it: a bad row first is named with its row and
  // column and nothing is registered; the fixed file is previewed, then registered.
  const classList = async (rows: (string | number)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('학생 명단');
    sheet.addRow(['번호', '이름', '성별', '생년월일']);
    for (const row of rows) sheet.addRow(row);
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: /명단 파일 선택/ }).click();
    await (
      await chooser
    ).setFiles({
      name: '2학년1반.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
  };
  await classList([
    [1, '김민준', '남', '2011-03-04'],
    [2, '이서연', '모름', '2011-07-09'],
  ]);
  const problems = main.getByRole('alert');
  await expect(problems).toContainText('3행: 성별은 남 또는 여로 입력해 주세요.');
  await expect(problems).toContainText('성별 열: 모름');
  await expectNoAxeViolations(page);
  await classList([
    [1, '김민준', '남', '2011-03-04'],
    [2, '이서연', '여', '2011-07-09'],
    [3, '박도윤', '남', '2011-01-11'],
  ]);
  await expect(main.getByRole('region', { name: '2학년1반.xlsx 미리보기' }).getByRole('row')).toHaveCount(4);
  await main.getByRole('button', { name: '3명 등록' }).click();
  await expect(page.getByText('학생 3명을 등록했습니다.')).toBeVisible();
  await expect(main.getByText('등록된 학생 3명')).toBeVisible();
  // each registered student beside their code
  await expect(codes.nth(2).getByRole('cell').nth(1)).toHaveText('이서연');
  await expectNoAxeViolations(page);

  // The guardians' consent for its students under 14: the statement is required, then recorded.
  const consent = main.getByRole('region', { name: ko.consent.title });
  await consent.getByLabel(ko.consent.by).fill('담임 박선생');
  await consent.getByRole('button', { name: ko.consent.submit }).click();
  await expect(consent.getByText(ko.v.consentStatement)).toBeVisible();
  await consent.getByRole('checkbox', { name: ko.consent.statement }).check();
  await consent.getByRole('button', { name: ko.consent.submit }).click();
  await expect(page.getByText(ko.consent.saved)).toBeVisible();
  await expect(consent.getByText(/기록됨: 담임 박선생/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The TOCC class is tested today: conducting it starts the test and its link is active; its link
  // and codes are mailed at once (the day before at 09:00 has passed), as its schedule does.
  await main.getByRole('button', { name: /2학년 전체/ }).click();
  await main.getByRole('button', { name: ko.classDetail.open }).click();
  await expect(main.getByText(ko.classDetail.states.ing).first()).toBeVisible();
  const toccLink = main.getByRole('link', { name: /\/Survey\// });
  await expect(toccLink).toHaveAttribute('href', /\/Survey\/[A-Za-z0-9_-]{22}$/);
  const toccCodes = main.getByRole('region', { name: ko.classDetail.codes }).getByRole('row');
  await expect(toccCodes).toHaveCount(61);
  const firstCode = await toccCodes.nth(1).getByRole('cell').nth(1).textContent();
  const lastCode = await toccCodes.nth(60).getByRole('cell').nth(1).textContent();
  let linkMail: Mail | undefined;
  await expect
    .poll(
      async () =>
        (linkMail = (await mailsTo(inbox)).find((mail) => mail.subject.includes('2학년 전체')))?.subject,
    )
    .toContain('인증코드');
  expect(linkMail!.text).toContain((await toccLink.getAttribute('href'))!);
  expect(linkMail!.text).toContain(firstCode!);
  expect(linkMail!.text).toContain(lastCode!);
  await expectNoAxeViolations(page);
  await page.goto('/Mypage/Order/Org');
  await expect(main.getByText('4단계 중 3단계: 진행 중').first()).toBeVisible();

  await page.goto(`/Mypage/Order/Org/Detail/${SK}`);
  await expect(main.getByText(quotationNo!).first()).toBeVisible();
  // the running order is the purchase it became, and leads first to its classes
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko.detail.title.purchase);
  await expect(page).toHaveTitle(new RegExp(`^${ko.detail.title.purchase} \\|`));
  const classes = main.getByRole('region', { name: ko.detail.classes.heading });
  await expect(classes.getByRole('link', { name: ko.actions.progress })).toHaveAttribute(
    'href',
    `/Mypage/Order/Org/Project/Detail/${SK}`,
  );
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enOrgOrders.detail.title.purchase);
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));

  // The admin adds a teacher, who logs in (choosing a password) and sees the orders, not the users.
  const uid = `t${stamp()}`;
  await page.goto('/Mypage/User/Org/Register');
  await main.getByRole('textbox', { name: koOrgUsers.register.uid, exact: true }).fill(uid);
  await main.getByRole('textbox', { name: koOrgUsers.register.name, exact: true }).fill('박담임');
  await main.getByRole('textbox', { name: koOrgUsers.register.password, exact: true }).fill('first123!');
  await main
    .getByRole('textbox', { name: koOrgUsers.register.confirmPassword, exact: true })
    .fill('first123!');
  await main.getByRole('button', { name: koOrgUsers.register.submit }).click();
  await expect(page.getByText(koOrgUsers.register.done)).toBeVisible();
  await expect(page).toHaveURL('/Mypage/User/Org');
  await expect(main.getByRole('row').filter({ hasText: uid })).toBeVisible();
  await expectNoAxeViolations(page);

  const teacher = await newSession(browser, baseURL);
  const first = await teacher.page.request.post('/api/loginUser', {
    data: { loginType: 'org', loginData: { orgId: demo.orgAdmin.orgId, uid, password: 'first123!' } },
    headers,
  });
  expect(await first.json()).toEqual({ message: 'passwordChangeRequired' });
  const login = await teacher.page.request.post('/api/loginUser', {
    data: {
      loginType: 'org',
      loginData: { orgId: demo.orgAdmin.orgId, uid, password: 'first123!' },
      newPassword: { new_password: 'mine1234!', new_password_confirm: 'mine1234!' },
    },
    headers,
  });
  expect(login.status()).toBe(200);
  await teacher.page.goto(`/Mypage/Order/Org/Detail/${SK}`);
  await expect(teacher.page.getByRole('main').getByText(quotationNo!).first()).toBeVisible();
  await teacher.page.goto('/Mypage/User/Org');
  await expect(teacher.page.getByRole('main').getByRole('row').filter({ hasText: uid })).toBeVisible();
  await expect(teacher.page.getByRole('link', { name: koOrgUsers.actions.add })).toHaveCount(0);
  await expect(teacher.page.getByRole('button', { name: koOrgUsers.actions.add })).toHaveCount(0);
  await teacher.context.close();

  // Another school's admin opening the first school's order sees not-found, and no PDF.
  const other = await newSession(browser, baseURL);
  await loginAs(other.page, 'otherOrgAdmin');
  await other.page.goto(`/Mypage/Order/Org/Detail/${SK}`);
  await expect(other.page.getByRole('main').getByText(ko.detail.notFound)).toBeVisible();
  await expect(other.page.getByRole('main').getByText(quotationNo!)).toHaveCount(0);
  expect((await other.page.request.get(`/documents/orders/${SK}/quotation.pdf`)).status()).toBe(404);
  await other.context.close();
});

const lists = {
  orgOrders: '/Mypage/Order/Org',
  orgRequestList: '/Mypage/Order/Org/RequestList',
  orgPurchaseList: '/Mypage/Order/Org/PurchaseList',
} as const;

for (const lang of langs) {
  test.describe(lang, () => {
    test.use({ lang });
    test(`${lang} the organisation's application and lists read in the language and pass axe`, async ({
      page,
    }) => {
      const words = lang === 'ko' ? koOrgOrders : enOrgOrders;
      await loginAs(page, 'orgAdmin');
      for (const kind of ['survey', 'activity', 'expert'] as const) {
        await page.goto(`/Mypage/Order/Org/Request/${kind}`);
        await expect(page.getByRole('heading', { name: words.form.title[kind] })).toBeVisible();
        await expect(page.getByRole('button', { name: words.form.submit })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      for (const [key, path] of Object.entries(lists)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(strings[lang].routes[key]!.title);
        await expect(page.getByRole('searchbox', { name: words.lists.search.field })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  });
}
