import { ErrorCode } from '@putt/contract/errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createIndividual, createOrganisation, login } from '../testing/members.js';
import { bodyLimitFor, jsonUploads } from './json-uploads.js';
import { CSRF_HEADER, CSRF_VALUE } from './api-routes.js';

// The operations that take a file in their JSON body have limits of their own (json-uploads.ts):
// who calls is checked before the body is read, so a stranger is refused as one, never told the
// file is too large, and nobody's upload is parsed for them (issue 43).
let t: TestApp;
let individual: string;
let orgAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  await createIndividual(t.database.db, 'uploader1');
  await createOrganisation(t.database.db, 'uploads');
  individual = await login(t, 'uploader1');
  orgAdmin = await login(t, 'admin1', { orgId: 'uploads' });
});
afterAll(() => t.close());

const pastTheLimit = (name: keyof typeof jsonUploads) =>
  JSON.stringify({
    file: { base64: 'A'.repeat(bodyLimitFor(jsonUploads[name]!.maxBytes) + 10), name: 'x.xlsx' },
  });

const send = (name: keyof typeof jsonUploads, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: pastTheLimit(name),
  });

it.each(['adminImportItemBank', 'adminImportNorm', 'previewClassList', 'registerClassList'] as const)(
  '%s asks a visitor to sign in, whatever the size of what was sent',
  async (name) => {
    const res = await send(name);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(ErrorCode.AUTH_ERROR);
    expect(res.body).not.toMatch(/large/i);
  },
);

it('refuses an individual member a class list before reading it', async () => {
  const res = await send('previewClassList', individual);
  expect(res.json().error.code).toBe(ErrorCode.PERMISSION_DENIED);
  expect(res.body).not.toMatch(/large/i);
});

it('still tells a caller who may send it that the file is too large', async () => {
  const res = await send('previewClassList', orgAdmin);
  expect(res.json().error).toMatchObject({
    code: ErrorCode.INVALID_DATA,
    fields: { 'file.base64': expect.any(String) },
  });
});
