/**
 * An amount of won in words, as Korean quotations and statements print it: every digit is read,
 * a 1 included (일십, 일백, 일천), in groups of four digits (만, 억).
 */
const digits = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
const places = ['', '십', '백', '천'];
const groups = ['', '만', '억'];

/** The largest amount the documents write: 9,999억 9,999만 9,999 won. */
export const KOREAN_AMOUNT_MAX = 999_999_999_999;

/** 110000 → '일십일만', 0 → '영'. Whole won from 0 to 999,999,999,999; anything else throws. */
export function koreanAmount(won: number): string {
  if (!Number.isSafeInteger(won) || won < 0 || won > KOREAN_AMOUNT_MAX) {
    throw new RangeError(`koreanAmount: ${won} is not a whole amount from 0 to ${KOREAN_AMOUNT_MAX}`);
  }
  if (won === 0) return '영';
  let words = '';
  for (let group = groups.length - 1; group >= 0; group -= 1) {
    const value = Math.floor(won / 10_000 ** group) % 10_000;
    if (value === 0) continue;
    let part = '';
    for (let place = 3; place >= 0; place -= 1) {
      const digit = Math.floor(value / 10 ** place) % 10;
      if (digit > 0) part += digits[digit]! + places[place]!;
    }
    words += part + groups[group]!;
  }
  return words;
}

/** The amount line of a quotation: 110000 → '금 일십일만원정'. */
export function koreanAmountPhrase(won: number): string {
  return `금 ${koreanAmount(won)}원정`;
}
