import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isNameText, NAME_CHARACTERS, personName, sameName, withoutNameMarks } from './names.js';

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

describe('the one rule for a typed name', () => {
  it('takes names as people write them', () => {
    for (const name of ['홍길동', '김 하늘', "O'Brien", 'Anne-Marie', 'José', '李小龍']) {
      expect(isNameText(name), name).toBe(true);
    }
  });

  it('refuses control characters, line breaks and every text-direction character', () => {
    for (const name of [
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\u200Fb',
      'a\u061Cb',
      '김\n하늘',
      'a\tb',
      'a\u0085b',
      'a\u2028b',
    ]) {
      expect(isNameText(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('adds its message to a field’s own schema, after the field’s own checks', () => {
    const schema = personName(z.string().trim().min(1, 'v.required'));
    expect(schema.safeParse('  홍길동 ').data).toBe('홍길동');
    expect(schema.safeParse('=2+5\u202Efdp.exe').error?.issues[0]?.message).toBe(NAME_CHARACTERS);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('v.required');
  });

  it('shows what no name holds as the given character, for text from before the rule', () => {
    expect(withoutNameMarks('a\u202Eb\nc', '?')).toBe('a?b?c');
  });
});
