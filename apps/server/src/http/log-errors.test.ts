import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-errors.js';

describe('errors in the log', () => {
  it('keep a failed query’s SQL and reason but never its parameters', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new DrizzleQueryError('select * from members where uid = $1', ['secret-uid\u0000'], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('secret-uid');
    expect(logged).toContain('select * from members where uid = $1');
    expect(logged).toContain('22021');
  });

  it('keep an ordinary error whole', () => {
    expect(serializeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
