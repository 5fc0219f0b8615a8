import type { TAdminActivityDetail } from '@putt/contract/admin/activity-runs';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import { PlanDialog } from './plan-dialog';
import { detail, instructors, RUN_ID, unplanned } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the notes' autosizing textarea listens to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(
  plan: () => unknown = () => ({ message: 'success' }),
  list: () => unknown = () => instructors,
) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminListCounsellors') return list();
    if (name === 'adminPlanActivityRun') return plan();
    throw new Error(`unexpected ${name}`);
  });
}

const open = (run: TAdminActivityDetail, onClose = vi.fn()) => {
  renderAt(
    `/Admin/Activities/${RUN_ID}`,
    '/Admin/Activities/:id',
    <PlanDialog run={run} onClose={onClose} />,
    { admin, admin_activities: strings },
  );
  return onClose;
};

const plans = () =>
  call.mock.calls.filter(([name]) => name === 'adminPlanActivityRun').map(([, input]) => input);
const meeting = (number: number) => within(screen.getByRole('group', { name: `${number}회차` }));
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('the plan dialog', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('checks the fields before sending', async () => {
    serve();
    open(unplanned({ teamSizes: null }));
    const dialog = within(await screen.findByRole('dialog'));
    // no rule and no plan: nothing typed for the team size yet
    expect(value(dialog.getByRole('textbox', { name: /^팀 인원/ }))).toBe('');
    expect(
      dialog.getByText('이 프로그램에는 정해진 팀 인원이 없습니다. 팀당 1명에서 10명 사이로 정해 주세요.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '계획 저장' }));
    expect(await dialog.findByText(strings.v.placeRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.instructorRequired)).toBeTruthy();
    expect(dialog.getByText(strings.v.teamSizeRange)).toBeTruthy();
    expect(dialog.getByText(strings.v.dateInvalid)).toBeTruthy();
    expect(plans()).toEqual([]);
  });

  it('plans a new run: the rule’s least team size, yyyymmdd meetings, the instructor; a server refusal keeps what was typed', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'team size', {
        teamSize: 'admin_activities:v.teamSizeNotAllowed',
        'meetings.1.date': 'admin_activities:v.meetingPast',
      });
    };
    serve(() => answer());
    const onClose = open(unplanned({ teamSizes: [1, 4] }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('운영 계획: PUTT 재능 탐색 활동 (중등)')).toBeTruthy();
    expect(dialog.queryByText(strings.plan.confirmedNotice)).toBeNull();
    const teamSize = dialog.getByRole('textbox', { name: /^팀 인원/ });
    expect(value(teamSize)).toBe('1명');
    expect(dialog.getByText('이 프로그램은 팀당 1~4명입니다.')).toBeTruthy();
    expect(dialog.getByText(/이 프로그램은 1인당 4시간입니다\./)).toBeTruthy();

    const instructor = dialog.getByRole('combobox', { name: /^강사/ });
    expect(await within(instructor).findByRole('option', { name: '박강사 (심화 과정)' })).toBeTruthy();
    expect(within(instructor).getByRole('option', { name: '김상담 (입문 과정)' })).toBeTruthy();
    fireEvent.change(instructor, { target: { value: 'coach.park' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^장소/ }), {
      target: { value: '한빛중학교 과학실' },
    });
    fireEvent.change(teamSize, { target: { value: '3' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^기관 안내 사항/ }), {
      target: { value: '필기구를 준비해 주세요.' },
    });

    // a new meeting starts at the programme's hours
    expect(value(meeting(1).getByRole('textbox', { name: /^시간/ }))).toBe('4시간');
    fireEvent.change(meeting(1).getByLabelText(/^날짜/), { target: { value: '2099-03-12' } });
    fireEvent.change(meeting(1).getByRole('textbox', { name: /^시간/ }), { target: { value: '2' } });
    fireEvent.change(meeting(1).getByRole('combobox', { name: /시작 시간/ }), { target: { value: '09:00' } });
    fireEvent.click(dialog.getByRole('button', { name: '회차 추가' }));
    // the next one takes the last one's start and hours
    expect(value(meeting(2).getByRole('combobox', { name: /시작 시간/ }))).toBe('09:00');
    expect(value(meeting(2).getByRole('textbox', { name: /^시간/ }))).toBe('2시간');
    fireEvent.change(meeting(2).getByLabelText(/^날짜/), { target: { value: '2099-03-19' } });
    fireEvent.change(meeting(2).getByRole('combobox', { name: /시작 시간/ }), { target: { value: '13:30' } });
    expect(dialog.getByText('합계 4시간')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '계획 저장' }));

    // on the field and in the dialog's alert
    await waitFor(() => expect(dialog.getAllByText(strings.v.teamSizeNotAllowed)).toHaveLength(2));
    expect(plans()[0]).toEqual({
      id: RUN_ID,
      place: '한빛중학교 과학실',
      instructor: 'coach.park',
      teamSize: 3,
      notes: '필기구를 준비해 주세요.',
      meetings: [
        { date: '20990312', time: '09:00', hours: 2 },
        { date: '20990319', time: '13:30', hours: 2 },
      ],
    });
    expect(teamSize.getAttribute('aria-invalid')).toBe('true');
    expect(value(teamSize)).toBe('3명');
    const secondDate = meeting(2).getByLabelText(/^날짜/);
    expect(secondDate.getAttribute('aria-invalid')).toBe('true');
    expect(meeting(2).getByText(strings.v.meetingPast)).toBeTruthy();
    expect(value(secondDate)).toBe('2099-03-19');
    expect(value(meeting(2).getByRole('combobox', { name: /시작 시간/ }))).toBe('13:30');
    expect(value(dialog.getByRole('textbox', { name: /^장소/ }))).toBe('한빛중학교 과학실');
    expect(value(instructor)).toBe('coach.park');
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ({ message: 'success' });
    fireEvent.change(teamSize, { target: { value: '4' } });
    fireEvent.click(dialog.getByRole('button', { name: '계획 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(plans()[1]).toMatchObject({ teamSize: 4 });
    expect(toast.success).toHaveBeenCalledWith('PUTT 재능 탐색 활동 (중등) 운영 계획을 저장했습니다.');
  });

  it('shows the server’s message on the whole list of meetings', async () => {
    serve(() => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'order', {
        meetings: 'admin_activities:v.meetingsOrder',
      });
    });
    open(detail());
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '계획 저장' }));
    await waitFor(() => expect(dialog.getAllByText(strings.v.meetingsOrder)).toHaveLength(2));
    expect(dialog.getAllByRole('group', { name: /회차$/ })).toHaveLength(2);
  });

  it('changes a confirmed plan, saying it returns to planning, and sends it whole', async () => {
    serve();
    const onClose = open(detail({ status: 'confirmed', confirmedAt: Date.UTC(2099, 1, 1, 1) }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(strings.plan.confirmedNotice)).toBeTruthy();
    expect(dialog.getByText('이 프로그램은 팀당 4명입니다.')).toBeTruthy();
    expect(value(dialog.getByRole('textbox', { name: /^팀 인원/ }))).toBe('4명');
    expect(value(dialog.getByRole('combobox', { name: /^강사/ }))).toBe('coach.kim');
    fireEvent.click(dialog.getByRole('button', { name: '1회차 삭제' }));
    fireEvent.click(dialog.getByRole('button', { name: '계획 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(plans()).toEqual([
      {
        id: RUN_ID,
        place: '한빛중학교 강당',
        instructor: 'coach.kim',
        teamSize: 4,
        notes: '실내화를 준비해 주세요.',
        meetings: [{ date: '20990319', time: '13:30', hours: 2 }],
      },
    ]);
  });

  it('removes a meeting by its named button, never the last one', async () => {
    serve();
    open(unplanned());
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('button', { name: '1회차 삭제' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: '회차 추가' }));
    fireEvent.click(dialog.getByRole('button', { name: '1회차 삭제' }));
    expect(dialog.queryByRole('group', { name: '2회차' })).toBeNull();
  });

  it('keeps the planned instructor choosable when the list fails, and says so', async () => {
    serve(undefined, () => {
      throw new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down');
    });
    open(detail({ instructor: 'coach.lee', instructorName: '이강사' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(strings.plan.instructorsFailed)).toBeTruthy();
    const instructor = dialog.getByRole('combobox', { name: /^강사/ });
    expect(within(instructor).getByRole('option', { name: '이강사' })).toBeTruthy();
    expect(value(instructor)).toBe('coach.lee');
  });
});
