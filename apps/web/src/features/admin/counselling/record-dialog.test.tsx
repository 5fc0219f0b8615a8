import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import { RecordDialog } from './record-dialog';
import { detail, SESSION_ID } from './testing-fixtures';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));
// happy-dom has no FontFaceSet; the autosizing textareas listen to it
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function serve(record: () => unknown = () => ({ message: 'success' })) {
  call.mockImplementation(async (name: string) => {
    if (name === 'adminRecordCounselling') return record();
    throw new Error(`unexpected ${name}`);
  });
}

const open = (onClose = vi.fn()) => {
  renderAt(
    `/Admin/Counselling/${SESSION_ID}`,
    '/Admin/Counselling/:id',
    <RecordDialog session={detail()} onClose={onClose} />,
    { admin, admin_counselling: strings },
  );
  return onClose;
};

const records = () =>
  call.mock.calls.filter(([name]) => name === 'adminRecordCounselling').map(([, input]) => input);
const type = (dialog: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(dialog.getByRole('textbox', { name: label }), { target: { value } });

describe('the record dialog', () => {
  afterEach(() => {
    call.mockReset();
    vi.clearAllMocks();
  });

  it('asks for the three notes and the summary of a session done', async () => {
    serve();
    open();
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('상담 결과 기록: 김하늘')).toBeTruthy();
    expect((dialog.getByRole('radio', { name: '상담 완료' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: '기록 저장' }));
    expect(await dialog.findAllByText(strings.v.noteRequired)).toHaveLength(3);
    expect(dialog.getByText(strings.v.summaryRequired)).toBeTruthy();
    expect(records()).toEqual([]);
  });

  it('records a session done with its notes, keeping them when the server refuses', async () => {
    let answer: () => unknown = () => {
      throw new ApiError(409, ErrorCode.INVALID_STATE, 'not booked');
    };
    serve(() => answer());
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    type(dialog, /목표와 전략/, '목표\n전략');
    type(dialog, /실행 계획/, '계획');
    type(dialog, /경험 탐색 보드/, '보드');
    type(dialog, /고객에게 보낼 요약/, '요약');
    fireEvent.click(dialog.getByRole('button', { name: '기록 저장' }));
    expect(await dialog.findByRole('alert')).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: /목표와 전략/ }) as HTMLTextAreaElement).value).toBe(
      '목표\n전략',
    );
    expect(onClose).not.toHaveBeenCalled();

    answer = () => ({ message: 'success' });
    fireEvent.click(dialog.getByRole('button', { name: '기록 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(records().at(-1)).toEqual({
      id: SESSION_ID,
      outcome: 'done',
      goalStrategy: '목표\n전략',
      actionPlan: '계획',
      experienceBoard: '보드',
      summary: '요약',
    });
    expect(toast.success).toHaveBeenCalledWith('김하늘 님의 상담을 완료로 기록했습니다.');
  });

  it('records a no-show with an optional reason and no notes', async () => {
    serve();
    const onClose = open();
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('radio', { name: '불참' }));
    expect(dialog.queryByRole('textbox', { name: /목표와 전략/ })).toBeNull();
    type(dialog, /불참 사유/, '연락 없음');
    fireEvent.click(dialog.getByRole('button', { name: '기록 저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(records()).toEqual([{ id: SESSION_ID, outcome: 'noShow', reason: '연락 없음' }]);
    expect(toast.success).toHaveBeenCalledWith('김하늘 님의 상담을 불참으로 기록했습니다.');
  });
});
