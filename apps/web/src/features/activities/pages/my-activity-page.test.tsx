import type { TMyActivityRun } from '@putt/contract/activity-runs';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import MyActivityPage from './my-activity-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const run = (over: Partial<TMyActivityRun> = {}): TMyActivityRun => ({
  id: 'r1',
  orderSK: 'order#1',
  orderName: '2026 진로 Activity 신청',
  productType: 'activity_putt_m',
  productName: 'PUTT 탐색 활동 (중등)',
  persons: 24,
  status: 'confirmed',
  place: '본교 시청각실',
  instructorName: '이강사',
  teamSize: 4,
  notes: '필기구를 준비해 주세요.\n<img src=x onerror=alert(1)>',
  meetings: [
    { date: '20261203', time: '10:00', hours: 2 },
    { date: '20261204', time: '13:30', hours: 3 },
  ],
  // 01:00 UTC is 10:00 in Korea
  confirmedAt: Date.UTC(2026, 10, 20, 1, 0),
  deliveredAt: null,
  ...over,
});

const open = () => renderAt('/Mypage/Activity', '/Mypage/Activity', <MyActivityPage />, { activities: ko });
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('my Activity page', () => {
  afterEach(() => call.mockReset());

  it('shows a confirmed run with its meetings, place, instructor, team size and notes', async () => {
    call.mockResolvedValue({ items: [run()] });
    open();
    await screen.findByRole('heading', { name: 'PUTT 탐색 활동 (중등)' });
    expect(call).toHaveBeenCalledWith('getMyActivityRuns', {}, expect.anything());
    expect(screen.getByText(ko.intro)).toBeTruthy();
    const confirmed = card('PUTT 탐색 활동 (중등)');
    const order = confirmed.getByRole('link', { name: '2026 진로 Activity 신청' });
    expect(order.getAttribute('href')).toBe('/Mypage/Order/Org/Detail/order%231');
    expect(confirmed.getByText('확정')).toBeTruthy();
    expect(confirmed.getByText('24명')).toBeTruthy();
    const meetings = confirmed.getAllByRole('listitem').map((item) => item.textContent);
    expect(meetings).toEqual(['2026-12-03 (목) 10:00부터 2시간', '2026-12-04 (금) 13:30부터 3시간']);
    expect(confirmed.getByText('본교 시청각실')).toBeTruthy();
    expect(confirmed.getByText('이강사')).toBeTruthy();
    expect(confirmed.getByText('팀당 4명')).toBeTruthy();
    expect(confirmed.getByText('2026-11-20')).toBeTruthy();
    expect(confirmed.queryByText(ko.deliveredAt)).toBeNull();
    expect(confirmed.getByRole('heading', { name: ko.notes })).toBeTruthy();
    // staff's notes as plain text with their line breaks
    const notes = confirmed.getByText(
      (_, element) => element?.textContent === '필기구를 준비해 주세요.\n<img src=x onerror=alert(1)>',
    );
    expect(notes.style.whiteSpace).toBe('pre-wrap');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows when a delivered run was held', async () => {
    call.mockResolvedValue({
      items: [run({ status: 'delivered', deliveredAt: Date.UTC(2026, 11, 4, 9, 0) })],
    });
    open();
    const delivered = within(await screen.findByRole('region', { name: 'PUTT 탐색 활동 (중등)' }));
    expect(delivered.getByText('운영 완료')).toBeTruthy();
    expect(delivered.getByText(ko.deliveredAt)).toBeTruthy();
    expect(delivered.getByText('2026-12-04')).toBeTruthy();
    expect(delivered.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a run being planned without its half-made plan, and a cancelled run', async () => {
    call.mockResolvedValue({
      items: [
        run({ id: 'a', productName: '창업 탐색 활동', status: 'planning' }),
        run({ id: 'b', productName: '디자인 사고 활동', status: 'canceled', persons: 30 }),
      ],
    });
    open();
    const planning = within(await screen.findByRole('region', { name: '창업 탐색 활동' }));
    expect(planning.getByText('계획 중')).toBeTruthy();
    expect(planning.getByText(ko.planningNote)).toBeTruthy();
    expect(planning.getByText('24명')).toBeTruthy();
    expect(planning.getByRole('link', { name: '2026 진로 Activity 신청' })).toBeTruthy();
    expect(planning.queryByRole('listitem')).toBeNull();
    expect(planning.queryByText('본교 시청각실')).toBeNull();
    expect(planning.queryByText('이강사')).toBeNull();
    expect(planning.queryByText('팀당 4명')).toBeNull();
    expect(planning.queryByText(/필기구/)).toBeNull();
    expect(planning.queryByText(ko.confirmedAt)).toBeNull();
    const canceled = card('디자인 사고 활동');
    expect(canceled.getByText('취소')).toBeTruthy();
    expect(canceled.getByText(ko.canceledNote)).toBeTruthy();
    expect(canceled.getByText('30명')).toBeTruthy();
    expect(canceled.queryByRole('listitem')).toBeNull();
  });

  it('says when the organisation has no Activity programme', async () => {
    call.mockResolvedValue({ items: [] });
    open();
    expect(await screen.findByText('신청하신 Activity 프로그램이 없습니다.')).toBeTruthy();
  });

  it('says when the runs cannot be read, and tries again', async () => {
    call.mockRejectedValueOnce(new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down'));
    call.mockResolvedValue({ items: [run()] });
    open();
    expect(await screen.findByText(ko.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'PUTT 탐색 활동 (중등)' })).toBeTruthy());
  });
});
