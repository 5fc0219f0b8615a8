import type { TBoardRow } from '@putt/contract/boards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render';
import QnaPage from './qna-page';

const row = (n: number): TBoardRow => ({
  SK: `sk-${n}`,
  type: 'QNA',
  title: `질문 ${n}`,
  author: '관리자',
  createdDate: Date.UTC(2024, 0, n),
  answer: `<p>답변 <strong>${n}</strong></p>`,
});

// The server: getBoards answers two rows of the asked page; every call is recorded.
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

function serve() {
  const calls: Record<string, unknown>[] = [];
  call.mockImplementation(async (name: string, input: { page: number }) => {
    expect(name).toBe('getBoards');
    calls.push(input);
    return { Items: [row(1), row(2)], page: input.page, hasNext: false };
  });
  return calls;
}

const question = (n: number) => screen.getByRole('button', { name: `질문 ${n}` });

describe('FAQ list', () => {
  afterEach(() => call.mockReset());

  it('opens answers one by one, and a search closes them and starts from page 1', async () => {
    const calls = serve();
    renderAt('/Qna?page=3', '/Qna', <QnaPage />);
    await screen.findByText('질문 1');
    expect(calls.at(-1)).toMatchObject({ type: 'QNA', page: 3, searchValue: '' });
    // numbered from the page: (3 - 1) * 10 + 1
    expect(within(question(1).closest('tr')!).getByText('21')).toBeTruthy();

    fireEvent.click(question(1));
    fireEvent.click(screen.getByText('질문 2').closest('tr')!.cells[3]!); // anywhere on the row
    expect(question(1).getAttribute('aria-expanded')).toBe('true');
    expect(question(2).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1', { selector: 'strong' })).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: /자세히 보기/ }).map((link) => link.getAttribute('href')),
    ).toEqual(['/Qna/Content/sk-1', '/Qna/Content/sk-2']);

    fireEvent.click(question(1));
    expect(question(1).getAttribute('aria-expanded')).toBe('false');
    expect(question(2).getAttribute('aria-expanded')).toBe('true');

    const toggle = screen.getByRole('button', { name: '검색창' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const box = screen.getByRole('searchbox', { name: '제목 검색' });
    expect(box.getAttribute('maxlength')).toBe('30');
    fireEvent.change(box, { target: { value: ' 검사 ' } });
    fireEvent.submit(box.closest('form')!);

    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 1, searchValue: '검사' }));
    await waitFor(() => expect(question(2).getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryAllByRole('link', { name: /자세히 보기/ })).toHaveLength(0);
  });

  it('shows the pager with previous off on page 1 and next off on the last page', async () => {
    serve();
    renderAt('/Qna', '/Qna', <QnaPage />);
    await screen.findByText('질문 1');
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(pager).getByRole('button', { name: '이전' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByRole('button', { name: '다음' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByText('1 페이지')).toBeTruthy();
  });
});
