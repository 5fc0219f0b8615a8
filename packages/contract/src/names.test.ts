import { describe, expect, it } from 'vitest';
import { sameName } from './names.js';

describe('sameName', () => {
  it('matches a name however it is spaced', () => {
    expect(sameName('홍 길동', '홍길동')).toBe(true);
    expect(sameName(' 홍길동\t', '홍 길 동')).toBe(true);
  });

  it('matches a decomposed Hangul name to its composed form', () => {
    expect(sameName('홍길동'.normalize('NFD'), '홍길동')).toBe(true);
  });

  it('tells two names apart', () => {
    expect(sameName('홍길동', '홍길순')).toBe(false);
    expect(sameName('홍길동', '홍길')).toBe(false);
  });
});
