import { ApiError } from '@putt/contract/client';
import type { TAdminCounsellingDetail } from '@putt/contract/admin/counselling';
import type { StaffRole } from '@putt/contract/admin/common';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import CounsellingDetailPage from './counselling-detail-page';
import { counsellors, detail, SESSION_ID, sessionOf } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the dialogs' autosizing textareas listen to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(
  session: TAdminCounsellingDetail | (() => never),
  role: StaffRole = 'operator',
  staffId?: string,
) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetSession') return sessionOf(role, staffId);
    if (name === 'adminListCounsellors') return counsellors;
    if (name === 'adminGetCounselling') return typeof session === 'function' ? session() : session;
    return { message: 'success' };
  });
}

const open = () =>
  renderAt(`/Admin/Counselling/${SESSION_ID}`, '/Admin/Counselling/:id', <CounsellingDetailPage />, {
    admin,
    admin_counselling: strings,
  });

const actionNames = () =>
  ['예약', '예약 변경', '결과 기록'].filter((name) => screen.queryByRole('button', { name }) !== null);

describe('the counselling detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the student, the customer, the booking, the reports and the history', async () => {
    serve(detail());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '상담 상세: 김하늘' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetCounselling', { id: SESSION_ID }, expect.anything());
    expect(screen.getByText('2015-05-05')).toBeTruthy();
    expect(screen.getByText('여')).toBeTruthy();
    expect(screen.getByText('한빛초등학교')).toBeTruthy();
    expect(screen.getByText('parent@example.com')).toBeTruthy();
    expect(screen.getByText('김보호 (부, 010-1234-5678)')).toBeTruthy();
    expect(screen.getByText('대전 본원 2층 상담실')).toBeTruthy();
    expect(screen.getAllByText('2026-03-10 14:00').length).toBeGreaterThan(0);
    const report = screen.getByRole('link', { name: /PUTT 다재능검사 \(초등\) 보고서/ });
    expect(report.getAttribute('href')).toBe(`/admin/counselling/${SESSION_ID}/reports/report-1`);
    expect(report.getAttribute('target')).toBe('_blank');
    const history = within(screen.getByRole('region', { name: '변경 기록' }));
    expect(history.getByText('op.lee')).toBeTruthy();
    expect(history.getByText('자동')).toBeTruthy();
    expect(screen.getByText(strings.detail.notRecorded)).toBeTruthy();
  });

  it('gives an online session’s link as a link', async () => {
    serve(detail({ type: 'online', place: '', meetingUrl: 'https://meet.example.com/abc' }));
    open();
    const link = await screen.findByRole('link', { name: 'https://meet.example.com/abc' });
    expect(link.getAttribute('href')).toBe('https://meet.example.com/abc');
  });

  it.each([
    ['waiting', ['예약']],
    ['booked', ['예약 변경', '결과 기록']],
    ['noShow', ['예약']],
    ['done', []],
  ] as const)('offers an operator a %s session’s own actions', async (status, actions) => {
    serve(detail({ status }));
    open();
    await screen.findByText('한빛초등학교');
    expect(actionNames()).toEqual(actions);
  });

  it('offers the assigned counsellor a move (to themselves only) and the record, and another counsellor nothing', async () => {
    serve(detail(), 'counsellor', 'coach.kim');
    const first = open();
    await screen.findByText('한빛초등학교');
    expect(actionNames()).toEqual(['예약 변경', '결과 기록']);
    fireEvent.click(screen.getByRole('button', { name: '예약 변경' }));
    const book = within(await screen.findByRole('dialog'));
    // the counsellor list is the operators': the counsellor chooses only themselves
    const options = within(book.getByLabelText(/^상담사/)).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['', 'coach.kim']);
    expect(call.mock.calls.some(([name]) => name === 'adminListCounsellors')).toBe(false);
    first.unmount();

    call.mockReset();
    serve(detail(), 'counsellor', 'coach.park');
    open();
    await screen.findByText('한빛초등학교');
    expect(actionNames()).toEqual([]);
  });

  it('offers the record only once the booked time has come, and says when', async () => {
    const startsAt = Date.UTC(2099, 0, 5, 6, 0);
    serve(detail({ startsAt }), 'counsellor', 'coach.kim');
    open();
    await screen.findByText('한빛초등학교');
    expect(actionNames()).toEqual(['예약 변경']);
    expect(screen.getByText('상담 시작 시각(2099-01-05 15:00)이 지나면 기록할 수 있습니다.')).toBeTruthy();
  });

  it('shows the notes and the summary as text once done', async () => {
    serve(
      detail({
        status: 'done',
        notes: { goalStrategy: '목표\n둘째 줄', actionPlan: '<b>계획</b>', experienceBoard: '보드' },
        summary: '요약입니다.',
      }),
    );
    open();
    // the line break is kept (pre-wrap), the text is never read as HTML
    const goal = await screen.findByText((_, element) => element?.textContent === '목표\n둘째 줄');
    expect(goal.style.whiteSpace).toBe('pre-wrap');
    expect(screen.getByText('<b>계획</b>')).toBeTruthy();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('요약입니다.')).toBeTruthy();
  });

  it('says when the session cannot be read, with a retry', async () => {
    serve(() => {
      throw new ApiError(404, ErrorCode.NOT_FOUND, 'gone');
    });
    open();
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '상담 상세' })).toBeTruthy();
  });

  it('opens the booking and the record dialogs', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '예약 변경' }));
    const book = within(await screen.findByRole('dialog'));
    expect(book.getByText('예약 변경: 김하늘')).toBeTruthy();
    fireEvent.click(book.getByRole('button', { name: '취소' }));
    fireEvent.click(screen.getByRole('button', { name: '결과 기록' }));
    expect(within(await screen.findByRole('dialog')).getByText('상담 결과 기록: 김하늘')).toBeTruthy();
  });

  it('reads the session again after a booking and says it was booked', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '예약 변경' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminBookCounselling', expect.objectContaining({ id: SESSION_ID })),
    );
    await waitFor(() =>
      expect(call.mock.calls.filter(([name]) => name === 'adminGetCounselling')).toHaveLength(2),
    );
    expect(toast.success).toHaveBeenCalledWith(strings.book.done.replace('{{name}}', '김하늘'));
  });
});
