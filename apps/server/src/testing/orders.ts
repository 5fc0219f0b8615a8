import { addDays, seoulToday } from '@putt/contract/dates';
import { birthYears, type TPersonalOrder } from '@putt/contract/orders';
import type { TOrgApplication } from '@putt/contract/org-orders';
import { randomUUID } from 'node:crypto';

/** A valid personal application (elementary package) with dates inside their windows. */
export function personalOrder(change: (order: TPersonalOrder) => void = () => {}): TPersonalOrder {
  const today = seoulToday();
  const order: TPersonalOrder = {
    type: 'individual',
    product_key: '1',
    totalPrice: 160_000,
    examinee: {
      name: '김하늘',
      dob: `${birthYears()[4]}0315`,
      gender: 'f',
      email: 'sky@example.com',
      school_info: '한빛초등학교 5학년',
      address: { postCode: '34126', address: '대전광역시 유성구 대학로 99', addressDetail: '' },
    },
    guardian: { name: '김엄마', relationship: '어머니', phone_number: '010-1234-5678' },
    project: {
      counsel_type: 'online',
      counsel_target_date: addDays(today, 20),
      start_target_date: addDays(today, 10),
    },
    receiver_email: 'parent@example.com',
    payment_method: { type: 'bank_deposit', deposit_name: '김하늘', bank_date: addDays(today, 1) },
    idempotencyKey: randomUUID(),
  };
  change(order);
  return order;
}

/**
 * A valid organisation application for a middle school: both tests of the level for two classes of
 * 30 (60 each) at the catalogue's prices.
 */
export function orgApplication(change: (application: TOrgApplication) => void = () => {}): TOrgApplication {
  const today = seoulToday();
  const application: TOrgApplication = {
    pid: 'survey',
    products: [
      { prod_id: 'putt_m', quantity: 60, unit_price: 5_500, notes: '2학년 1반, 2반' },
      { prod_id: 'tocc_h', quantity: 60, unit_price: 5_500, notes: '' },
    ],
    totalPrice: 660_000,
    test_due_date: addDays(today, 14),
    test_type: 'online',
    coaching_due_date: '',
    client: {
      dept: '교무부',
      phoneNumber: '042-123-4567',
      deptPersonName: '이담당',
      deptPersonPhoneNumber: '010-2345-6789',
      email: 'teacher@example.com',
    },
    cc: 'office@example.com',
    payment_method: { type: 'bank_deposit', bank_date: addDays(today, 30), deposit_name: '' },
    idempotencyKey: randomUUID(),
  };
  change(application);
  return application;
}
