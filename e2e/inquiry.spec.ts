import type { Page, Request } from '@playwright/test';
import enInquiry from '../apps/web/src/features/inquiry/i18n/en.json' with { type: 'json' };
import koInquiry from '../apps/web/src/features/inquiry/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, expectPageLoaded, strings, test } from './support/fixtures';
import { standInPostcode } from './support/postcode-stand-in';
import { expectNoSidewaysScroll } from './support/layout';

const ko = strings.ko.common;
/** A label exactly, with or without the required-field asterisk. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);

/** A small real PDF, and an .exe (starts with MZ) wearing a .pdf name. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const disguisedExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);

/** Calls of one operation the page makes, to prove nothing was sent. */
function callsTo(page: Page, operation: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${operation}`) calls.push(request);
  });
  return calls;
}

async function attach(page: Page, name: string, buffer: Buffer, chooseLabel = koInquiry.attachment.choose) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: chooseLabel }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

/** Picks the stand-in's address and checks where it lands. */
async function searchAddress(page: Page) {
  await page.getByRole('button', { name: strings.ko.forms.postcode.search }).click();
  const dialog = page.getByRole('dialog', { name: strings.ko.forms.postcode.dialogTitle });
  await dialog.getByRole('button', { name: 'stand-in: 선택' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(strings.ko.forms.postcode.postCode, { exact: true })).toHaveValue('34126');
  await expect(page.getByLabel(strings.ko.forms.postcode.address, { exact: true })).toHaveValue(
    '대전광역시 유성구 대학로 99 (궁동)',
  );
  await expect(page.getByLabel(strings.ko.forms.postcode.addressDetail)).toBeFocused();
}

test('ko /Inquiry: required fields, consent, an uploaded PDF, then a stored inquiry and an empty form', async ({
  page,
}) => {
  const sent = callsTo(page, 'addMyreg');
  await page.goto('/Inquiry');
  await expectPageLoaded(page, 'ko');
  const submit = page.getByRole('button', { name: koInquiry.inquiry.submit });

  // nothing filled: the message and each field's error, nothing sent
  await submit.click();
  await expect(page.getByText(koInquiry.form.required)).toBeVisible();
  await expect(page.getByText(strings.ko.validation.v.required).first()).toBeVisible();
  await expect(page.getByText(strings.ko.validation.v.phonePrefix)).toBeVisible();
  await expect(page.getByLabel(exactly(koInquiry.inquiry.name))).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  expect(sent).toHaveLength(0);

  await page.getByLabel(exactly(koInquiry.inquiry.name)).fill('홍길동');
  await page.getByLabel(koInquiry.phone.prefix).selectOption('010');
  await page.getByLabel(koInquiry.phone.middle).fill('1234');
  await page.getByLabel(koInquiry.phone.last).fill('5678');
  await page.getByLabel(exactly(koInquiry.inquiry.email)).fill('gildong@example.com');
  await page
    .getByLabel(exactly(koInquiry.inquiry.content))
    .fill('PUTT 검사 일정과 결과 보고서에 관해 문의합니다.');

  // the file uploads as soon as it is chosen
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/uploadAttachment');
  await attach(page, 'sample.pdf', pdf);
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const stored = (await upload.json()) as { id: string; name: string; size: number };
  expect(stored).toMatchObject({ name: 'sample.pdf', size: pdf.length });
  expect(stored.id).toBeTruthy();
  await expect(page.getByText('sample.pdf')).toBeVisible();

  // refusing consent refuses the form
  await page.getByLabel(koInquiry.consent.disagree, { exact: true }).check();
  await submit.click();
  await expect(page.getByText(strings.ko.validation.v.consentRequired).first()).toBeVisible();
  expect(sent).toHaveLength(0);

  await page.getByLabel(koInquiry.consent.agree, { exact: true }).check();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/addMyreg');
  await submit.click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ data: { error: false, id: expect.any(String) } });
  expect(answer.request().postDataJSON()).toMatchObject({
    name: '홍길동',
    phone1: '010',
    phone2: '1234',
    phone3: '5678',
    attached_file_drive_id: stored.id,
    attached_file_name: 'sample.pdf',
    privacyAgreement: 'agree',
  });
  await expect(page.getByText(koInquiry.inquiry.success)).toBeVisible();

  // a fresh form for the next inquiry
  await expect(page.getByLabel(exactly(koInquiry.inquiry.name))).toHaveValue('');
  await expect(page.getByLabel(koInquiry.phone.prefix)).toHaveValue('');
  await expect(page.getByLabel(exactly(koInquiry.inquiry.content))).toHaveValue('');
  await expect(page.getByText('sample.pdf')).toHaveCount(0);
  await expect(page.getByLabel(koInquiry.consent.agree, { exact: true })).not.toBeChecked();
});

test('ko /Inquiry refuses an .exe named x.pdf and attaches nothing', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 4\d\d/);
  await page.goto('/Inquiry');
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/uploadAttachment');
  await attach(page, 'x.pdf', disguisedExe);
  expect((await refused).status()).toBeGreaterThanOrEqual(400);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: strings.ko.validation.v.fileMismatch })
      .or(page.getByRole('alert').filter({ hasText: strings.ko.validation.v.fileType })),
  ).toBeVisible();
  await expect(page.getByText('x.pdf')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /첨부 파일 삭제/ })).toHaveCount(0);
});

test('ko /OrgInquiry names the product of its pid, searches an address and goes home after sending', async ({
  page,
}) => {
  await standInPostcode(page);
  await page.goto('/OrgInquiry/whatever');
  await expect(page.getByLabel(koInquiry.org.target)).toHaveValue(koInquiry.org.targets.other);

  await page.goto('/OrgInquiry/P_PUTT');
  await expectPageLoaded(page, 'ko');
  await expect(page.getByLabel(koInquiry.org.target)).toHaveValue(strings.ko.routes.testingPutt!.title);
  await page.getByLabel(exactly(koInquiry.org.orgName)).fill('한빛중학교');
  await page.getByLabel(exactly(koInquiry.org.deptName)).fill('교무부');
  await page.getByLabel(exactly(koInquiry.org.name)).fill('이담당');
  await page.getByLabel(exactly(koInquiry.org.examineeCount)).fill('120');
  await page.getByLabel(exactly(koInquiry.org.phoneNumber)).fill('042-123-4567');
  await page.getByLabel(exactly(koInquiry.org.email)).fill('office@example.com');
  await searchAddress(page);
  await page.keyboard.type('본관 2층');
  await attach(page, 'plan.pdf', pdf);
  await expect(page.getByText('plan.pdf')).toBeVisible();
  await page.getByLabel(koInquiry.consent.agree, { exact: true }).check();
  await expectNoAxeViolations(page);

  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/addOrgMyreg');
  await page.getByRole('button', { name: koInquiry.org.submit }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    pid: 'P_PUTT',
    examineeCount: 120,
    address: { postCode: '34126', address: '대전광역시 유성구 대학로 99 (궁동)', addressDetail: '본관 2층' },
    attached_file_name: 'plan.pdf',
  });
  await expect(page.getByText(koInquiry.inquiry.success)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: 3500 });
});

test('ko /RequestOrgRegist: id check, phone and e-mail rules, a sent request that then holds its id', async ({
  page,
}) => {
  await standInPostcode(page);
  const sent = callsTo(page, 'createOrganizationRequest');
  const uid = `org${Date.now().toString(36).slice(-7)}`;
  await page.goto('/RequestOrgRegist');
  await expectPageLoaded(page, 'ko');
  const idBox = page.getByLabel(exactly(koInquiry.regist.uid));
  const check = page.getByRole('button', { name: koInquiry.regist.check });
  const submit = page.getByRole('button', { name: koInquiry.regist.submit });

  // the e-mail is checked when the field is left, before any submit
  await page.getByLabel(exactly(koInquiry.regist.email)).fill('office@');
  await page.getByLabel(exactly(koInquiry.regist.email)).blur();
  await expect(page.getByText(strings.ko.validation.v.emailInvalid)).toBeVisible();
  await page.getByLabel(exactly(koInquiry.regist.email)).fill('office@example.com');

  await idBox.fill(uid);
  await page.getByLabel(exactly(koInquiry.regist.name)).fill('한빛초등학교');
  await page.getByLabel(exactly(koInquiry.regist.president)).fill('김교장');
  await page
    .getByLabel(exactly(koInquiry.regist.type))
    .selectOption({ label: koInquiry.regist.types.elementary });
  await searchAddress(page);
  await page.keyboard.type('본관');
  await page.getByLabel(exactly(koInquiry.regist.dept)).fill('교무부');
  await page.getByLabel(exactly(koInquiry.regist.deptPersonName)).fill('이담당');
  await page.getByLabel(exactly(koInquiry.regist.deptPersonPhoneNumber)).fill('010-1234-5678');
  await page.getByLabel(exactly(koInquiry.regist.phoneNumber)).fill('0212345678');

  // a bad phone number: the input message and the field's rule
  await submit.click();
  await expect(page.getByText(koInquiry.regist.invalid)).toBeVisible();
  await expect(page.getByText(strings.ko.validation.v.phonePattern)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(exactly(koInquiry.regist.phoneNumber)).fill('02-123-4567');

  // all valid but the id is not checked
  await submit.click();
  await expect(page.getByText(koInquiry.regist.idCheckNeeded)).toBeVisible();
  expect(sent).toHaveLength(0);

  // the demo seed's organisation holds demoschool; a fresh id is free; editing forgets the answer
  await idBox.fill('demoschool');
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: koInquiry.regist.idTaken })).toBeVisible();
  await idBox.fill(uid);
  await expect(page.getByText(koInquiry.regist.idTaken)).toHaveCount(0);
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: koInquiry.regist.idAvailable })).toBeVisible();

  await submit.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(koInquiry.regist.success);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({
    uid,
    type: 'elementary',
    phoneNumber: '02-123-4567',
    address: { postCode: '34126', address: '대전광역시 유성구 대학로 99 (궁동)', addressDetail: '본관' },
  });
  await dialog.getByRole('button', { name: ko.actions.ok }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // the pending request holds the id
  await page.goto('/RequestOrgRegist');
  await page.getByLabel(exactly(koInquiry.regist.uid)).fill(uid);
  await page.getByRole('button', { name: koInquiry.regist.check }).click();
  await expect(page.getByRole('status').filter({ hasText: koInquiry.regist.idTaken })).toBeVisible();
});

test('ko without the postcode service the form says so and still sends', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/daumcdn|ERR_FAILED|Failed to load resource/);
  await page.route('https://t1.daumcdn.net/**', (route) => route.abort());
  await page.goto('/OrgInquiry/P_TOCC');
  await page.getByRole('button', { name: strings.ko.forms.postcode.search }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: strings.ko.forms.postcode.loadFailed }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel(exactly(koInquiry.org.orgName)).fill('한빛고등학교');
  await page.getByLabel(exactly(koInquiry.org.deptName)).fill('진로부');
  await page.getByLabel(exactly(koInquiry.org.name)).fill('박담당');
  await page.getByLabel(exactly(koInquiry.org.examineeCount)).fill('40');
  await page.getByLabel(exactly(koInquiry.org.phoneNumber)).fill('042-987-6543');
  await page.getByLabel(exactly(koInquiry.org.email)).fill('career@example.com');
  await page.getByLabel(strings.ko.forms.postcode.addressDetail).fill('대전 유성구');
  await page.getByLabel(koInquiry.consent.agree, { exact: true }).check();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/addOrgMyreg');
  await page.getByRole('button', { name: koInquiry.org.submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(koInquiry.inquiry.success)).toBeVisible();
});

test('ko the three forms pass axe and fit a 390 px phone', async ({ page }) => {
  await standInPostcode(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/Inquiry', '/OrgInquiry/C_PUTT_TOCC', '/RequestOrgRegist']) {
    await page.goto(path);
    await expectPageLoaded(page, 'ko');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, `${path}`);
  }
  // the address search dialog too
  await page.getByRole('button', { name: strings.ko.forms.postcode.search }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('en the inquiry forms speak English', async ({ page }) => {
    await page.goto('/Inquiry');
    await expectPageLoaded(page, 'en');
    await page.getByRole('button', { name: enInquiry.inquiry.submit }).click();
    await expect(page.getByText(enInquiry.form.required)).toBeVisible();
    await expect(page.getByText(strings.en.validation.v.phonePrefix)).toBeVisible();
    await expect(page.getByRole('radio', { name: enInquiry.consent.agree, exact: true })).toBeVisible();

    await page.goto('/OrgInquiry/Expert_e');
    await expect(page.getByLabel(enInquiry.org.target)).toHaveValue(enInquiry.org.targets.Expert_e);
  });
});
