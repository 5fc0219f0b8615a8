import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import { CohortDialog } from './cohort-dialog';
import { COHORT_ID, detail } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

function serve(save: () => unknown = () => ({ id: COHORT_ID })) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminSaveCohort') return save();
    throw new Error(`unexpected ${name}`);
  });
}

const open = (cohort?: ReturnType<typeof detail>, onClose = vi.fn()) => {
  renderAt('/Admin/Courses', '/Admin/Courses', <CohortDialog cohort={cohort} onClose={onClose} />, {
    admin,
    admin_courses: strings,
  });
  return onClose;
};

const saves = () => call.mock.calls.filter(([name]) => name === 'adminSaveCohort').map(([, input]) => input);
const meeting = (number: number) => within(screen.getByRole('group', { name: `${number}회차` }));

describe('the cohort dialog', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('checks the fields before sending', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '기수 열기' }));
    expect(await dialog.findByText(strings.v.courseRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.nameRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.placeRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.dateInvalid)).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it('sends the meetings as yyyymmdd, keeps what was typed when the server refuses them, then saves', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'order', {
        meetings: 'admin_courses:v.meetingsOrder',
        'meetings.1.date': 'admin_courses:v.meetingPast',
      });
    };
    serve(() => answer());
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('합계 5시간')).toBeTruthy();
    fireEvent.change(dialog.getByRole('combobox', { name: /^과정/ }), { target: { value: 'beginner' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^기수 이름/ }), {
      target: { value: '2030년 1기' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: /^장소/ }), { target: { value: '대전 본원' } });
    expect(dialog.getByText('합계 5시간 / 과정 15시간')).toBeTruthy();

    fireEvent.change(meeting(1).getByLabelText(/^날짜/), { target: { value: '2030-03-12' } });
    fireEvent.change(meeting(1).getByRole('textbox', { name: /^시간/ }), { target: { value: '8' } });
    fireEvent.click(dialog.getByRole('button', { name: '회차 추가' }));
    // the new meeting takes what is left of the course's hours
    expect((meeting(2).getByRole('textbox', { name: /^시간/ }) as HTMLInputElement).value).toBe('7시간');
    fireEvent.change(meeting(2).getByLabelText(/^날짜/), { target: { value: '2030-03-19' } });
    fireEvent.change(meeting(2).getByRole('combobox', { name: /시작 시간/ }), { target: { value: '13:30' } });
    expect(dialog.getByText('합계 15시간 / 과정 15시간')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '기수 열기' }));

    // above the meetings and in the dialog's alert
    await waitFor(() => expect(dialog.getAllByText(strings.v.meetingsOrder)).toHaveLength(2));
    expect(saves()[0]).toEqual({
      course: 'beginner',
      name: '2030년 1기',
      place: '대전 본원',
      seats: 16,
      meetings: [
        { date: '20300312', time: '10:00', hours: 8 },
        { date: '20300319', time: '13:30', hours: 7 },
      ],
    });
    const secondDate = meeting(2).getByLabelText(/^날짜/) as HTMLInputElement;
    expect(secondDate.getAttribute('aria-invalid')).toBe('true');
    expect(meeting(2).getByText(strings.v.meetingPast)).toBeTruthy();
    expect(secondDate.value).toBe('2030-03-19');
    expect((meeting(1).getByLabelText(/^날짜/) as HTMLInputElement).value).toBe('2030-03-12');
    expect((meeting(2).getByRole('combobox', { name: /시작 시간/ }) as HTMLSelectElement).value).toBe(
      '13:30',
    );
    expect((dialog.getByRole('textbox', { name: /^기수 이름/ }) as HTMLInputElement).value).toBe(
      '2030년 1기',
    );
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ({ id: COHORT_ID });
    fireEvent.click(dialog.getByRole('button', { name: '기수 열기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('2030년 1기 기수를 열었습니다.');
  });

  it('removes a meeting by its named button, never the last one', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('button', { name: '1회차 삭제' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: '회차 추가' }));
    fireEvent.click(dialog.getByRole('button', { name: '1회차 삭제' }));
    expect(dialog.queryByRole('group', { name: '2회차' })).toBeNull();
  });

  it('lets the course change while no enrolment holds a seat', async () => {
    serve();
    open(detail({ held: 0, waiting: 0, enrolments: [] }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('combobox', { name: /^과정/ }) as HTMLSelectElement).disabled).toBe(false);
    expect(dialog.queryByText(strings.cohort.courseLockedHint)).toBeNull();
  });

  it('edits a cohort with enrolments: the course fixed, the id and every meeting sent', async () => {
    serve();
    const onClose = open(detail());
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('기수 수정: 2027년 1기')).toBeTruthy();
    const course = dialog.getByRole('combobox', { name: /^과정/ }) as HTMLSelectElement;
    expect(course.disabled).toBe(true);
    expect(dialog.getByText(strings.cohort.courseLockedHint)).toBeTruthy();
    expect(dialog.getByText('합계 30시간 / 과정 30시간')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /^정원/ }), { target: { value: '20' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves()[0]).toEqual({
      id: COHORT_ID,
      course: 'advanced',
      name: '2027년 1기',
      place: '대전 본원 3층 강의실',
      seats: 20,
      meetings: [
        { date: '20200109', time: '10:00', hours: 8 },
        { date: '20200110', time: '09:30', hours: 7 },
        { date: '20990205', time: '10:00', hours: 8 },
        { date: '20990206', time: '09:30', hours: 7 },
      ],
    });
    expect(toast.success).toHaveBeenCalledWith('2027년 1기 기수를 저장했습니다.');
  });
});
