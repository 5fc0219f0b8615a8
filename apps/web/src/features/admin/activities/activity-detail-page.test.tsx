import type { TAdminActivityDetail } from '@putt/contract/admin/activity-runs';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import ActivityDetailPage from './activity-detail-page';
import { detail, instructors, RUN_ID, unplanned } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the plan's autosizing notes listen to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(
  run: TAdminActivityDetail | (() => never),
  answer: (name: string) => unknown = () => ({ message: 'success' }),
) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetActivityRun') return typeof run === 'function' ? run() : run;
    if (name === 'adminListCounsellors') return instructors;
    return answer(name);
  });
}

const open = () =>
  renderAt(`/Admin/Activities/${RUN_ID}`, '/Admin/Activities/:id', <ActivityDetailPage />, {
    admin,
    admin_activities: strings,
  });

const callsOf = (operation: string) =>
  call.mock.calls.filter(([name]) => name === operation).map(([, input]) => input);
const reads = () => callsOf('adminGetActivityRun').length;
const button = (name: string) => screen.queryByRole('button', { name });

describe('the Activity run detail page', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('shows the run’s facts, contact and plan, with its meetings', async () => {
    serve(detail());
    open();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Activity 운영 상세: 한빛중학교 · PUTT 재능 탐색 활동 (중등)',
      }),
    ).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetActivityRun', { id: RUN_ID }, expect.anything());
    expect(screen.getByText('계획 중')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2027 진로 주간' }).getAttribute('href')).toBe(
      '/Admin/Orders/order-1',
    );
    expect(screen.getByText('120명')).toBeTruthy();
    expect(screen.getByText('4시간')).toBeTruthy();
    // the programme's rule and the plan's size
    expect(screen.getAllByText('팀당 4명')).toHaveLength(2);
    expect(screen.getByText('이담임')).toBeTruthy();
    expect(screen.getByText('010-2222-3333')).toBeTruthy();
    expect(screen.getByText('teacher@hanbit.example')).toBeTruthy();
    expect(screen.queryByText(strings.detail.confirmedAt)).toBeNull();

    const plan = within(screen.getByRole('region', { name: '운영 계획' }));
    expect(plan.getByText('한빛중학교 강당')).toBeTruthy();
    expect(plan.getByText('김상담')).toBeTruthy();
    expect(plan.getByText('실내화를 준비해 주세요.')).toBeTruthy();
    const first = within(plan.getByRole('rowheader', { name: '1회차' }).closest('tr')!);
    expect(first.getByText('2099-03-12')).toBeTruthy();
    expect(first.getByText('09:00')).toBeTruthy();
    expect(first.getByText('2시간')).toBeTruthy();
    expect(plan.getByRole('rowheader', { name: '2회차' })).toBeTruthy();
    expect(plan.getByText('합계 4시간')).toBeTruthy();
  });

  it('offers planning and confirming for a planned run in planning', async () => {
    serve(detail());
    open();
    await screen.findByText('한빛중학교 강당');
    expect(button('운영 계획')).toBeTruthy();
    expect(button('계획 확정 및 안내')).toBeTruthy();
    expect(button('운영 완료')).toBeNull();
  });

  it('offers only planning for a run without meetings, and says it has no plan yet', async () => {
    serve(unplanned({ teamSizes: [1, 4], programmeHours: null }));
    open();
    expect(await screen.findByText(strings.detail.noPlan)).toBeTruthy();
    expect(screen.getByText('팀당 1~4명')).toBeTruthy();
    expect(screen.queryByText(strings.detail.programmeHours)).toBeNull();
    expect(button('운영 계획')).toBeTruthy();
    expect(button('계획 확정 및 안내')).toBeNull();
    expect(button('운영 완료')).toBeNull();
  });

  it('offers planning again and delivery for a confirmed run, with when it was confirmed', async () => {
    serve(detail({ status: 'confirmed', confirmedAt: Date.UTC(2099, 1, 1, 1), teamSizes: null }));
    open();
    expect(await screen.findByText('2099-02-01 10:00')).toBeTruthy();
    expect(screen.getByText('정해진 팀 인원 없음')).toBeTruthy();
    expect(button('운영 계획')).toBeTruthy();
    expect(button('계획 확정 및 안내')).toBeNull();
    expect(button('운영 완료')).toBeTruthy();
  });

  it.each(['delivered', 'canceled'] as const)('offers nothing for a %s run', async (status) => {
    serve(detail({ status, deliveredAt: status === 'delivered' ? Date.UTC(2099, 2, 20, 8) : null }));
    open();
    expect(await screen.findByText(strings.status[status])).toBeTruthy();
    expect(button('운영 계획')).toBeNull();
    expect(button('계획 확정 및 안내')).toBeNull();
    expect(button('운영 완료')).toBeNull();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Admin/Activities');
  });

  it('opens the plan dialog with the saved plan, saying a confirmed one returns to planning', async () => {
    serve(detail({ status: 'confirmed', confirmedAt: Date.UTC(2099, 1, 1, 1) }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '운영 계획' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(strings.plan.confirmedNotice)).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /^장소/ }) as HTMLInputElement).value).toBe(
      '한빛중학교 강당',
    );
    expect(dialog.getAllByRole('group', { name: /회차$/ })).toHaveLength(2);
  });

  it('confirms the plan, e-mailed to the contact, and reads the run again', async () => {
    serve(detail());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '계획 확정 및 안내' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('계획 확정 및 안내: PUTT 재능 탐색 활동 (중등)')).toBeTruthy();
    expect(dialog.getByText('받는 사람: 이담임 <teacher@hanbit.example>')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '확정하고 안내' }));
    await waitFor(() => expect(callsOf('adminConfirmActivityRun')).toEqual([{ id: RUN_ID }]));
    await waitFor(() => expect(reads()).toBe(2));
    expect(toast.success).toHaveBeenCalledWith(
      '운영 계획을 확정하고 teacher@hanbit.example(으)로 안내했습니다.',
    );
  });

  it('says why the plan cannot be confirmed, keeping the dialog open', async () => {
    serve(detail(), (name) => {
      if (name === 'adminConfirmActivityRun')
        throw new ApiError(409, ErrorCode.INVALID_STATE, 'not planned', {
          id: 'admin_activities:v.notPlanned',
        });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '계획 확정 및 안내' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '확정하고 안내' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(strings.v.notPlanned);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('marks a confirmed run delivered', async () => {
    serve(detail({ status: 'confirmed', confirmedAt: Date.UTC(2099, 1, 1, 1) }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '운영 완료' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(strings.deliver.intro)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '완료로 표시' }));
    await waitFor(() => expect(callsOf('adminDeliverActivityRun')).toEqual([{ id: RUN_ID }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('PUTT 재능 탐색 활동 (중등) 운영을 완료로 표시했습니다.');
  });

  it('says a run is delivered only once its last meeting is over', async () => {
    serve(detail({ status: 'confirmed', confirmedAt: Date.UTC(2099, 1, 1, 1) }), (name) => {
      if (name === 'adminDeliverActivityRun')
        throw new ApiError(409, ErrorCode.INVALID_STATE, 'not over', { id: 'admin_activities:v.notOver' });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '운영 완료' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '완료로 표시' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      '마지막 회차가 끝난 뒤에 완료로 표시할 수 있습니다.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when there is no such run, with a retry and the way back', async () => {
    serve(() => {
      throw new ApiError(404, ErrorCode.NOT_FOUND, 'gone');
    });
    open();
    expect(await screen.findByText(strings.detail.notFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity 운영 상세' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Admin/Activities');
  });

  it('says when the run could not be loaded', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    open();
    expect(await screen.findByText(strings.detail.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
