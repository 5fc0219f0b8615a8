import { describe, expect, it } from 'vitest';
import { optionKeyAction, tabbableOption } from './option-keys';

describe('optionKeyAction', () => {
  it('moves the focus with every arrow, wrapping around, and never chooses', () => {
    expect(optionKeyAction('ArrowDown', 0, 5)).toEqual({ focus: 1 });
    expect(optionKeyAction('ArrowRight', 4, 5)).toEqual({ focus: 0 });
    expect(optionKeyAction('ArrowUp', 0, 5)).toEqual({ focus: 4 });
    expect(optionKeyAction('ArrowLeft', 3, 5)).toEqual({ focus: 2 });
    expect(optionKeyAction('Home', 3, 5)).toEqual({ focus: 0 });
    expect(optionKeyAction('End', 1, 5)).toEqual({ focus: 4 });
  });

  it('chooses the option in focus with Space only', () => {
    expect(optionKeyAction(' ', 2, 5)).toEqual({ choose: 2 });
    expect(optionKeyAction('Enter', 2, 5)).toBeNull();
    expect(optionKeyAction('Tab', 2, 5)).toBeNull();
  });
});

describe('tabbableOption', () => {
  it('is the option last focused, else the chosen one, else the first', () => {
    expect(tabbableOption(3, 1)).toBe(3);
    expect(tabbableOption(null, 2)).toBe(1);
    expect(tabbableOption(null, undefined)).toBe(0);
  });
});
