import type { TMyCounselling } from '@putt/contract/counselling';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import MyCounsellingPage from './my-counselling-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const session = (over: Partial<TMyCounselling> = {}): TMyCounselling => ({
  id: 's1',
  orderSK: 'order-1',
  orderName: 'PUTT 초등 검사+상담 패키지',
  examineeName: '김하늘',
  status: 'booked',
  requestedDate: '20260310',
  requestedType: 'online',
  // 05:00 UTC is 14:00 in Korea
  startsAt: Date.UTC(2026, 2, 10, 5, 0),
  minutes: 60,
  type: 'online',
  place: '',
  meetingUrl: 'https://meet.example.com/abc',
  counsellorName: '김상담',
  summary: null,
  history: [
    { at: Date.UTC(2026, 2, 1, 0, 0), status: 'waiting', startsAt: null },
    { at: Date.UTC(2026, 2, 2, 1, 0), status: 'booked', startsAt: Date.UTC(2026, 2, 9, 5, 0) },
    { at: Date.UTC(2026, 2, 3, 1, 0), status: 'booked', startsAt: Date.UTC(2026, 2, 10, 5, 0) },
  ],
  ...over,
});

const open = () =>
  renderAt('/Mypage/Counselling', '/Mypage/Counselling', <MyCounsellingPage />, { counselling: ko });
const card = (name: string) => within(screen.getByRole('region', { name }));

describe('my counselling page', () => {
  afterEach(() => call.mockReset());

  it('shows a booked session with its time in Korea, its counsellor, its link and its changes', async () => {
    call.mockResolvedValue({ items: [session()] });
    open();
    await screen.findByRole('heading', { name: '김하늘' });
    expect(call).toHaveBeenCalledWith('getMyCounselling', {}, expect.anything());
    const booked = card('김하늘');
    expect(booked.getByText('신청: PUTT 초등 검사+상담 패키지')).toBeTruthy();
    expect(booked.getByText('예약 확정')).toBeTruthy();
    expect(booked.getByText('2026-03-10 · 화상')).toBeTruthy();
    expect(booked.getByText('2026-03-10 14:00 (한국 시간)')).toBeTruthy();
    expect(booked.getByText('60분')).toBeTruthy();
    expect(booked.getByText('김상담')).toBeTruthy();
    const link = booked.getByRole('link', { name: /meet\.example\.com/ });
    expect(link.getAttribute('href')).toBe('https://meet.example.com/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    const changes = booked.getAllByRole('listitem').map((item) => item.textContent);
    expect(changes).toEqual([
      '2026-03-01 09:00상담 일정 조율 시작',
      '2026-03-02 10:00예약 확정 (2026-03-09 14:00)',
      '2026-03-03 10:00예약 변경 (2026-03-10 14:00)',
    ]);
  });

  it('tells two sessions of one child apart: each numbered from the first, with its time or its request', async () => {
    call.mockResolvedValue({
      // newest first, as the server answers
      items: [
        session({ id: 'second', status: 'waiting', startsAt: null, type: null, counsellorName: null }),
        session({ id: 'first', type: 'offline' }),
        session({ id: 'other', examineeName: '이바다' }),
      ],
    });
    open();
    await screen.findByRole('heading', { name: '김하늘 · 상담 1' });
    // every card's landmark has a name of its own
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    const labels = names.map((id) => document.getElementById(id!)?.textContent);
    expect(labels).toEqual(['김하늘 · 상담 2', '김하늘 · 상담 1', '이바다']);
    expect(card('김하늘 · 상담 1').getByText('2026-03-10 14:00 · 대면 · 김상담')).toBeTruthy();
    expect(card('김하늘 · 상담 2').getByText('희망 일정: 2026-03-10 · 화상')).toBeTruthy();
  });

  it('shows a session being scheduled, an in-person place and a missed session', async () => {
    call.mockResolvedValue({
      items: [
        session({
          id: 'a',
          examineeName: '이바다',
          status: 'waiting',
          startsAt: null,
          type: null,
          counsellorName: null,
          history: [],
        }),
        session({
          id: 'b',
          examineeName: '박산',
          type: 'offline',
          place: '대전 본원 2층 상담실',
          meetingUrl: '',
        }),
        session({ id: 'c', examineeName: '최별', status: 'noShow' }),
      ],
    });
    open();
    const waiting = within(await screen.findByRole('region', { name: '이바다' }));
    expect(waiting.getByText('상담 일정 조율 중')).toBeTruthy();
    expect(waiting.getByText(ko.waitingNote)).toBeTruthy();
    expect(waiting.queryByText(/한국 시간\)/)).toBeNull();
    expect(card('박산').getByText('대전 본원 2층 상담실')).toBeTruthy();
    expect(card('박산').queryByRole('link')).toBeNull();
    const missed = card('최별');
    expect(missed.getByText('불참')).toBeTruthy();
    expect(missed.getByText(ko.noShowNote)).toBeTruthy();
    // a missed session's link is no longer offered
    expect(missed.queryByRole('link')).toBeNull();
  });

  it('shows the counsellor’s summary as plain text with its line breaks', async () => {
    call.mockResolvedValue({
      items: [session({ status: 'done', summary: '첫 줄\n<img src=x onerror=alert(1)>\n셋째 줄' })],
    });
    open();
    const summary = await screen.findByText(
      (_, element) => element?.textContent === '첫 줄\n<img src=x onerror=alert(1)>\n셋째 줄',
    );
    expect(summary.style.whiteSpace).toBe('pre-wrap');
    expect(document.querySelector('img')).toBeNull();
    expect(card('김하늘').getByText('상담 완료')).toBeTruthy();
    expect(card('김하늘').getByRole('heading', { name: '상담 요약' })).toBeTruthy();
  });

  it('says when there is no session yet', async () => {
    call.mockResolvedValue({ items: [] });
    open();
    expect(await screen.findByText(ko.empty)).toBeTruthy();
  });

  it('says when the sessions cannot be read, and tries again', async () => {
    call.mockRejectedValueOnce(new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down'));
    call.mockResolvedValue({ items: [session()] });
    open();
    expect(await screen.findByText(ko.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '김하늘' })).toBeTruthy());
  });
});
