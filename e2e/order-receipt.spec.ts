import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { randomUUID } from 'node:crypto';
import { expect, loginAs, test } from './support/fixtures';
import { mailsTo } from './support/mail';
import { placeOrder, personalOrder } from './support/orders';

test('ko an application sends the receipt with the account, the amount and the depositor name', async ({
  page,
}) => {
  await loginAs(page, 'individual');
  const receiver = `receipt-${randomUUID().slice(0, 8)}@example.com`;
  const testDate = addDays(seoulToday(), 14);
  await placeOrder(
    page,
    personalOrder((order) => {
      order.product_key = '2';
      order.receiver_email = receiver;
      order.examinee.name = '이바다';
      order.payment_method.deposit_name = '이바다';
      order.project.start_target_date = testDate;
    }),
  );

  const [mail] = await mailsTo(receiver);
  expect(mail!.subject).toBe('[창의인재연구소] 검사 신청이 접수되었습니다');
  expect(mail!.text).toContain('입금하실 금액: 160,000원');
  expect(mail!.text).toContain('000000-00-000000');
  expect(mail!.text).toContain('입금자명: 이바다');
  expect(mail!.text).toContain(`검사 희망일(${formatYmd(testDate)})`);
});
