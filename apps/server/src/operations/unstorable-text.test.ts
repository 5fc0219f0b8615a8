import { ErrorCode } from '@putt/contract/errors';
import { allows } from '@putt/contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { allOperations } from './all-operations.js';

/**
 * Every operation of the registry refuses text the database cannot store (NUL, a lone surrogate)
 * with 600 naming the field, in whichever field it comes, instead of failing inside a query (500).
 * The calls are a visitor's: an operation that is not for visitors asks them to sign in first,
 * before anything of the input is read (issue 43).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The input's own field names where the schema has them, so the bad text sits in a real field. */
function fieldsOf(schema: unknown): string[] {
  const shaped = schema as {
    shape?: Record<string, unknown>;
    options?: { shape?: Record<string, unknown> }[];
  };
  const shape = shaped.shape ?? shaped.options?.[0]?.shape;
  return shape && Object.keys(shape).length > 0 ? Object.keys(shape) : ['q'];
}

const badTexts: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['a lone surrogate', 'x\ud800'],
];

describe('text the database cannot store', () => {
  for (const [what, text] of badTexts) {
    it(`is refused with 600 by every operation (${what})`, async () => {
      const answers: Record<string, unknown> = {};
      for (const def of allOperations) {
        const fields = fieldsOf(def.contract.input);
        const body = Object.fromEntries(fields.map((field) => [field, text]));
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/${def.name}`,
          headers: { 'x-requested-with': 'fetch' },
          payload: body,
        });
        const error = res.json().error;
        if (!allows(def.access, 'visitor')) {
          if (res.statusCode !== 401 || error?.code !== ErrorCode.AUTH_ERROR) answers[def.name] = res.json();
          continue;
        }
        if (res.statusCode !== 400 || error?.code !== ErrorCode.INVALID_DATA) answers[def.name] = res.json();
        else expect(fields).toContain(Object.keys(error.fields)[0]);
        expect(Object.values(error?.fields ?? {})).toEqual(['v.unstorableText']);
      }
      expect(answers).toEqual({});
    });
  }

  it('names the nested field where the text sits', async () => {
    const res = await t.call('loginUser', {
      loginType: 'custom',
      loginData: { uid: 'ab\ud800', password: 'abcd123!', type: 'custom' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ 'loginData.uid': 'v.unstorableText' });
  });

  it('is no file name: GET /files/ answers 404 (or 400 for a path that is not UTF-8), not 500', async () => {
    for (const id of ['%00', 'abc%00def']) {
      expect((await t.app.inject(`/files/${id}`)).statusCode, id).toBe(404);
    }
    expect((await t.app.inject('/files/%ED%A0%80')).statusCode).toBe(400);
  });
});
