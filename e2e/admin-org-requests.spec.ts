import koAuth from '../apps/web/src/features/auth/i18n/ko.json' with { type: 'json' };
import koRequests from '../apps/web/src/features/admin/org-requests/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, strings, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { signInStaff } from './support/staff';

/** The raw MIME messages the sink holds for an address (mailsTo reads only the text part). */
async function rawMailsTo(address: string): Promise<string[]> {
  const all = (await (await fetch(process.env.E2E_MAIL_URL!)).json()) as { to: string[]; raw: string }[];
  return all.filter((mail) => mail.to.includes(address)).map((mail) => mail.raw);
}

test('ko staff approve a registration request and the new organisation admin logs in with the e-mailed password', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const orgId = `og${stamp}`.slice(0, 12);
  const email = `orgreq-${stamp}@example.com`;
  const name = `새빛학교${stamp.slice(-4)}`;

  // an organisation asks to be registered (the public operation the /RequestOrgRegist form calls)
  const asked = await page.request.post('/api/createOrganizationRequest', {
    headers: { 'x-requested-with': 'fetch' },
    data: {
      uid: orgId,
      name,
      president: '김교장',
      address: { postCode: '34141', address: '대전광역시 유성구 대학로 99', addressDetail: '본관 2층' },
      dept: '교무부',
      deptPersonName: '이선생',
      deptPersonPhoneNumber: '010-1111-2222',
      email,
      phoneNumber: '042-123-4567',
      description: '',
      type: 'middle',
    },
  });
  expect(asked.status()).toBe(200);

  // staff find it among the pending requests and open it
  await signInStaff(page);
  await page.goto('/Admin/OrgRequests?status=pending');
  await page.getByLabel(koRequests.search, { exact: true }).fill(orgId);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: koRequests.detail.title })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoAxeViolations(page);

  // the dialog says what approval does; approving shows the organisation and its certificate
  await page.getByRole('button', { name: koRequests.approve.button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(koRequests.approve.intro)).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByRole('button', { name: koRequests.approve.confirm }).click();
  const certificate = page.getByRole('link', { name: koRequests.detail.download });
  await expect(certificate).toBeVisible();
  await expect(page.getByText(`${name} (${koRequests.orgId} ${orgId})`)).toBeVisible();
  await expect(page.getByRole('button', { name: koRequests.approve.button, exact: true })).toHaveCount(0);

  const pdf = await page.request.get((await certificate.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // the welcome mail carries the login data and the certificate as a PDF attachment
  const [welcome] = (await mailsTo(email)).filter((mail) => mail.subject.includes('승인'));
  expect(welcome).toBeDefined();
  expect(welcome!.text).toContain(`기관 아이디: ${orgId}`);
  expect(welcome!.text).toContain('관리자 아이디: admin');
  const password = /임시 비밀번호:\s*\n\s*\n(\S+)/.exec(welcome!.text)?.[1];
  expect(password).toBeDefined();
  const raw = (await rawMailsTo(email)).find((mail) => mail.includes('application/pdf'));
  expect(raw, 'a mail with a PDF attachment').toBeDefined();

  // the new organisation admin logs in at /Login with the temporary password and must choose an
  // own password before the session opens
  await page.goto('/Login');
  await page.getByText(koAuth.login.org, { exact: true }).click();
  await page.getByLabel(koAuth.login.orgId).fill(orgId);
  await page.getByLabel(koAuth.login.uid, { exact: true }).fill('admin');
  await page.getByLabel(koAuth.login.password, { exact: true }).fill(password!);
  await page.getByRole('button', { name: koAuth.login.submit, exact: true }).click();
  const ask = page.getByRole('dialog', { name: koAuth.newPassword.title });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByLabel(koAuth.newPassword.current, { exact: true }).fill(password!);
  await ask.getByLabel(koAuth.newPassword.new, { exact: true }).fill('school12!');
  await ask.getByLabel(koAuth.newPassword.confirm, { exact: true }).fill('school13!');
  await ask.getByRole('button', { name: koAuth.newPassword.submit }).click();
  await expect(ask.getByText(strings.ko.validation.v.newPasswordMismatch)).toBeVisible();
  await ask.getByLabel(koAuth.newPassword.confirm, { exact: true }).fill('school12!');
  await ask.getByRole('button', { name: koAuth.newPassword.submit }).click();
  await expect(page.getByText(koAuth.newPassword.done)).toBeVisible();
  const header = page.locator('header').first();
  await expect(header.getByRole('link', { name: strings.ko.common.account.mypage })).toHaveAttribute(
    'href',
    '/Mypage/Order/Org',
  );
  await expect(header.getByRole('link', { name: strings.ko.common.account.login })).toHaveCount(0);
});
