import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgDetail, orgRow, renderOrgOrders } from '../components/org-orders-test-render';
import OrgRequestListPage from './org-request-list-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = () =>
  renderOrgOrders('/Mypage/Order/Org/RequestList', '/Mypage/Order/Org/RequestList', <OrgRequestListPage />);

describe('organisation application list', () => {
  afterEach(() => call.mockReset());

  it('lists every application with date, total and status, and opens one in the detail dialog', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'getOrder') return { Item: orgDetail({ status: 'pending', quotation_no: 'Q-2024-0001' }) };
      return {
        Items: [orgRow(1, { status: 'pending' }), orgRow(2, { status: 'rejected' })],
        page: 1,
        hasNext: false,
      };
    });
    open();
    await screen.findByText('견적 1');
    expect(call).toHaveBeenCalledWith(
      'getMyOrders',
      { type: 'organisation', subType: 'quotation', page: 1, searchKey: 'title', searchValue: '' },
      expect.anything(),
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['번호', '견적명', '신청일', '총 금액', '상태', '관리']);
    const first = within(screen.getByRole('rowheader', { name: '견적 1' }).closest('tr')!);
    expect(first.getByText('2024-01-02')).toBeTruthy();
    expect(first.getByText('1,250,000원')).toBeTruthy();
    expect(first.getByText('승인 대기')).toBeTruthy();
    const second = within(screen.getByRole('rowheader', { name: '견적 2' }).closest('tr')!);
    expect(second.getByText('반려')).toBeTruthy();

    fireEvent.click(first.getByRole('button', { name: /상세 보기/ }));
    const dialog = await screen.findByRole('dialog', { name: '견적 상세' });
    expect(await within(dialog).findByText('Q-2024-0001')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('getOrder', { SK: 'sk-1' }, expect.anything());
    expect(within(dialog).getByRole('rowheader', { name: 'PUTT 초등' })).toBeTruthy();
    expect(within(dialog).getByText('아직 발행된 세금계산서가 없습니다.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '견적서 PDF' }).getAttribute('href')).toBe(
      '/documents/orders/sk-1/quotation.pdf',
    );
  });

  it('shows the spec’s empty text', async () => {
    call.mockResolvedValue({ Items: [], page: 1, hasNext: false });
    open();
    expect(await screen.findByText('등록된 견적이 없습니다.')).toBeTruthy();
  });

  it('shows the spec’s load failure with a retry', async () => {
    call.mockRejectedValue(new ApiError(500, 500, 'boom'));
    open();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('견적 목록을 불러오는데 실패했습니다.');
    expect(within(failure).getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
