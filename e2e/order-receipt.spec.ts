import { addDays, seoulToday } from '@putt/contract/dates';
import { birthYears, type TPersonalOrder } from '@putt/contract/orders';
import { randomUUID } from 'node:crypto';
import { expect, loginAs, test } from './support/fixtures';
import { mailsTo } from './support/mail';

test('ko an application sends the receipt with the account, the amount and the depositor name', async ({
  page,
}) => {
  await loginAs(page, 'member');
  const today = seoulToday();
  const receiver = `receipt-${randomUUID().slice(0, 8)}@example.com`;
  const order: TPersonalOrder = {
    type: 'individual',
    product_key: '2',
    totalPrice: 160_000,
    examinee: {
      name: '이바다',
      dob: `${birthYears()[7]}0704`,
      gender: 'm',
      email: 'sea@example.com',
      school_info: '한빛중학교 2학년',
      address: { postCode: '34126', address: '대전광역시 유성구 대학로 99', addressDetail: '' },
    },
    guardian: { name: '이아빠', relationship: '아버지', phone_number: '010-2222-3333' },
    project: {
      counsel_type: 'offline',
      counsel_target_date: addDays(today, 30),
      start_target_date: addDays(today, 14),
    },
    receiver_email: receiver,
    payment_method: { type: 'bank_deposit', deposit_name: '이바다', bank_date: addDays(today, 2) },
    idempotencyKey: randomUUID(),
  };
  const response = await page.request.post('/api/createOrder', {
    data: order,
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(response.status()).toBe(200);

  const [mail] = await mailsTo(receiver);
  expect(mail!.subject).toBe('[창의인재연구소] 검사 신청이 접수되었습니다');
  expect(mail!.text).toContain('입금하실 금액: 160,000원');
  expect(mail!.text).toContain('000000-00-000000');
  expect(mail!.text).toContain('입금자명: 이바다');
  expect(mail!.text).toContain(
    `검사 희망일(${addDays(today, 14).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3')})`,
  );
});
