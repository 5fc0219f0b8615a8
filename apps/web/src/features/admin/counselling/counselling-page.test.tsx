import { ApiError } from '@putt/contract/client';
import type { StaffRole } from '@putt/contract/admin/common';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import CounsellingPage from './counselling-page';
import { counsellors, row, SESSION_ID, sessionOf } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

function serve(
  list: (input: Record<string, unknown>) => unknown = () => ({ items: [row()], total: 1, page: 1 }),
  role: StaffRole = 'operator',
) {
  call.mockImplementation(async (name: string, input: Record<string, unknown>) => {
    if (name === 'adminGetSession') return sessionOf(role);
    if (name === 'adminListCounsellors') return counsellors;
    if (name === 'adminListCounselling') return list(input);
    throw new Error(`unexpected ${name}`);
  });
}

const open = (path = '/Admin/Counselling') =>
  renderAt(path, '/Admin/Counselling', <CounsellingPage />, { admin, admin_counselling: strings });

/** A screen as wide as a desktop's (the week's timetable), or a phone's (its days one under another). */
const screenWide = (matches: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );

const listCalls = () =>
  call.mock.calls.filter(([name]) => name === 'adminListCounselling').map(([, input]) => input);

describe('the counselling list', () => {
  afterEach(() => {
    call.mockReset();
    vi.restoreAllMocks();
  });

  it('lists each session with its time in Korea, the student, the request and the counsellor', async () => {
    serve(() => ({
      items: [
        row(),
        row({
          id: 'session-2',
          status: 'waiting',
          examineeName: '이바다',
          customer: '한빛중학교',
          level: 'M',
          minutes: 90,
          requestedDate: null,
          requestedType: 'online',
          startsAt: null,
          type: null,
          counsellor: null,
        }),
      ],
      total: 2,
      page: 1,
    }));
    open();
    const link = await screen.findByRole('link', { name: '김하늘' });
    expect(link.getAttribute('href')).toBe(`/Admin/Counselling/${SESSION_ID}`);
    const first = within(link.closest('tr')!);
    expect(first.getByText('2026-03-10 14:00')).toBeTruthy();
    expect(first.getByText('김구매')).toBeTruthy();
    expect(first.getByText('초등 · 60분')).toBeTruthy();
    expect(first.getByText('2026-03-10 · 대면')).toBeTruthy();
    expect(first.getByText('예약됨')).toBeTruthy();
    expect(first.getByText('김상담')).toBeTruthy();
    const second = within(screen.getByRole('link', { name: '이바다' }).closest('tr')!);
    expect(second.getByText('미정')).toBeTruthy();
    expect(second.getByText('희망 없음 · 화상')).toBeTruthy();
    expect(second.getByText('예약 대기')).toBeTruthy();
    expect(second.getByText('미배정')).toBeTruthy();
    expect(screen.getByText('모두 2건')).toBeTruthy();
  });

  it('filters by status, counsellor and dates, and searches by name', async () => {
    serve();
    open('/Admin/Counselling?status=booked&counsellor=coach.park&from=20260301&to=20260331&q=%EA%B9%80');
    await screen.findByRole('link', { name: '김하늘' });
    expect(listCalls()[0]).toEqual({
      page: 1,
      q: '김',
      status: 'booked',
      counsellor: 'coach.park',
      from: '20260301',
      to: '20260331',
    });
    const counsellor = (await screen.findByRole('combobox', { name: '상담사' })) as HTMLSelectElement;
    await waitFor(() => expect(within(counsellor).getByRole('option', { name: '박상담' })).toBeTruthy());
    fireEvent.change(counsellor, { target: { value: '' } });
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ counsellor: '', status: 'booked' }));
  });

  it('shows a counsellor no counsellor filter and does not ask for the counsellors', async () => {
    serve(undefined, 'counsellor');
    open();
    await screen.findByRole('link', { name: '김하늘' });
    expect(screen.queryByRole('combobox', { name: '상담사' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '상태' })).toBeTruthy();
    expect(call.mock.calls.some(([name]) => name === 'adminListCounsellors')).toBe(false);
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    serve(() => ({ items: [], total: 0, page: 1 }));
    open();
    expect(await screen.findByText(strings.empty)).toBeTruthy();
    call.mockReset();
    serve(() => {
      throw new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down');
    });
    open();
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('shows a week on a wide screen as a timetable: a row per hour, a column per day, each session in its hour', async () => {
    screenWide(true);
    serve(() => ({
      items: [
        row({ id: 'late', examineeName: '박늦음', startsAt: Date.UTC(2026, 2, 10, 9, 30) }),
        row(),
        row({ id: 'sat', examineeName: '최토요', startsAt: Date.UTC(2026, 2, 14, 0, 0), type: 'online' }),
      ],
      total: 3,
      page: 1,
    }));
    open('/Admin/Counselling?view=week&week=20260311');
    const grid = await screen.findByRole('table');
    const days = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(days).toEqual([
      '시간',
      '월요일 3/9',
      '화요일 3/10',
      '수요일 3/11',
      '목요일 3/12',
      '금요일 3/13',
      '토요일 3/14',
      '일요일 3/15',
    ]);
    // the working day, 09:00 to 21:00, hour by hour
    const hours = within(grid)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(hours).toEqual(
      Array.from({ length: 12 }, (_, index) => `${String(9 + index).padStart(2, '0')}:00`),
    );
    /** The sessions in a day's column at an hour's row. */
    const at = (hour: string, day: string) => {
      const row = within(grid).getByRole('rowheader', { name: hour }).closest('tr')!;
      const cell = row.cells[days.indexOf(day)]!;
      return within(cell)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    };
    expect(at('14:00', '화요일 3/10')).toEqual(['14:00 김하늘']);
    expect(at('18:00', '화요일 3/10')).toEqual(['18:30 박늦음']);
    expect(at('09:00', '토요일 3/14')).toEqual(['09:00 최토요']);
    expect(at('14:00', '수요일 3/11')).toEqual([]);
    // the phone's day-by-day list is not there as well
    expect(screen.queryByRole('region', { name: '화요일 3/10' })).toBeNull();
  });

  it('shows a week on a phone as seven days one under another with each day’s sessions by time, and moves between weeks', async () => {
    screenWide(false);
    serve((input) =>
      input.from === '20260309'
        ? {
            items: [
              row({ id: 'late', examineeName: '박늦음', startsAt: Date.UTC(2026, 2, 10, 9, 30) }),
              row(),
              row({
                id: 'sat',
                examineeName: '최토요',
                startsAt: Date.UTC(2026, 2, 14, 0, 0),
                type: 'online',
              }),
            ],
            total: 3,
            page: 1,
          }
        : { items: [], total: 0, page: 1 },
    );
    open('/Admin/Counselling?view=week&week=20260311');
    const tuesday = await screen.findByRole('region', { name: '화요일 3/10' });
    const links = within(tuesday).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['14:00 김하늘', '18:30 박늦음']);
    expect(links[0]!.getAttribute('href')).toBe(`/Admin/Counselling/${SESSION_ID}`);
    expect(
      within(screen.getByRole('region', { name: '토요일 3/14' })).getByText('09:00 최토요'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '월요일 3/9' })).getByText('상담 없음')).toBeTruthy();
    expect(screen.getByText('2026-03-09 ~ 2026-03-15')).toBeTruthy();
    expect(listCalls()[0]).toMatchObject({ from: '20260309', to: '20260315', page: 1 });
    // no date range and no pager in the week
    expect(screen.queryByLabelText('시작일')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '다음 주' }));
    expect(await screen.findByText('2026-03-16 ~ 2026-03-22')).toBeTruthy();
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ from: '20260316', to: '20260322' }));
    expect(await screen.findByRole('region', { name: '월요일 3/16' })).toBeTruthy();
  });

  it('reads every page of a busy week', async () => {
    const many = (page: number) =>
      Array.from({ length: page === 1 ? 20 : 5 }, (_, index) =>
        row({
          id: `s-${page}-${index}`,
          examineeName: `학생${page}-${index}`,
          startsAt: Date.UTC(2026, 2, 9 + (index % 6), index % 12),
        }),
      );
    serve((input) => ({ items: many(input.page as number), total: 25, page: input.page }));
    open('/Admin/Counselling?view=week&week=20260309');
    expect(await screen.findByText(/학생2-4/)).toBeTruthy();
    expect(listCalls().map((input) => input.page)).toEqual([1, 2]);
  });
});
