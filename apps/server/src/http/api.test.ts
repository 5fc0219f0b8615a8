import { ErrorCode } from '@putt/contract/errors';
import { defineOperation } from '@putt/contract/operation';
import { operations } from '@putt/contract/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { defineOperationHandler } from '../operations/registry.js';
import { allOperations } from '../operations/all-operations.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const echo = defineOperation({
  tag: 'test',
  summary: 'echo',
  input: z.object({
    name: z.string().min(1, 'v.required'),
    age: z.number().int().optional(),
    tags: z.array(z.string()).optional(),
  }),
  output: z.object({ greeting: z.string() }),
});
const broken = defineOperation({
  tag: 'test',
  summary: 'breaks',
  input: z.object({}),
  output: z.object({ ok: z.boolean() }),
});

const testOperations = [
  defineOperationHandler('echo', echo, 'anyone', 'public', async ({ name }) => ({ greeting: `hi ${name}` })),
  defineOperationHandler('staffOnly', echo, 'staff', 'staff', async ({ name }) => ({ greeting: name })),
  defineOperationHandler('refuses', echo, 'anyone', 'public', async () => {
    throw new AppError(ErrorCode.ID_EXISTS, 'User already exists');
  }),
  defineOperationHandler('crashes', broken, 'anyone', 'public', async () => {
    throw new Error('secret table users_private is on fire');
  }),
  defineOperationHandler('lies', broken, 'anyone', 'public', async () => ({ ok: 'yes' }) as never),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operations: testOperations });
});
afterAll(() => t.close());

const post = (url: string, payload: string | object | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-requested-with': 'fetch', 'content-type': 'application/json', ...headers },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

describe('POST /api/{operation}', () => {
  it('runs an operation and validates its input', async () => {
    const res = await post('/api/echo', { name: '민수' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ greeting: 'hi 민수' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 with code 300 for an unknown operation', async () => {
    const res = await post('/api/noSuchThing', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(300);
  });

  it('answers malformed JSON with 400 and code 600, never 500', async () => {
    const res = await post('/api/echo', '{"name": "x",');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(600);
  });

  it('answers an empty JSON body with 400 and code 200', async () => {
    const res = await post('/api/echo', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(200);
  });

  it('names the missing fields with code 200', async () => {
    const res = await post('/api/echo', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 200, fields: { name: expect.any(String) } });
  });

  it('names the invalid fields with code 600 and the contract message key', async () => {
    const res = await post('/api/echo', { name: '', age: 1.5, tags: ['a', 3] });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe(600);
    expect(error.fields).toMatchObject({
      name: 'v.required',
      age: expect.any(String),
      'tags.1': expect.any(String),
    });
  });

  it('answers a wrong shape (an array body) with code 600', async () => {
    const res = await post('/api/echo', [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(600);
  });

  it('maps a domain error to its HTTP status', async () => {
    const res = await post('/api/refuses', { name: 'a' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 110, message: 'User already exists' } });
  });

  it('hides internals of a crash behind code 500', async () => {
    const res = await post('/api/crashes', {});
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 500, message: 'Internal error' } });
    expect(res.body).not.toMatch(/secret|users_private|fire/);
  });

  it('refuses an answer that breaks its own contract', async () => {
    const res = await post('/api/lies', {});
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe(500);
  });

  it('refuses a caller outside the policy', async () => {
    const res = await post('/api/staffOnly', { name: 'a' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(100);
  });

  it('refuses a call without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/echo', payload: { name: 'a' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(403);
  });

  it('refuses a body over the size limit with code 600', async () => {
    const res = await post('/api/echo', { name: 'x'.repeat(t.config.bodyLimit + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe(600);
  });

  it('asks a visitor to sign in before reading a body past the limit, so no limit is told to strangers', async () => {
    const res = await post('/api/staffOnly', { name: 'x'.repeat(t.config.bodyLimit + 10) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(100);
  });

  it('carries a request id of its own (a client’s is taken only from a declared proxy)', async () => {
    const res = await post('/api/echo', { name: 'a' }, { 'x-request-id': 'abc-123' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI document', () => {
  it('lists one path per registered operation with its access', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).sort()).toEqual(testOperations.map((o) => `/api/${o.name}`).sort());
    expect(doc.paths['/api/staffOnly'].post['x-access']).toEqual(['staff']);
    expect(doc.paths['/api/echo'].post.requestBody.content['application/json'].schema.required).toEqual([
      'name',
    ]);
  });

  it('is browsable at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });
});

describe('the application registry', () => {
  it('implements every operation of the contract', () => {
    expect(allOperations.map((o) => o.name).sort()).toEqual(Object.keys(operations).sort());
  });
});
