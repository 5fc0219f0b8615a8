import type { TAdminOrderDetail } from '@putt/contract/admin/orders';
import { seoulToday } from '@putt/contract/dates';
import type { OrderStatus } from '@putt/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from '../content/orders/ko.json';
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

const serve = (status: OrderStatus) =>
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetOrder') return detail(status);
    return { message: 'success' };
  });

const open = () =>
  renderAt('/Admin/Orders/order-1', '/Admin/Orders/:SK', <OrderDetailPage />, {
    admin,
    admin_orders: strings,
  });

const actionNames = () =>
  ['입금 확인', '반려', '주문 취소'].filter((name) => screen.queryByRole('button', { name }) !== null);

describe('the order detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the customer, the examinees and the history', async () => {
    serve('pending');
    open();
    expect(await screen.findByText('김구매 (buyer01)')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetOrder', { SK: 'order-1' }, expect.anything());
    expect(screen.getByText('한빛초등학교')).toBeTruthy();
    expect(screen.getByText('고객 buyer01')).toBeTruthy();
    expect(screen.getByText('아직 확인되지 않았습니다.')).toBeTruthy();
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
});
