import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';
import { keyPaths } from '../../../testing/key-paths';

describe('about strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it('has eight numbered privacy articles, effective 1 January 2007', () => {
    expect(ko.privacy.articles.map((article) => article.heading.slice(0, 4))).toEqual(
      ['제1조', '제2조', '제3조', '제4조', '제5조', '제6조', '제7조', '제8조'].map((n) => `${n} `),
    );
    expect(en.privacy.articles.map((article) => article.heading.split(' (')[0])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Article ${n}`),
    );
    expect(ko.privacy.effective).toBe('이 방침은 2007년 1월 1일부터 시행합니다.');
    expect(en.privacy.effective).toBe('This policy is effective from 1 January 2007.');
  });

  it('gives the map notice the spec wording', () => {
    expect(ko.map.unavailable).toBe('지도를 불러올 수 없습니다. 아래 주소를 참고해 주세요.');
    expect(ko.map.largerMap).toBe('큰 지도로 보기');
  });
});
