import koInquiry from '../apps/web/src/features/inquiry/i18n/ko.json' with { type: 'json' };
import koInbox from '../apps/web/src/features/admin/inquiries/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { signInStaff } from './support/staff';

/** A label exactly, with or without the required-field asterisk. */
const exactly = (label: string) => new RegExp(`^${label}( \\*)?$`);

test('ko an inquiry sent on /Inquiry is answered in the back office and the answer reaches the inquirer', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const email = `inbox-${stamp}@example.com`;
  const name = `문의${stamp.slice(-4)}`;

  // a visitor asks
  await page.goto('/Inquiry');
  await page.getByLabel(exactly(koInquiry.inquiry.name)).fill(name);
  await page.getByLabel(koInquiry.phone.prefix).selectOption('010');
  await page.getByLabel(koInquiry.phone.middle).fill('1234');
  await page.getByLabel(koInquiry.phone.last).fill('5678');
  await page.getByLabel(exactly(koInquiry.inquiry.email)).fill(email);
  await page.getByLabel(exactly(koInquiry.inquiry.content)).fill(`검사 일정이 궁금합니다 (${stamp}).`);
  await page.getByLabel(koInquiry.consent.agree, { exact: true }).check();
  await page.getByRole('button', { name: koInquiry.inquiry.submit }).click();
  await expect(page.getByText(koInquiry.inquiry.success)).toBeVisible();

  // staff find it among the new inquiries and open it
  await signInStaff(page);
  await page.goto('/Admin/Inquiries?status=new');
  await page.getByLabel(koInbox.search, { exact: true }).fill(email);
  await page.getByRole('button', { name: '검색' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: koInbox.detail.title })).toBeVisible();
  await expect(page.getByText(`검사 일정이 궁금합니다 (${stamp}).`)).toBeVisible();
  await expectNoAxeViolations(page);

  // an empty answer is refused on the page; a real one is sent and joins the thread
  await page.getByRole('button', { name: koInbox.answer.submit }).click();
  await expect(page.getByText(koInbox.v.answerRequired)).toBeVisible();
  await page.getByLabel(new RegExp(koInbox.answer.label)).fill('다음 주 토요일 오전 10시에 검사가 있습니다.');
  await page.getByRole('button', { name: koInbox.answer.submit }).click();
  await expect(
    page.getByRole('article').filter({ hasText: '다음 주 토요일 오전 10시에 검사가 있습니다.' }),
  ).toBeVisible();
  await expect(page.getByText(koInbox.statuses.answered).first()).toBeVisible();

  // the inquirer's inbox holds the answer, quoting the question
  const [answer] = (await mailsTo(email)).filter((mail) => mail.subject.includes('답변'));
  expect(answer).toBeDefined();
  expect(answer!.text).toContain('다음 주 토요일 오전 10시에 검사가 있습니다.');
  expect(answer!.text).toContain(`검사 일정이 궁금합니다 (${stamp}).`);

  // the outbox lists it as sent (the job marks the row just after the SMTP server took the mail)
  await expect(async () => {
    await page.goto(`/Admin/Outbox?q=${encodeURIComponent(email)}`);
    // (the company's notice of the inquiry names the inquirer's address in its subject: not this row)
    const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'inquiry-answer' });
    await expect(row.getByText('발송됨')).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
});
