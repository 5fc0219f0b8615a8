import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import { BookDialog } from './book-dialog';
import { counsellors, detail, SESSION_ID } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the reason's autosizing textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(book: () => unknown = () => ({ message: 'success' })) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminListCounsellors') return counsellors;
    if (name === 'adminBookCounselling') return book();
    throw new Error(`unexpected ${name}`);
  });
}

const waiting = detail({
  status: 'waiting',
  startsAt: null,
  type: null,
  place: '',
  counsellor: null,
  requestedDate: null,
  requestedType: 'online',
  history: [],
});

const open = (session = waiting, onClose = vi.fn()) => {
  renderAt(
    `/Admin/Counselling/${SESSION_ID}`,
    '/Admin/Counselling/:id',
    <BookDialog session={session} onClose={onClose} />,
    {
      admin,
      admin_counselling: strings,
    },
  );
  return onClose;
};

const bookings = () =>
  call.mock.calls.filter(([name]) => name === 'adminBookCounselling').map(([, input]) => input);

describe('the booking dialog', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('starts from the requested type, offers half-hour starts and the counsellors with their course', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('상담 예약: 김하늘')).toBeTruthy();
    expect((dialog.getByRole('radio', { name: '화상' }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole('textbox', { name: /화상 회의 링크/ })).toBeTruthy();
    expect(dialog.queryByRole('textbox', { name: /^장소/ })).toBeNull();
    expect(dialog.queryByRole('textbox', { name: /변경 사유/ })).toBeNull();
    const times = within(dialog.getByRole('combobox', { name: /시작 시간/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(times[1]).toBe('09:00');
    expect(times.at(-1)).toBe('20:00');
    const counsellor = dialog.getByRole('combobox', { name: /상담사/ });
    expect(
      await within(counsellor).findByRole('option', { name: '김상담 (성장 포트폴리오 전문가 과정)' }),
    ).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));
    expect(await dialog.findByText(strings.v.dateInvalid)).toBeTruthy();
    expect(dialog.getByText(strings.v.timeInvalid)).toBeTruthy();
    expect(dialog.getByText(strings.v.counsellorRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.meetingUrlInvalid)).toBeTruthy();
    expect(bookings()).toEqual([]);
  });

  it('shows the server’s refusal on its field and keeps what was typed, then books', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'busy', {
        time: 'admin_counselling:v.counsellorBusy',
      });
    };
    serve(() => answer());
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    const date = dialog.getByLabelText(/^날짜/) as HTMLInputElement;
    const time = dialog.getByRole('combobox', { name: /시작 시간/ }) as HTMLSelectElement;
    const counsellor = dialog.getByRole('combobox', { name: /상담사/ }) as HTMLSelectElement;
    await within(counsellor).findByRole('option', { name: /박상담/ });
    fireEvent.change(date, { target: { value: '2030-03-12' } });
    fireEvent.change(time, { target: { value: '16:30' } });
    fireEvent.change(counsellor, { target: { value: 'coach.park' } });
    const link = dialog.getByRole('textbox', { name: /화상 회의 링크/ });
    fireEvent.change(link, { target: { value: 'https://meet.example.com/x' } });
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));

    // on the field the server names (the time the counsellor is taken)
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getAllByText(strings.v.counsellorBusy)).toHaveLength(2); // the field's and the dialog's
    expect(bookings()[0]).toEqual({
      id: SESSION_ID,
      date: '20300312',
      time: '16:30',
      counsellor: 'coach.park',
      type: 'online',
      place: '',
      meetingUrl: 'https://meet.example.com/x',
      reason: '',
    });
    expect(date.value).toBe('2030-03-12');
    expect(time.value).toBe('16:30');
    expect(counsellor.value).toBe('coach.park');
    expect((link as HTMLInputElement).value).toBe('https://meet.example.com/x');
    expect(onClose).not.toHaveBeenCalled();

    answer = () => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'past', { date: 'admin_counselling:v.pastTime' });
    };
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getAllByText(strings.v.pastTime)).toHaveLength(2);
    expect(dialog.queryByText(strings.v.counsellorBusy)).toBeNull();
    expect(date.value).toBe('2030-03-12');

    answer = () => ({ message: 'success' });
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith(strings.book.done.replace('{{name}}', '김하늘'));
  });

  it('moves a booking with the place and a reason, keeping the place and the link typed while the type changes', async () => {
    serve();
    const onClose = open(detail());
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('예약 변경: 김하늘')).toBeTruthy();
    expect((dialog.getByLabelText(/^날짜/) as HTMLInputElement).value).toBe('2026-03-10');
    expect((dialog.getByRole('combobox', { name: /시작 시간/ }) as HTMLSelectElement).value).toBe('14:00');
    const place = dialog.getByRole('textbox', { name: /^장소/ }) as HTMLInputElement;
    expect(place.value).toBe('대전 본원 2층 상담실');
    fireEvent.click(dialog.getByRole('radio', { name: '화상' }));
    fireEvent.change(await dialog.findByRole('textbox', { name: /화상 회의 링크/ }), {
      target: { value: 'https://meet.example.com/y' },
    });
    fireEvent.click(dialog.getByRole('radio', { name: '대면' }));
    expect((dialog.getByRole('textbox', { name: /^장소/ }) as HTMLInputElement).value).toBe(
      '대전 본원 2층 상담실',
    );
    fireEvent.change(dialog.getByRole('textbox', { name: /변경 사유/ }), {
      target: { value: '학생 시험 일정' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '예약 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bookings()[0]).toEqual({
      id: SESSION_ID,
      date: '20260310',
      time: '14:00',
      counsellor: 'coach.kim',
      type: 'offline',
      place: '대전 본원 2층 상담실',
      meetingUrl: '',
      reason: '학생 시험 일정',
    });
  });
});
