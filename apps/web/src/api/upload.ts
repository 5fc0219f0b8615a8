import { ApiError, apiErrorOf } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { attachmentExtensions, MAX_FILE_BYTES, type TStoredFile } from '@putt/contract/files';

type UploadOptions = {
  /** the share of the file sent so far, 0 to 1 */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/** A refusal the browser can tell before sending, worded as the server's would be (field `file`). */
function refusal(key: string): ApiError {
  return new ApiError(400, ErrorCode.INVALID_DATA, key, { file: key });
}

/** The server's refusal of a file too large, of a kind it never takes, before the bytes travel. */
export function checkAttachment(file: File): ApiError | null {
  if (file.size > MAX_FILE_BYTES) return refusal('v.fileTooLarge');
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(attachmentExtensions as readonly string[]).includes(extension)) return refusal('v.fileType');
  return null;
}

function errorOf(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // a proxy's HTML page: the status alone tells what happened
  }
  return apiErrorOf(status, body);
}

/**
 * Sends one attachment as multipart/form-data (field `file`) to uploadAttachment. XMLHttpRequest,
 * not fetch: fetch reports no upload progress, and a 10 MB file on a phone takes a while.
 */
export function uploadFile(file: File, { onProgress, signal }: UploadOptions = {}): Promise<TStoredFile> {
  const refused = checkAttachment(file);
  if (refused) return Promise.reject(refused);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    // same origin: the session cookie goes along (withCredentials stays false)
    xhr.open('POST', '/api/uploadAttachment');
    // the CSRF defence of every operation call (DESIGN.md, Auth)
    xhr.setRequestHeader('x-requested-with', 'fetch');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr.status, xhr.responseText));
      try {
        onProgress?.(1);
        resolve(JSON.parse(xhr.responseText) as TStoredFile);
      } catch {
        reject(errorOf(xhr.status, ''));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, ErrorCode.INTERNAL_ERROR, 'Network error'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };

    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
