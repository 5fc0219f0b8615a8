import { describe, expect, it } from 'vitest';
import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the digits of a number written with dashes, spaces or brackets', () => {
    expect(telHref('042-000-0000')).toBe('tel:0420000000');
    expect(telHref('(042) 000 0000')).toBe('tel:0420000000');
    expect(telHref('+82 42-000-0000')).toBe('tel:+82420000000');
  });
});
