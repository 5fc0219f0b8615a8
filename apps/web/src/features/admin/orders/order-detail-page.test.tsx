import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { seoulToday } from '@putt/contract/dates';
import { orderStatuses, type OrderStatus } from '@putt/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import OrderDetailPage from './order-detail-page';

const call = vi.hoisted(() => vi.fn());
// happy-dom has no FontFaceSet; the reason dialog's autosizing textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const detail = (status: OrderStatus): TAdminOrderDetail => ({
  order: {
    SK: 'order-1',
    name: '초등 PUTT 패키지',
    type: 'individual',
    status,
    totalPrice: 160_000,
    createdDate: Date.UTC(2025, 2, 1, 3),
    is_paid: status !== 'pending',
    receiver_email: 'parent@example.com',
    guardian: { name: '김보호', relationship: '부', phone_number: '010-1234-5678' },
    payment_method: { type: 'bank_deposit', deposit_name: '김하늘', bank_date: '20250303' },
    products: [{ prod_id: 'p1', name: 'PUTT 초등', type: 'putt_e', price: 160_000 }],
    projects: [
      {
        SK: 'project-1',
        num: 1,
        name: 'PUTT 초등',
        type: 'putt_e',
        status: 'pending',
        start_target_date: '20250310',
        end_target_date: null,
        counsel_target_date: null,
        counsel_type: null,
        responder_uri: null,
        examinees: [
          {
            SK: 'ex-1',
            num: 1,
            name: '김하늘',
            dob: '20150505',
            gender: 'f',
            school_info: '한빛초등학교',
            email: 'child@example.com',
            address: { postCode: '34126', address: '대전', addressDetail: '' },
            authCode: null,
          },
        ],
      },
    ],
  },
  organisation: null,
  customer: {
    memberId: 'm1',
    uid: 'buyer01',
    name: '김구매',
    email: 'buyer@example.com',
    phoneNumber: '010-0000-0000',
    organisationName: null,
  },
  deposit: { paidDate: null, paidAmount: null, paidDepositName: null },
  history: [
    {
      at: Date.UTC(2025, 2, 1, 3),
      actorKind: 'member',
      actorName: 'buyer01',
      from: null,
      to: status,
      reason: null,
    },
  ],
});

/** A middle school's application for both tests, 60 students each. */
const orgDetail = (status: OrderStatus, paid: boolean): TAdminOrderDetail => {
  const base = detail(status);
  const order = { ...base.order, type: 'organisation' as const, is_paid: paid, guardian: null, projects: [] };
  return {
    ...base,
    order,
    organisation: {
      SK: order.SK,
      name: 'PUTT 다재능검사 (중등) 외 1건',
      type: 'organisation',
      status,
      totalPrice: 660_000,
      createdDate: order.createdDate,
      is_paid: paid,
      kind: 'survey',
      has_test: true,
      quotation_no: 'Q-20250301-00007',
      receiver_email: 'teacher@example.com',
      cc: '',
      client: {
        orgName: '한빛중학교',
        dept: '교무부',
        phoneNumber: '042-123-4567',
        deptPersonName: '이담당',
        deptPersonPhoneNumber: '010-2345-6789',
        email: 'teacher@example.com',
      },
      payment_method: { type: 'bank_deposit', bank_date: '20250310', deposit_name: '한빛중학교' },
      products: [
        {
          prod_id: 'putt_m',
          name: 'PUTT 다재능검사 (중등)',
          type: 'putt_m',
          unit_price: 5_500,
          quantity: 60,
          supply_price: 330_000,
          notes: '',
        },
        {
          prod_id: 'tocc_h',
          name: 'TOCC 창의성역량검사 (청소년용)',
          type: 'tocc_h',
          unit_price: 5_500,
          quantity: 60,
          supply_price: 330_000,
          notes: '',
        },
      ],
      test_due_date: '20250320',
      test_type: 'online',
      coaching_due_date: null,
      target_level: null,
      paid_date: paid ? '20250305' : null,
      tax_invoice: null,
      documents: paid ? ['quotation', 'statement'] : ['quotation'],
      pupil_report_days: 30,
    },
  };
};

const serve = (status: OrderStatus, answer: (status: OrderStatus) => TAdminOrderDetail = detail) =>
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetOrder') return answer(status);
    return { message: 'success' };
  });

const open = () =>
  renderAt('/Admin/Orders/order-1', '/Admin/Orders/:SK', <OrderDetailPage />, {
    admin,
    admin_orders: strings,
  });

const actionNames = () =>
  ['신청 승인', '입금 확인', '세금계산서 기록', '반려', '주문 취소'].filter(
    (name) => screen.queryByRole('button', { name }) !== null,
  );

