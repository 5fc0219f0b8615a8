import type { TAdminPost } from '@putt/contract/admin/boards';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import BoardEditPage from './board-edit-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const post: TAdminPost = {
  sk: 'post-1',
  type: 'NOTICE',
  title: '설 연휴 안내',
  author: '관리자',
  created: Date.UTC(2026, 0, 2, 1),
  updated: Date.UTC(2026, 0, 3, 1),
  html: '<p>연휴에는 <strong>쉽니다</strong>.</p>',
  attachment: null,
};

const open = (path = '/Admin/Boards/notice/post-1') =>
  renderAt(path, '/Admin/Boards/:kind/:id', <BoardEditPage />, { admin, admin_boards: strings });

const titleField = () => screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement;
const body = () => screen.getByRole('textbox', { name: '본문' });
const saveCalls = () => call.mock.calls.filter(([name]) => name === 'adminSavePost');

describe('the board edit page', () => {
  beforeEach(() => {
    call.mockReset();
    vi.mocked(toast.success).mockReset();
  });

  it('loads the post into the form with a named toolbar, and saves the typed title with its body', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetPost') return post;
      if (name === 'adminSavePost') return { sk: 'post-1', html: '<p>연휴에는 <strong>쉽니다</strong>.</p>' };
      throw new Error(`unexpected ${name}`);
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항 글 수정' })).toBeTruthy();
    expect(titleField().value).toBe('설 연휴 안내');
    expect((await screen.findByRole('textbox', { name: '본문' })).innerHTML).toContain(
      '<strong>쉽니다</strong>',
    );
    for (const name of ['굵게', '기울임', '중간 제목', '글머리 기호 목록', '링크 넣기', '인용', '실행 취소'])
      expect(screen.getByRole('button', { name })).toBeTruthy();

    fireEvent.change(titleField(), { target: { value: '  설 연휴 휴무 안내 ' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saveCalls()).toHaveLength(1));
    expect(saveCalls()[0]![1]).toEqual({
      sk: 'post-1',
      type: 'NOTICE',
      title: '설 연휴 휴무 안내',
      html: '<p>연휴에는 <strong>쉽니다</strong>.</p>',
      attachmentId: null,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('저장했습니다.'));
  });

  it('keeps everything typed when the save fails, with the reason beside the field', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetPost') return post;
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'bad', { html: 'admin_boards:v.bodyTooLong' });
    });
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(titleField(), { target: { value: '바뀐 제목' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('내용이 너무 깁니다 (최대 200KB).');
    expect(screen.getAllByText('내용이 너무 깁니다 (최대 200KB).')).toHaveLength(2);
    expect(titleField().value).toBe('바뀐 제목');
    expect(body().innerHTML).toContain('<strong>쉽니다</strong>');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('checks a new post before sending it: a title and a body are needed', async () => {
    open('/Admin/Boards/faq/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ 새 글' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: '답변' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해 주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();

    call.mockResolvedValue({ sk: 'faq-1', html: '<p>일주일 뒤입니다.</p>' });
    fireEvent.change(screen.getByRole('textbox', { name: '질문' }), { target: { value: '결과는 언제?' } });
    // typing into the editor: ProseMirror reads what changed in its element
    screen.getByRole('textbox', { name: '답변' }).innerHTML = '<p>일주일 뒤입니다.</p>';
    await waitFor(() => expect(screen.queryByText('내용을 입력해 주세요.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminSavePost', {
        type: 'QNA',
        title: '결과는 언제?',
        html: '<p>일주일 뒤입니다.</p>',
        attachmentId: null,
      }),
    );
  });

  it('shows the server-sanitised HTML in the preview', async () => {
    call.mockImplementation(async (name: string, input: unknown) => {
      if (name === 'adminGetPost') return post;
      if (name === 'adminPreviewPost') {
        expect(input).toEqual({ html: post.html });
        return { html: '<p>정리된 <em>본문</em></p>' };
      }
      throw new Error(`unexpected ${name}`);
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '미리보기' }));
    const preview = await screen.findByTestId('post-preview');
    expect(preview.innerHTML).toBe('<p>정리된 <em>본문</em></p>');
  });

  it('says so when the post does not exist', async () => {
    call.mockRejectedValue(new ApiError(404, ErrorCode.NOT_FOUND, 'Post not found'));
    open('/Admin/Boards/notice/gone');
    expect(await screen.findByText('없는 글입니다. 이미 삭제되었을 수 있습니다.')).toBeTruthy();
  });
});
