import { ApiError } from '@putt/contract/client';
import { MAX_FILE_BYTES } from '@putt/contract/files';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload';

/** Stands in for the browser's XMLHttpRequest: the test plays the server's part. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const pdf = (name = 'plan.pdf', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('posts the file as multipart field "file" with the CSRF header and answers the stored file', async () => {
    const progress: number[] = [];
    const done = uploadFile(pdf(), { onProgress: (share) => progress.push(share) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers['x-requested-with']]).toEqual([
      'POST',
      '/api/uploadAttachment',
      'fetch',
    ]);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
    xhr.answer(200, JSON.stringify({ id: 'f1', name: 'plan.pdf', type: 'application/pdf', size: 10 }));
    await expect(done).resolves.toEqual({ id: 'f1', name: 'plan.pdf', type: 'application/pdf', size: 10 });
    expect(progress).toEqual([0.5, 1]);
  });

  it("turns the server's error answer into an ApiError with its fields", async () => {
    const done = uploadFile(pdf('x.pdf'));
    FakeXhr.last!.answer(
      400,
      JSON.stringify({ error: { code: 600, message: 'Invalid', fields: { file: 'v.fileMismatch' } } }),
    );
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 600, fields: { file: 'v.fileMismatch' } });
  });

  it('reports a network failure as status 0 and an abort as AbortError', async () => {
    const failed = uploadFile(pdf());
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0 });

    const controller = new AbortController();
    const aborted = uploadFile(pdf(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses too large files and unknown kinds in the browser, as the field "file"', async () => {
    await expect(uploadFile(pdf('big.pdf', MAX_FILE_BYTES + 1))).rejects.toMatchObject({
      fields: { file: 'v.fileTooLarge' },
    });
    await expect(uploadFile(pdf('setup.exe'))).rejects.toMatchObject({ fields: { file: 'v.fileType' } });
    await expect(uploadFile(pdf('README'))).rejects.toMatchObject({ fields: { file: 'v.fileType' } });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('accepts upper-case extensions', async () => {
    const done = uploadFile(pdf('SCAN.PDF'));
    FakeXhr.last!.answer(200, JSON.stringify({ id: 'f2', name: 'SCAN.PDF', type: '', size: 10 }));
    await expect(done).resolves.toMatchObject({ id: 'f2' });
  });
});
