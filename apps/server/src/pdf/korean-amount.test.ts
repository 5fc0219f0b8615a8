import { describe, expect, it } from 'vitest';
import { koreanAmount, koreanAmountPhrase } from './korean-amount.js';

describe('koreanAmount', () => {
  it.each([
    [0, '영'],
    [1, '일'],
    [9, '구'],
    [10, '일십'],
    [11, '일십일'],
    [20, '이십'],
    [100, '일백'],
    [101, '일백일'],
    [999, '구백구십구'],
    [1_000, '일천'],
    [1_001, '일천일'],
    [5_500, '오천오백'],
    [9_999, '구천구백구십구'],
    [10_000, '일만'],
    [10_001, '일만일'],
    [10_010, '일만일십'],
    [15_400, '일만오천사백'],
    [50_000, '오만'],
    [100_000, '일십만'],
    [110_000, '일십일만'],
    [1_000_000, '일백만'],
    [1_000_100, '일백만일백'],
    [1_234_567, '일백이십삼만사천오백육십칠'],
    [10_000_000, '일천만'],
    [99_999_999, '구천구백구십구만구천구백구십구'],
    [100_000_000, '일억'],
    [100_000_001, '일억일'],
    [100_010_000, '일억일만'],
    [120_000_000, '일억이천만'],
    [1_000_000_000, '일십억'],
    [123_456_789_012, '일천이백삼십사억오천육백칠십팔만구천일십이'],
    [999_999_999_999, '구천구백구십구억구천구백구십구만구천구백구십구'],
  ])('%i → %s', (won, words) => {
    expect(koreanAmount(won)).toBe(words);
  });

  it.each([-1, 1.5, 1_000_000_000_000, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (won) => {
    expect(() => koreanAmount(won)).toThrow(RangeError);
  });
});

describe('koreanAmountPhrase', () => {
  it('writes the amount line of a quotation', () => {
    expect(koreanAmountPhrase(110_000)).toBe('금 일십일만원정');
    expect(koreanAmountPhrase(0)).toBe('금 영원정');
    expect(() => koreanAmountPhrase(-5)).toThrow(RangeError);
  });
});
