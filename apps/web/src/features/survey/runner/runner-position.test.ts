import { describe, expect, it } from 'vitest';
import { pageOf, resumeIndex, unansweredIndexes } from './runner-position';

const ids = ['a', 'b', 'c', 'd', 'e'];

describe('the runner’s position', () => {
  it('resumes at the first unanswered item, or the last when all are answered', () => {
    expect(resumeIndex(ids, new Set())).toBe(0);
    expect(resumeIndex(ids, new Set(['a', 'b']))).toBe(2);
    expect(resumeIndex(ids, new Set(['a', 'c']))).toBe(1);
    expect(resumeIndex(ids, new Set(ids))).toBe(4);
  });

  it('pages items: one per page on a phone, several on a desktop', () => {
    expect(pageOf(3, 1, 5)).toEqual({ page: 3, from: 3, to: 4, pages: 5 });
    expect(pageOf(3, 2, 5)).toEqual({ page: 1, from: 2, to: 4, pages: 3 });
    expect(pageOf(4, 2, 5)).toEqual({ page: 2, from: 4, to: 5, pages: 3 });
  });

  it('lists the unanswered items for the review', () => {
    expect(unansweredIndexes(ids, new Set(['a', 'c', 'e']))).toEqual([1, 3]);
  });
});