describe('the order detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the customer, the examinees and the history', async () => {
    serve('pending');
    open();
    expect(await screen.findByText('김구매 (buyer01)')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetOrder', { SK: 'order-1' }, expect.anything());
    expect(screen.getByText('한빛초등학교')).toBeTruthy();
    expect(screen.getByText('아직 확인되지 않았습니다.')).toBeTruthy();
    // one row per change, its time first, the statuses in staff's words
    const history = within(screen.getByRole('region', { name: '처리 이력' }));
    expect(history.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '일시',
      '처리자',
      '변경',
      '사유',
    ]);
    expect(
      [...history.getAllByRole('row')[1]!.querySelectorAll('td')].map((cell) => cell.textContent),
    ).toEqual(['2025-03-01 12:00', '고객 buyer01', '— → 입금 확인 대기', '']);
  });

  it.each([
    ['pending', ['입금 확인', '반려', '주문 취소']],
    ['approved', ['주문 취소']],
    ['ready', ['주문 취소']],
    ['ing', []],
    ['completed', []],
    ['canceled', []],
  ] as const)('offers only the allowed actions for a %s order', async (status, actions) => {
    serve(status);
    open();
    await screen.findByText('김구매 (buyer01)');
    expect(actionNames()).toEqual(actions);
  });

  // the server decides (adminOpenProject); the page must not offer what it would refuse
  const orgWithClass = (status: OrderStatus) => {
    const answer = orgDetail(status, true);
    return { ...answer, order: { ...answer.order, projects: detail(status).order.projects } };
  };
  it.each([
    ['an individual’s', detail, ['approved', 'ready', 'ing']],
    ['an organisation’s', orgWithClass, ['ready', 'ing']],
  ] as const)(
    'offers to open a pending test of %s order only in the statuses the server opens it in',
    async (_who, answer, openable: readonly OrderStatus[]) => {
      for (const status of orderStatuses) {
        serve(status, answer);
        const view = open();
        await screen.findByText('PUTT 초등 · 대기');
        expect(screen.queryByRole('button', { name: '검사 열기' }) !== null, status).toBe(
          openable.includes(status),
        );
        view.unmount();
      }
    },
  );

  it('confirms the deposit with the expected values, warning when the amount differs', async () => {
    serve('pending');
    open();
    fireEvent.click(await screen.findByRole('button', { name: '입금 확인' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('입금액 (원)') as HTMLInputElement;
    expect(amount.value).toBe('160,000');
    expect((within(dialog).getByLabelText('입금자명') as HTMLInputElement).value).toBe('김하늘');
    expect(within(dialog).queryByText(/주문 금액 160,000원과 다릅니다/)).toBeNull();

    fireEvent.change(amount, { target: { value: '150,000' } });
    expect(await within(dialog).findByText(/주문 금액 160,000원과 다릅니다/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '입금 확인하고 승인' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminConfirmDeposit', {
        SK: 'order-1',
        paidDate: seoulToday(),
        paidAmount: 150_000,
        paidDepositName: '김하늘',
      }),
    );
    // the order is read again after the change
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'adminGetOrder')).toHaveLength(2));
  });

  it('asks for a reason before cancelling and sends it', async () => {
    serve('approved');
    open();
    fireEvent.click(await screen.findByRole('button', { name: '주문 취소' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    expect(await within(dialog).findByText('사유를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/사유/), { target: { value: '고객 요청' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '주문 취소' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminCancelOrder', { SK: 'order-1', reason: '고객 요청' }),
    );
  });

  it.each([
    ['pending', false, ['신청 승인', '입금 확인', '세금계산서 기록', '반려', '주문 취소']],
    ['approved', false, ['입금 확인', '세금계산서 기록', '주문 취소']],
    ['approved', true, ['세금계산서 기록', '주문 취소']],
    ['completed', false, ['입금 확인', '세금계산서 기록']],
    ['canceled', false, []],
  ] as const)(
    'offers an organisation’s %s order (paid: %s) its own actions',
    async (status, paid, actions) => {
      serve(status, (s) => orgDetail(s, paid));
      open();
      await screen.findByText('Q-20250301-00007');
      expect(actionNames()).toEqual(actions);
      expect(screen.getByText('합계 660,000원')).toBeTruthy();
      const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
      expect(links).toContain('/documents/orders/order-1/quotation.pdf');
      expect(links.includes('/documents/orders/order-1/statement.pdf')).toBe(paid);
    },
  );

  it('approves an organisation’s application in one click and records its deposit without approving', async () => {
    serve('pending', (s) => orgDetail(s, false));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '신청 승인' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('adminApproveOrder', { SK: 'order-1' }));
    fireEvent.click(screen.getByRole('button', { name: '입금 확인' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/승인과 따로 입금만 기록/)).toBeTruthy();
    expect((within(dialog).getByLabelText('입금액 (원)') as HTMLInputElement).value).toBe('160,000');
  });

  it('records the tax invoice', async () => {
    serve('approved', (s) => orgDetail(s, true));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '세금계산서 기록' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('승인번호'), { target: { value: '20250305-4100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminRecordTaxInvoice', {
        SK: 'order-1',
        number: '20250305-4100',
        issuedOn: seoulToday(),
      }),
    );
  });
});
