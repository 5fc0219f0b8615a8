import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgDetail, orgRow, renderOrgOrders } from '../components/org-orders-test-render';
import OrgPurchaseListPage from './org-purchase-list-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = () =>
  renderOrgOrders(
    '/Mypage/Order/Org/PurchaseList',
    '/Mypage/Order/Org/PurchaseList',
    <OrgPurchaseListPage />,
  );

describe('organisation purchase list', () => {
  afterEach(() => call.mockReset());

  it('shows total, status, paid or not and date, and the purchase information dialog', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'getOrder')
        return { Item: orgDetail({ SK: 'sk-2', is_paid: true, paid_date: '20240120' }) };
      return {
        Items: [orgRow(1, { is_paid: false }), orgRow(2, { status: 'ing', is_paid: true })],
        page: 1,
        hasNext: false,
      };
    });
    open();
    await screen.findByText('견적 1');
    expect(call).toHaveBeenCalledWith(
      'getMyOrders',
      { type: 'organisation', page: 1, searchKey: 'title', searchValue: '' },
      expect.anything(),
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['번호', '견적명', '총 금액', '상태', '결제 여부', '신청일', '관리']);
    const unpaid = screen.getByRole('rowheader', { name: '견적 1' }).closest('tr')!;
    expect([...unpaid.cells].map((cell) => cell.textContent)).toEqual([
      '1',
      '견적 1',
      '1,250,000원',
      '승인 완료',
      '미결제',
      '2024-01-02',
      '상세 보기 (견적 1)',
    ]);
    const paid = within(screen.getByRole('rowheader', { name: '견적 2' }).closest('tr')!);
    expect(paid.getByText('결제 완료')).toBeTruthy();
    expect(paid.getByText('진행 중')).toBeTruthy();

    fireEvent.click(paid.getByRole('button', { name: /상세 보기/ }));
    const dialog = await screen.findByRole('dialog', { name: '구매 정보' });
    expect(await within(dialog).findByText('결제 완료 (2024-01-20)')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getOrder', { SK: 'sk-2' }, expect.anything());
  });

  it('shows the spec’s empty text', async () => {
    call.mockResolvedValue({ Items: [], page: 1, hasNext: false });
    open();
    expect(await screen.findByText('구매 이력이 없습니다.')).toBeTruthy();
  });

  it('shows the spec’s load failure with a retry', async () => {
    call.mockRejectedValue(new ApiError(500, 500, 'boom'));
    open();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('견적 목록을 불러오는데 실패했습니다.');
    expect(within(failure).getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
