import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render';
import BoardContentPage from './board-content-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const post = { SK: 'n1', title: '공지 제목', author: '관리자', createdDate: Date.UTC(2024, 4, 1) };
const open = (path: string, route: string) => renderAt(path, route, <BoardContentPage />);

describe('board content page', () => {
  afterEach(() => call.mockReset());

  it('shows a notice with the body stored under its content id', async () => {
    call.mockImplementation(async (name: string, input: Record<string, string>) => {
      if (name === 'getBoard') {
        expect(input).toEqual({ boardType: 'NOTICE', SK: 'n1' });
        return { Item: { ...post, type: 'NOTICE', ip: '10.0.0.1', content_drive_id: 'c1' } };
      }
      expect([name, input]).toEqual(['getBoardContent', { id: 'c1' }]);
      return { html: '<p>본문 <em>내용</em></p>' };
    });
    open('/Notice/Content/n1', '/Notice/Content/:id');
    expect(await screen.findByRole('heading', { name: '공지 제목' })).toBeTruthy();
    expect(await screen.findByText('내용', { selector: 'em' })).toBeTruthy();
    expect(screen.getByText('10.0.0.1')).toBeTruthy();
    expect(screen.getByText('2024-05-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Notice');
  });

  it('heads an FAQ with its question and shows the answer that came with it', async () => {
    call.mockResolvedValue({
      Item: {
        ...post,
        type: 'QNA',
        title: '짧은 제목',
        question: '검사는 얼마나 걸리나요?',
        answer: '<ul><li>40분</li></ul>',
      },
    });
    open('/Qna/Content/q1', '/Qna/Content/:id');
    expect(await screen.findByRole('heading', { name: '검사는 얼마나 걸리나요?' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('40분');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('calls an id the server does not know an invalid access', async () => {
    call.mockRejectedValue(new ApiError(404, ErrorCode.NOT_FOUND, 'Not found'));
    open('/Press/Content/nope', '/Press/Content/:id');
    expect(await screen.findByText('잘못된 접근입니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/Press');
  });

  it('offers a retry when the post could not be loaded', async () => {
    call.mockRejectedValue(new ApiError(500, ErrorCode.INTERNAL_ERROR, 'boom'));
    open('/Press/Content/p1', '/Press/Content/:id');
    expect(
      await screen.findByText('보도자료 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
