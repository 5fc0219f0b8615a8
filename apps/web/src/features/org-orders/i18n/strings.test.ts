import { describe, expect, it } from 'vitest';
import { keyPaths } from '../../../testing/key-paths';
import en from './en.json';
import ko from './ko.json';

describe('org-orders strings', () => {
  it('has the same keys in Korean and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(ko));
  });
});
