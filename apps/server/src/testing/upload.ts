import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '../http/api-routes.js';
import { UPLOADER_COOKIE } from '../files/uploader-cookie.js';
import type { TestApp } from './test-app.js';

/**
 * Uploads an attachment as the browser does (multipart), with an optional cookie: answers the
 * status, the body and the cookie that owns the file (the browser's uploader cookie when it got
 * one, else the cookie sent).
 */
export async function uploadAttachment(
  t: TestApp,
  name: string,
  bytes: Buffer,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const boundary = '----putt-test';
  const payload = Buffer.concat([
    Buffer.from(
      // as browsers send it: the name in UTF-8, quotes escaped
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploadAttachment',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [CSRF_HEADER]: CSRF_VALUE,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload,
  });
  const set = response.headers['set-cookie'];
  const uploader = (Array.isArray(set) ? set : set ? [set] : []).find((c) => c.startsWith(UPLOADER_COOKIE));
  return { status: response.statusCode, body: response.json(), cookie: uploader?.split(';')[0] ?? cookie };
}

/** How many files the app's file store holds on disk (an upload refused must leave none behind). */
export function storedFileCount(t: TestApp): number {
  const dir = join(t.config.dataDir, 'files');
  return existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
}
