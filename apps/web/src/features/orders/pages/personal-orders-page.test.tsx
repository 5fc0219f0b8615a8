import type { TOrderRow } from '@putt/contract/orders';
import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../components/order-test-render';
import PersonalOrdersPage from './personal-orders-page';

const row = (n: number, status: string): TOrderRow => ({
  SK: `sk-${n}`,
  name: `신청 ${n}`,
  type: 'individual',
  status: status as TOrderRow['status'],
  totalPrice: 160000,
  // 2024-01-0n 15:00 UTC is already the next day in Korea
  createdDate: Date.UTC(2024, 0, n, 15),
  is_paid: false,
});

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('personal order list', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('numbers rows from the page and shows status, purchase, stepper and the action', async () => {
    call.mockResolvedValue({
      Items: [row(1, 'pending'), row(2, 'ing'), row(3, 'mystery')],
      page: 2,
      hasNext: true,
    });
    renderAt('/Mypage/Order/Personal?page=2', '/Mypage/Order/Personal', <PersonalOrdersPage />);
    await screen.findByText('신청 1');
    expect(call).toHaveBeenCalledWith(
      'getMyOrders',
      { type: 'individual', page: 2, searchKey: 'title', searchValue: '' },
      expect.anything(),
    );

    const first = within(rowOf('신청 1'));
    expect(first.getByText('11')).toBeTruthy();
    expect(first.getByText('2024-01-02')).toBeTruthy();
    expect(first.getByText('160,000원')).toBeTruthy();
    expect(first.getAllByText('승인 대기')).toHaveLength(2); // status and purchase
    expect(first.getByRole('link', { name: /상세 보기/ }).getAttribute('href')).toBe(
      '/Mypage/Order/Personal/Detail/sk-1',
    );
    expect(first.getByRole('button', { name: /신청 취소/ })).toBeTruthy();
    expect(first.queryByRole('listitem', { current: 'step' })).toBeNull();

    const second = within(rowOf('신청 2'));
    expect(second.getByText('진행 중')).toBeTruthy();
    expect(second.getByText('구매 완료')).toBeTruthy();
    expect(second.getByRole('link', { name: /진행 상황 확인/ })).toBeTruthy();
    expect(second.getByRole('listitem', { current: 'step' }).textContent).toBe('검사 진행');
    expect(second.queryByRole('button', { name: /신청 취소/ })).toBeNull();

    expect(within(rowOf('신청 3')).getAllByText('알수 없음')).toHaveLength(2);

    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('button', { name: '이전' }).hasAttribute('disabled')).toBe(false);
    expect(within(pager).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(false);
    expect(within(pager).getByText('2 페이지')).toBeTruthy();
  });

  it('searches from page 1 and shows the empty text when nothing matches', async () => {
    call.mockResolvedValue({ Items: [], page: 1, hasNext: false });
    renderAt('/Mypage/Order/Personal?page=3', '/Mypage/Order/Personal', <PersonalOrdersPage />);
    expect(await screen.findByText('등록된 검사 신청 없습니다.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: '제목 검색' });
    expect(box.getAttribute('maxlength')).toBe('30');
    fireEvent.change(box, { target: { value: ' PUTT ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'getMyOrders',
        expect.objectContaining({ page: 1, searchValue: 'PUTT' }),
        expect.anything(),
      ),
    );
  });

  it('shows the failure with a retry', async () => {
    call.mockRejectedValueOnce(new ApiError(500, 500, 'boom'));
    call.mockResolvedValue({ Items: [row(1, 'pending')], page: 1, hasNext: false });
    renderAt('/Mypage/Order/Personal', '/Mypage/Order/Personal', <PersonalOrdersPage />);
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('데이터를 불러오는데 실패했습니다.');
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('신청 1')).toBeTruthy();
  });

  it('cancels a pending order only with a reason, and the row turns canceled', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'cancelMyOrder') return { message: 'success' };
      return { Items: [row(1, 'pending')], page: 1, hasNext: false };
    });
    renderAt('/Mypage/Order/Personal', '/Mypage/Order/Personal', <PersonalOrdersPage />);
    await screen.findByText('신청 1');
    fireEvent.click(within(rowOf('신청 1')).getByRole('button', { name: /신청 취소/ }));
    const dialog = await screen.findByRole('dialog', { name: '신청 취소' });
    fireEvent.click(within(dialog).getByRole('button', { name: '신청 취소하기' }));
    expect(await within(dialog).findByText('취소 사유를 입력해주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('cancelMyOrder', expect.anything());

    // the server now answers the row as canceled
    call.mockImplementation(async (name: string) => {
      if (name === 'cancelMyOrder') return { message: 'success' };
      return { Items: [row(1, 'canceled')], page: 1, hasNext: false };
    });
    const reason = within(dialog).getByRole('textbox', { name: /취소 사유/ });
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.change(reason, { target: { value: '일정이 맞지 않음' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '신청 취소하기' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('cancelMyOrder', { SK: 'sk-1', reason: '일정이 맞지 않음' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('신청이 취소되었습니다.'));
    await waitFor(() => expect(within(rowOf('신청 1')).getByText('취소')).toBeTruthy());
    expect(within(rowOf('신청 1')).getByText('구매 취소')).toBeTruthy();
    expect(within(rowOf('신청 1')).queryByRole('button', { name: /신청 취소/ })).toBeNull();
  });

  it('keeps the dialog open and says why when cancelling fails', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'cancelMyOrder') throw new ApiError(500, 500, 'boom');
      return { Items: [row(1, 'pending')], page: 1, hasNext: false };
    });
    renderAt('/Mypage/Order/Personal', '/Mypage/Order/Personal', <PersonalOrdersPage />);
    await screen.findByText('신청 1');
    fireEvent.click(within(rowOf('신청 1')).getByRole('button', { name: /신청 취소/ }));
    const dialog = await screen.findByRole('dialog', { name: '신청 취소' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /취소 사유/ }), {
      target: { value: '사유' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '신청 취소하기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: '신청 취소' })).toBeTruthy();
  });
});
