import { describe, expect, it } from 'vitest';
import { linkMailDue, linkMailInstant } from './link-mail-instant.js';

describe('linkMailInstant', () => {
  it('is the day before the start at 09:00 Korea time', () => {
    expect(linkMailInstant('20261202').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('crosses a month end, a leap day and a year end', () => {
    expect(linkMailInstant('20270301').toISOString()).toBe('2027-02-28T00:00:00.000Z');
    expect(linkMailInstant('20280301').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(linkMailInstant('20261201').toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(linkMailInstant('20270101').toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });

  it('is due from 09:00 Korea time the day before, not a second earlier', () => {
    // 2026-12-01 08:59:59 KST and 09:00:00 KST, for a test on 2026-12-02
    expect(linkMailDue('20261202', new Date('2026-12-01T08:59:59+09:00'))).toBe(false);
    expect(linkMailDue('20261202', new Date('2026-12-01T09:00:00+09:00'))).toBe(true);
    // a test opened on its own start day is due at once
    expect(linkMailDue('20261202', new Date('2026-12-02T15:00:00+09:00'))).toBe(true);
  });
});
