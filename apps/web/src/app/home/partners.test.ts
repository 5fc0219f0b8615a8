import { describe, expect, it } from 'vitest';
import { partnerLogoSrc, partnersInView } from './partners';

describe('partnersInView', () => {
  const list = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('shows perView partners from start, wrapping around the end', () => {
    expect(partnersInView(list, 0, 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(partnersInView(list, 4, 4)).toEqual(['e', 'f', 'a', 'b']);
    expect(partnersInView(list, 5, 1)).toEqual(['f']);
  });

  it('shows each partner once when there are fewer than the places, and none of none', () => {
    expect(partnersInView(['a', 'b'], 1, 4)).toEqual(['b', 'a']);
    expect(partnersInView([], 0, 4)).toEqual([]);
  });
});

describe('partnerLogoSrc', () => {
  it('serves the logo from the file route, its id escaped', () => {
    expect(partnerLogoSrc('abc_D-1')).toBe('/files/abc_D-1');
    expect(partnerLogoSrc('a/b')).toBe('/files/a%2Fb');
  });
});
