import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text.js';

describe('text the database cannot store', () => {
  it('accepts ordinary text, Korean and emoji (a surrogate pair)', () => {
    expect(isStorableText('창의인재 test 😀 \t\n')).toBe(true);
    expect(findUnstorableText({ a: ['창의', { b: '😀' }], n: 1, z: null })).toBeUndefined();
  });

  it('finds NUL and lone surrogates, with the field’s path', () => {
    expect(findUnstorableText({ search: 'a\u0000b' })).toBe('search');
    expect(findUnstorableText({ loginData: { uid: '\ud800' } })).toBe('loginData.uid');
    expect(findUnstorableText({ list: ['ok', 'x\udc00'] })).toBe('list.1');
    expect(findUnstorableText({ 'key\u0000': 'fine' })).toBe('key\u0000');
    expect(findUnstorableText('\udbff')).toBe('_');
    expect(isStorableText('\udc00\ud800')).toBe(false);
  });

  it('walks a deeply nested body without overflowing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});
