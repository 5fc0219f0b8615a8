import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render';
import { DownloadButton } from './download-button';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../ui/toast', () => ({ toast }));

const show = (id: string | undefined, name?: string) =>
  renderAt('/', '/', <DownloadButton id={id} name={name} />);

describe('DownloadButton', () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('hands the file to the browser and says the download started', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    call.mockResolvedValue({
      id: 'f1',
      name: '자료.pdf',
      type: 'application/pdf',
      size: 3,
      url: '/files/f1',
    });
    show('f1', '자료.pdf');
    fireEvent.click(screen.getByRole('button', { name: '자료.pdf 다운로드' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('파일 다운로드가 시작되었습니다.'));
    expect(call).toHaveBeenCalledWith('downloadNormalFile', { id: 'f1', name: '자료.pdf' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/files/f1');
  });

  it('says there is no file to download when the post names none', () => {
    show(undefined, '자료.pdf');
    fireEvent.click(screen.getByRole('button'));
    expect(toast.error).toHaveBeenCalledWith('다운로드할 파일 정보가 없습니다.');
    expect(call).not.toHaveBeenCalled();
  });

  it("gives the server's reason when it refused, and only the failure when the network did", async () => {
    call.mockRejectedValueOnce(new ApiError(404, ErrorCode.NOT_FOUND, 'Not found'));
    show('f1', '자료.pdf');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('다운로드 실패: 데이터를 찾을 수 없습니다.'),
    );
    call.mockRejectedValueOnce(new ApiError(0, ErrorCode.INTERNAL_ERROR, 'Network error'));
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('다운로드 실패'));
  });
});
