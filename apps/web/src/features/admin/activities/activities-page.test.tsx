import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import ActivitiesPage from './activities-page';
import { row, RUN_ID } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

function serve(
  list: (input: Record<string, unknown>) => unknown = () => ({ items: [row()], total: 1, page: 1 }),
) {
  call.mockImplementation(async (name: string, input: Record<string, unknown>) => {
    if (name === 'adminListActivityRuns') return list(input);
    throw new Error(`unexpected ${name}`);
  });
}

const open = (path = '/Admin/Activities') =>
  renderAt(path, '/Admin/Activities', <ActivitiesPage />, { admin, admin_activities: strings });

const listCalls = () =>
  call.mock.calls.filter(([name]) => name === 'adminListActivityRuns').map(([, input]) => input);

describe('the Activity runs list', () => {
  afterEach(() => call.mockReset());

  it('lists each run with its organisation, programme, people, dates, place, instructor and status', async () => {
    serve(() => ({
      items: [
        row({
          id: 'run-2',
          organisation: '새빛고등학교',
          productName: '창업 프로젝트 활동 (고등)',
          orderName: '1학기 창업 캠프',
          persons: 30,
          status: 'planning',
          place: '',
          instructorName: null,
          startsOn: null,
          endsOn: null,
        }),
        row(),
        row({ id: 'run-3', organisation: '다온대학교', startsOn: '20990401', endsOn: '20990401' }),
      ],
      total: 3,
      page: 1,
    }));
    open();
    const link = await screen.findByRole('link', { name: '창업 프로젝트 활동 (고등)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Activity 운영' })).toBeTruthy();
    // no way to open a run here: approving an order does
    expect(screen.queryByRole('button', { name: /새|열기/ })).toBeNull();

    const unplanned = within(link.closest('tr')!);
    expect(unplanned.getByText('새빛고등학교')).toBeTruthy();
    expect(unplanned.getByText('1학기 창업 캠프')).toBeTruthy();
    expect(unplanned.getByText('30명')).toBeTruthy();
    expect(unplanned.getByText('일정 미정')).toBeTruthy();
    expect(unplanned.getByText('계획 중')).toBeTruthy();

    const links = screen.getAllByRole('link', { name: 'PUTT 재능 탐색 활동 (중등)' });
    expect(links[0]!.getAttribute('href')).toBe(`/Admin/Activities/${RUN_ID}`);
    const planned = within(links[0]!.closest('tr')!);
    expect(planned.getByText('한빛중학교')).toBeTruthy();
    expect(planned.getByText('120명')).toBeTruthy();
    expect(planned.getByText('2099-03-12 ~ 2099-03-19')).toBeTruthy();
    expect(planned.getByText('한빛중학교 강당')).toBeTruthy();
    expect(planned.getByText('김상담')).toBeTruthy();
    expect(planned.getByText('확정')).toBeTruthy();
    // a one-day run shows its day once
    expect(within(links[1]!.closest('tr')!).getByText('2099-04-01')).toBeTruthy();
    expect(screen.getByText('모두 3건')).toBeTruthy();
  });

  it('filters by status and searches, from the address and from the filters', async () => {
    serve();
    open('/Admin/Activities?status=confirmed&q=%ED%95%9C%EB%B9%9B');
    await screen.findByRole('link', { name: 'PUTT 재능 탐색 활동 (중등)' });
    expect(listCalls()[0]).toEqual({ page: 1, q: '한빛', status: 'confirmed' });

    const status = screen.getByRole('combobox', { name: '상태' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['전체', '계획 중', '확정', '운영 완료', '취소']);
    fireEvent.change(status, { target: { value: 'delivered' } });
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, q: '한빛', status: 'delivered' }));
    fireEvent.change(screen.getByRole('combobox', { name: '상태' }), { target: { value: '' } });
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, q: '한빛', status: '' }));
  });

  it('ignores a status in the address it does not know', async () => {
    serve();
    open('/Admin/Activities?status=open');
    await screen.findByRole('link', { name: 'PUTT 재능 탐색 활동 (중등)' });
    expect(listCalls()[0]).toEqual({ page: 1, q: '', status: '' });
  });

  it('says when nothing matches, and offers a retry when the list fails', async () => {
    serve(() => ({ items: [], total: 0, page: 1 }));
    const first = open();
    expect(await screen.findByText(strings.empty)).toBeTruthy();
    first.unmount();
    serve(() => {
      throw new ApiError(500, ErrorCode.INTERNAL_ERROR, 'down');
    });
    open();
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
