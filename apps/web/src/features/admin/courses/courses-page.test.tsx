import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import CoursesPage from './courses-page';
import { COHORT_ID, row } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

function serve(
  list: (input: Record<string, unknown>) => unknown = () => ({ items: [row()], total: 1, page: 1 }),
) {
  call.mockImplementation(async (name: string, input: Record<string, unknown>) => {
    if (name === 'adminListCohorts') return list(input);
    throw new Error(`unexpected ${name}`);
  });
}

const open = (path = '/Admin/Courses') =>
  renderAt(path, '/Admin/Courses', <CoursesPage />, { admin, admin_courses: strings });

const listCalls = () =>
  call.mock.calls.filter(([name]) => name === 'adminListCohorts').map(([, input]) => input);

describe('the expert-course cohorts list', () => {
  afterEach(() => call.mockReset());

  it('lists each cohort with its course, dates, place, seats, waiting enrolments and status', async () => {
    serve(() => ({
      items: [
        row(),
        row({
          id: 'cohort-2',
          name: '2026년 2기',
          course: 'growth',
          startsOn: '20260905',
          endsOn: '20261003',
          place: '서울 강남 교육장',
          held: 16,
          waiting: 0,
          status: 'finished',
        }),
      ],
      total: 2,
      page: 1,
    }));
    open();
    const link = await screen.findByRole('link', { name: '2027년 1기' });
    expect(link.getAttribute('href')).toBe(`/Admin/Courses/${COHORT_ID}`);
    const first = within(link.closest('tr')!);
    expect(first.getByText('심화 과정')).toBeTruthy();
    expect(first.getByText('2027-01-09 ~ 2027-02-06')).toBeTruthy();
    expect(first.getByText('대전 본원 3층 강의실')).toBeTruthy();
    expect(first.getByText('5/16명')).toBeTruthy();
    expect(first.getByText('확인 대기 2건')).toBeTruthy();
    expect(first.getByText('모집 중')).toBeTruthy();
    const second = within(screen.getByRole('link', { name: '2026년 2기' }).closest('tr')!);
    expect(second.getByText('성장 포트폴리오 전문가')).toBeTruthy();
    expect(second.getByText('16/16명')).toBeTruthy();
    expect(second.queryByText(/확인 대기/)).toBeNull();
    expect(second.getByText('종료')).toBeTruthy();
    expect(screen.getByText('모두 2건')).toBeTruthy();
  });

  it('filters by course and status and searches, from the address and from the filters', async () => {
    serve();
    open('/Admin/Courses?course=top&status=running&q=%EB%8C%80%EC%A0%84');
    await screen.findByRole('link', { name: '2027년 1기' });
    expect(listCalls()[0]).toEqual({ page: 1, q: '대전', course: 'top', status: 'running' });

    fireEvent.change(screen.getByRole('combobox', { name: '과정' }), { target: { value: 'beginner' } });
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ page: 1, q: '대전', course: 'beginner', status: 'running' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: '상태' }), { target: { value: '' } });
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ page: 1, q: '대전', course: 'beginner', status: '' }),
    );
  });

  it('ignores a course or status in the address it does not know', async () => {
    serve();
    open('/Admin/Courses?course=expert&status=closed');
    await screen.findByRole('link', { name: '2027년 1기' });
    expect(listCalls()[0]).toEqual({ page: 1, q: '', course: '', status: '' });
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

  it('opens the new cohort dialog', async () => {
    serve();
    open();
    fireEvent.click(await screen.findByRole('button', { name: '새 기수 열기' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('heading', { name: '새 기수 열기' })).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /정원/ }) as HTMLInputElement).value).toBe('16명');
  });
});
