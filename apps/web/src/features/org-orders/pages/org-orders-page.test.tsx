import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgRow, renderOrgOrders } from '../components/org-orders-test-render';
import OrgOrdersPage from './org-orders-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = (path = '/Mypage/Order/Org') => renderOrgOrders(path, '/Mypage/Order/Org', <OrgOrdersPage />);
const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);

describe('organisation diagnostic list', () => {
  afterEach(() => call.mockReset());

  it('numbers rows from the page and shows the date, the 4-step progress and the status’s button', async () => {
    call.mockResolvedValue({
      Items: [
        orgRow(1, { status: 'approved' }),
        orgRow(2, { status: 'approvedTempSave' }),
        orgRow(3, { status: 'ready' }),
        orgRow(4, { status: 'ing' }),
        orgRow(5, { status: 'completed' }),
        orgRow(6, { status: 'approved', has_test: false, kind: 'expert' }),
      ],
      page: 2,
      hasNext: false,
    });
    open('/Mypage/Order/Org?page=2');
    await screen.findByText('견적 1');
    expect(call).toHaveBeenCalledWith(
      'getMyOrders',
      { type: 'organisation', page: 2, searchKey: 'title', searchValue: '' },
      expect.anything(),
    );
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['번호', '견적명', '신청일', '진행 단계', '관리']);

    const first = rowOf('견적 1');
    expect(first.getByText('11')).toBeTruthy();
    expect(first.getByText('2024-01-02')).toBeTruthy();
    expect(first.getByText('4단계 중 1단계: 등록 대기')).toBeTruthy();
    expect(first.getByRole('link', { name: /진단 정보 등록/ }).getAttribute('href')).toBe(
      '/Mypage/Order/Org/Project/sk-1',
    );
    expect(
      rowOf('견적 2')
        .getByRole('link', { name: /진단 정보 등록/ })
        .getAttribute('href'),
    ).toBe('/Mypage/Order/Org/Project/sk-2');

    const expected: [string, string, string][] = [
      ['견적 3', '4단계 중 2단계: 시작 대기', '진단 정보 확인'],
      ['견적 4', '4단계 중 3단계: 진행 중', '진행 상황 확인'],
      ['견적 5', '4단계 중 4단계: 완료', '결과 보기'],
    ];
    expected.forEach(([name, progress, action], index) => {
      const row = rowOf(name);
      expect(row.getByText(progress)).toBeTruthy();
      expect(row.getByRole('link', { name: new RegExp(action) }).getAttribute('href')).toBe(
        `/Mypage/Order/Org/Detail/sk-${index + 3}`,
      );
    });

    // an order without tests: no steps, and its button only shows the detail
    const noTest = rowOf('견적 6');
    expect(noTest.getByText('해당 없음')).toBeTruthy();
    expect(noTest.queryByText(/단계 중/)).toBeNull();
    const detail = noTest.getByRole('link', { name: /상세 보기/ });
    expect(detail.getAttribute('href')).toBe('/Mypage/Order/Org/Detail/sk-6');
    expect(detail.textContent).toBe('상세 보기 (견적 6)');

    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('button', { name: '이전' }).hasAttribute('disabled')).toBe(false);
    expect(within(pager).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the spec’s empty text and searches by title from page 1', async () => {
    call.mockResolvedValue({ Items: [], page: 1, hasNext: false });
    open();
    expect(await screen.findByText('등록된 진단신청이 없습니다.')).toBeTruthy();
    const box = screen.getByRole('searchbox', { name: '제목 검색' });
    fireEvent.change(box, { target: { value: ' 초등 ' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() =>
      expect(call).toHaveBeenLastCalledWith(
        'getMyOrders',
        { type: 'organisation', page: 1, searchKey: 'title', searchValue: '초등' },
        expect.anything(),
      ),
    );
  });

  it('shows the spec’s load failure with a retry', async () => {
    call.mockRejectedValueOnce(new ApiError(500, 500, 'boom'));
    call.mockResolvedValue({ Items: [orgRow(1)], page: 1, hasNext: false });
    open();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('견적 목록을 불러오는데 실패했습니다.');
    fireEvent.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('견적 1')).toBeTruthy();
  });
});
