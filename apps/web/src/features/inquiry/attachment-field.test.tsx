import { ApiError } from '@putt/contract/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../api/upload';
import ko from './i18n/ko.json';
import { renderPage } from './render-for-test';
import { type Attachment, AttachmentField } from '../../ui/attachment-field';

vi.mock('../../api/upload', () => ({ uploadFile: vi.fn() }));
const upload = vi.mocked(uploadFile);

const uploading = vi.fn();
function Field() {
  const [value, setValue] = useState<Attachment | null>(null);
  return <AttachmentField ns="inquiry" value={value} onChange={setValue} onUploadingChange={uploading} />;
}

function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
  return file;
}

beforeEach(() => vi.clearAllMocks());

describe('AttachmentField', () => {
  it('uploads the chosen file at once, shows progress, then its name; removing clears it', async () => {
    let finish: (value: { id: string; name: string; type: string; size: number }) => void = () => {};
    upload.mockImplementation((_file, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    renderPage(<Field />);
    const file = choose('plan.pdf');
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(uploading).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('progressbar', { name: ko.attachment.uploading })).toBeTruthy();
    expect(screen.getByRole('button', { name: ko.attachment.choose })).toHaveProperty('disabled', true);

    await act(async () => finish({ id: 'f1', name: 'plan.pdf', type: 'application/pdf', size: 8 }));
    expect(screen.getByText('plan.pdf')).toBeTruthy();
    expect(uploading).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('progressbar')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '첨부 파일 삭제: plan.pdf' }));
    expect(screen.queryByText('plan.pdf')).toBeNull();
  });

  it("shows the server's refusal and attaches nothing", async () => {
    upload.mockRejectedValue(new ApiError(400, 600, 'Invalid', { file: 'v.fileMismatch' }));
    renderPage(<Field />);
    choose('x.pdf');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '파일 내용이 파일 이름의 형식과 일치하지 않습니다.',
    );
    expect(screen.queryByText('x.pdf')).toBeNull();
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(false));
  });

  it('gives its own text when the upload fails for another reason', async () => {
    upload.mockRejectedValue(new ApiError(0, 500, 'Network error'));
    renderPage(<Field />);
    choose('plan.pdf');
    expect((await screen.findByRole('alert')).textContent).toBe(ko.attachment.failed);
  });
});
