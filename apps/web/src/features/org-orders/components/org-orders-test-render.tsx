import type { TOrgOrderDetail } from '@putt/contract/org-orders';
import type { TOrgOrderRow, TProjectDetail } from '@putt/contract/orders';
import type { ReactNode } from 'react';
import { renderAt as renderWithApp } from '../../../testing/render-at';
import ko from '../i18n/ko.json';

/** Unit tests only: an organisation order page at an address, with the app's and this feature's strings. */
export const renderOrgOrders = (path: string, route: string, element: ReactNode) =>
  renderWithApp(path, route, element, { 'org-orders': ko });

/** Unit tests only: a list row (2024-01-0n, 15:00 UTC: already the next day in Korea). */
export const orgRow = (n: number, over: Partial<TOrgOrderRow> = {}): TOrgOrderRow => ({
  SK: `sk-${n}`,
  name: `견적 ${n}`,
  type: 'organisation',
  status: 'approved',
  totalPrice: 1_250_000,
  createdDate: Date.UTC(2024, 0, n, 15),
  is_paid: false,
  kind: 'survey',
  has_test: true,
  quotation_no: `Q-2024-000${n}`,
  ...over,
});

/** Unit tests only: an order's detail as getOrder answers it. */
export const orgDetail = (over: Partial<TOrgOrderDetail> = {}): TOrgOrderDetail => ({
  ...orgRow(1),
  receiver_email: 'teacher@school.kr',
  cc: '',
  client: {
    orgName: '한빛초등학교',
    dept: '교무부',
    phoneNumber: '042-123-4567',
    deptPersonName: '김담당',
    deptPersonPhoneNumber: '010-1234-5678',
    email: 'teacher@school.kr',
  },
  payment_method: { type: 'bank_deposit', bank_date: '20240115', deposit_name: '한빛초' },
  products: [
    {
      prod_id: 'p-putt-e',
      name: 'PUTT 초등',
      type: 'putt_e',
      unit_price: 25_000,
      quantity: 50,
      supply_price: 1_250_000,
      notes: '',
    },
  ],
  test_due_date: '20240301',
  test_type: 'online',
  coaching_due_date: null,
  target_level: null,
  paid_date: null,
  tax_invoice: null,
  documents: ['quotation'],
  pupil_report_days: 30,
  ...over,
});

/** Unit tests only: a class under way as getOrderProjectsContainsExamninees answers it. */
export const classProject = (over: Partial<TProjectDetail> = {}): TProjectDetail => ({
  SK: 'p 1',
  num: 1,
  name: '2학년 1반',
  type: 'putt_m',
  status: 'ing',
  start_target_date: '20261201',
  end_target_date: '20261205',
  counsel_target_date: null,
  counsel_type: null,
  responder_uri: null,
  examinees: [],
  ...over,
});
