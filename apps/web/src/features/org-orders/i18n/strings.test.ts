import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './en.json';
import ko from './ko.json';

describe('org-orders strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });

  it("words an unknown status as the spec does (spec-1 §4 '알수 없음'), as the member's pages do", () => {
    expect(ko.status.unknown).toBe('알수 없음');
  });
});
