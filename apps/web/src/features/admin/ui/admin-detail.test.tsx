import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import admin from '../i18n/ko.json';
import { AdminDetail, type AdminDetailQuery } from './admin-detail';
import { AdminPage } from './admin-page';

type Cohort = { name: string };

const strings = {
  detail: { title: '기수', loadFailed: '기수를 불러오지 못했습니다.', notFound: '없는 기수입니다.' },
};

function open(query: Partial<AdminDetailQuery<Cohort>>, keys: { notFound?: string } = {}) {
  const refetch = vi.fn();
  const page = vi.fn((cohort: Cohort, back: ReactNode) => (
    <AdminPage title={`기수: ${cohort.name}`} actions={back}>
      <p>{cohort.name}의 모임</p>
    </AdminPage>
  ));
  renderAt(
    '/Admin/Courses/c-1',
    '/Admin/Courses/:id',
    <AdminDetail<Cohort>
      query={{ data: undefined, isPending: false, error: null, refetch, ...query }}
      title={strings.detail.title}
      list="adminCourses"
      loadFailed="test:detail.loadFailed"
      {...keys}
    >
      {page}
    </AdminDetail>,
    { admin, test: strings },
  );
  return { refetch, page };
}

const heading = () => screen.queryByRole('heading', { level: 1 });
// the shell's words (common), which renderAt gives every page
const loading = '불러오는 중입니다.';
const retry = '다시 시도';
const noSuchData = '데이터를 찾을 수 없습니다.';
const backLink = () => screen.getByRole('link', { name: admin.back });
const missing = (status: number, code: ErrorCode) => new ApiError(status, code, 'gone');

describe('a back-office detail page’s frame', () => {
  it('shows the loading state, and neither the page nor its heading, while the record loads', () => {
    const { page } = open({ isPending: true });
    expect(screen.getByRole('status').textContent).toBe(loading);
    expect(heading()).toBeNull();
    expect(page).not.toHaveBeenCalled();
  });

  it('says the record could not be loaded, under the page’s heading, with a retry that reads it again', () => {
    const { refetch, page } = open({ error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert').textContent).toContain(strings.detail.loadFailed);
    expect(heading()?.textContent).toBe(strings.detail.title);
    expect(backLink().getAttribute('href')).toBe('/Admin/Courses');
    expect(refetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
  });

  it('says the failure, not an earlier read’s record, when reading the record again fails', () => {
    const { page } = open({ data: { name: '2025년 1기' }, error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert').textContent).toContain(strings.detail.loadFailed);
    expect(page).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', missing(404, ErrorCode.INVALID_DATA)],
    ['the NOT_FOUND code', missing(400, ErrorCode.NOT_FOUND)],
  ])('says a record is missing in the page’s words when told %s', (_, error) => {
    open({ error }, { notFound: 'test:detail.notFound' });
    expect(screen.getByRole('alert').textContent).toContain(strings.detail.notFound);
    expect(screen.getByRole('button', { name: retry })).toBeTruthy();
    expect(backLink().getAttribute('href')).toBe('/Admin/Courses');
  });

  it('says a missing record in the server’s words when the page has none of its own', () => {
    open({ error: missing(404, ErrorCode.NOT_FOUND) });
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toContain(noSuchData);
    expect(alert).not.toContain(strings.detail.notFound);
  });

  it('renders the loaded page with the record and the way back to its list, a link that looks like a button', () => {
    const { page } = open({ data: { name: '2025년 1기' } });
    expect(page).toHaveBeenCalled();
    expect(heading()?.textContent).toBe('기수: 2025년 1기');
    expect(screen.getByText('2025년 1기의 모임')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const back = backLink();
    expect(back.getAttribute('href')).toBe('/Admin/Courses');
    expect(back.getAttribute('data-variant')).toBe('default');
  });
});
