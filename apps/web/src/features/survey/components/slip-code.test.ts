import { describe, expect, it } from 'vitest';
import { slipCodeOf } from './slip-code';

describe('slipCodeOf', () => {
  it("reads a slip's code from the fragment, normalised as a typed code is", () => {
    expect(slipCodeOf('#code=CDF479')).toBe('CDF479');
    expect(slipCodeOf('#code=cdf-479')).toBe('CDF479');
    expect(slipCodeOf('#other=1&code=HJK346')).toBe('HJK346');
  });

  it('takes nothing from an address without a code, or with something too long to be one', () => {
    expect(slipCodeOf('')).toBeNull();
    expect(slipCodeOf('#')).toBeNull();
    expect(slipCodeOf('#code=')).toBeNull();
    expect(slipCodeOf(`#code=${'X'.repeat(21)}`)).toBeNull();
  });
});
