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

  it('shows a pupil tested before with the earlier T and the change under each score, the earlier test’s date, norm and instrument beside', async () => {
    const results = twoClasses();
    const kim = results.pupils[0]!;
    kim.earlier = {
      takenAt: Date.UTC(2025, 10, 3, 1),
      instrument: 'tocc_e',
      norm: 'v1 TOCC 초등 2024',
      places: {
        divergent: { t: 66, percentile: 95, band: 'high' },
        convergent: { t: 53, percentile: 60, band: 'average' },
      },
    };
    call.mockResolvedValue({ Item: { orgName: '데모중학교', instruments: [results] } });
    open('');
    await screen.findByText(ko.pupils.earlierNote.replace('{{count}}', '1'));
    const header = within(pupilTable()).getByRole('columnheader', { name: ko.pupils.earlier });
    const row = within(within(pupilTable()).getByRole('rowheader', { name: '김하나' }).closest('tr')!);
    const cells = row.getAllByRole('cell');
    const column = [...header.parentElement!.children].indexOf(header);
    // the row's cells after its row header: the class, the number, then (header 2) name … the earlier test
    expect(cells[column - 1]!.textContent).toBe('2025-11-03규준 v1 TOCC 초등 2024TOCC 초등');
    // 72 now, 66 before; 50 now, 53 before
    expect(row.getByText('이전 66(+6)')).toBeTruthy();
    expect(row.getByText('이전 53(−3)')).toBeTruthy();
    // a pupil without an earlier test says so, and has no earlier score
    const lee = within(within(pupilTable()).getByRole('rowheader', { name: '이둘' }).closest('tr')!);
    expect(lee.getAllByRole('cell')[column - 1]!.textContent).toBe(ko.pupils.earlierNone);
    expect(lee.queryByText(/^이전 /)).toBeNull();
  });

  it('says an unknown or another organisation’s class is not found, with the way to the whole school', async () => {
    call.mockRejectedValue(new ApiError(404, ErrorCode.NOT_FOUND, 'Not found'));
    open('?class=elsewhere');
    expect(await screen.findByText(ko.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: ko.wholeSchool })).toBeTruthy();
  });
});
