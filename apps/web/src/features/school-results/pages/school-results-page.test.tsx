import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import ko from '../i18n/ko.json';
import { twoClasses } from '../test-results';
import SchoolResultsPage from './school-results-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const open = (search: string) =>
  renderAt(`/Mypage/Order/Org/Results${search}`, '/Mypage/Order/Org/Results', <SchoolResultsPage />, {
    'school-results': ko,
  });
const pupilTable = () => screen.getByRole('region', { name: `TOCC 창의성역량검사: ${ko.pupils.tableLabel}` });
const firstNames = (count: number) =>
  within(pupilTable())
    .getAllByRole('rowheader')
    .slice(0, count)
    .map((cell) => cell.textContent);

describe('a school’s results page', () => {
  afterEach(() => call.mockReset());

  it('reads the order’s results and shows its classes’ means, withholding the mean of three', async () => {
    call.mockResolvedValue({ Item: { orgName: '데모중학교', instruments: [twoClasses()] } });
    open('?order=o-1');
    await screen.findByText('데모중학교 · 주문의 학급 2개');
    expect(call).toHaveBeenCalledWith('getSchoolResults', { scope: 'order', SK: 'o-1' }, expect.anything());
    const means = within(screen.getByRole('region', { name: `TOCC 창의성역량검사: ${ko.means.title}` }));
    const divergent = within(means.getByRole('rowheader', { name: '확산적 사고' }).closest('tr')!);
    // class A: (72 + 64 + 55 + 45 + 33) / 5; class B has three pupils; all eight: 428 / 8
    expect(divergent.getByText('53.8')).toBeTruthy();
    expect(divergent.getByText('평균 비공개(5명 미만)')).toBeTruthy();
    expect(divergent.getByText('53.5')).toBeTruthy();
    expect(screen.getByRole('link', { name: ko.excel }).getAttribute('href')).toBe(
      '/documents/results.xlsx?scope=order&SK=o-1&lang=ko',
    );
    expect(screen.getByRole('link', { name: ko.wholeSchool }).getAttribute('href')).toBe(
      '/Mypage/Order/Org/Results',
    );
  });

  it('sorts the pupils by an area, highest first and then lowest first', async () => {
    call.mockResolvedValue({ Item: { orgName: '데모중학교', instruments: [twoClasses()] } });
    open('');
    await screen.findByText('데모중학교 전체 학급');
    expect(call).toHaveBeenCalledWith('getSchoolResults', { scope: 'organisation' }, expect.anything());
    expect(firstNames(2)).toEqual(['김하나', '이둘']);
    const header = within(pupilTable()).getByRole('columnheader', { name: /확산적 사고/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstNames(3)).toEqual(['김하나', '이둘', '윤가']);
    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstNames(3)).toEqual(['정다섯', '임다', '최넷']);
  });

  it('filters the pupils by an area’s band and lists those who did not take it', async () => {
    call.mockResolvedValue({ Item: { orgName: '데모중학교', instruments: [twoClasses()] } });
    open('?class=p-a');
    await screen.findByText('데모중학교 · 2학년 1반');
    const filters = within(screen.getByRole('group', { name: ko.pupils.filters }));
    fireEvent.change(filters.getByLabelText(ko.pupils.area), { target: { value: 'divergent' } });
    fireEvent.change(filters.getByLabelText(ko.pupils.band), { target: { value: 'atLeast:high' } });
    expect(screen.getByText('학생 10명 가운데 3명')).toBeTruthy();
    expect(firstNames(3)).toEqual(['김하나', '이둘', '윤가']);
    const missing = within(screen.getByRole('region', { name: `TOCC 창의성역량검사: ${ko.notTaken.title}` }));
    expect(missing.getByText('7. 조일곱')).toBeTruthy();
  });

  it('says an unknown or another organisation’s class is not found, with the way to the whole school', async () => {
    call.mockRejectedValue(new ApiError(404, ErrorCode.NOT_FOUND, 'Not found'));
    open('?class=elsewhere');
    expect(await screen.findByText(ko.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: ko.wholeSchool })).toBeTruthy();
  });
});
