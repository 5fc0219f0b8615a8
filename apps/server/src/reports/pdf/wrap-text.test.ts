import { describe, expect, it } from 'vitest';
import { numbered, wrapKeepAll } from './wrap-text.js';

/** Every character 1 wide, a space too. */
const measure = (text: string) => [...text].length;

describe('wrapKeepAll', () => {
  it('breaks only at spaces, never inside a Korean word', () => {
    expect(wrapKeepAll('언어 재능은 말과 글로 생각을 정리하는 힘입니다.', 10, measure)).toEqual([
      '언어 재능은 말과',
      '글로 생각을',
      '정리하는 힘입니다.',
    ]);
  });

  it('cuts only a word wider than the line, between syllables', () => {
    expect(wrapKeepAll('가 나다라마바사아자차카 타', 4, measure)).toEqual([
      '가',
      '나다라마',
      '바사아자',
      '차카 타',
    ]);
  });

  it('keeps the text’s own line breaks and an empty paragraph', () => {
    expect(wrapKeepAll('하나 둘\n\n셋', 20, measure)).toEqual(['하나 둘', '', '셋']);
  });

  it('keeps a list number on the line of its text', () => {
    const list = [numbered(3, '김하늘 (빠른 응답)'), numbered(4, '이바다 (결과 검토 중)')].join(', ');
    // with a plain space the first line would end on "4."
    expect(wrapKeepAll(list.replaceAll('\u00a0', ' '), 20, measure)[0]).toMatch(/ 4\.$/);
    const lines = wrapKeepAll(list, 20, measure);
    expect(lines.map((line) => line.replaceAll('\u00a0', ' '))).toEqual([
      '3. 김하늘 (빠른 응답),',
      '4. 이바다 (결과 검토 중)',
    ]);
  });
});
