import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from './max-length.js';
import { ZPersonalOrder } from './orders.js';

describe('maxLengthOf', () => {
  it('reads a text field’s max, through the checks added after it', () => {
    expect(maxLengthOf(z.string().trim().min(1).max(20).regex(/\S/))).toBe(20);
    expect(maxLengthOf(ZPersonalOrder.shape.guardian.shape.name)).toBe(20);
  });

  it('reads the text stage of a piped format', () => {
    expect(maxLengthOf(z.string().max(100).pipe(z.email()))).toBe(100);
    expect(maxLengthOf(ZPersonalOrder.shape.receiver_email)).toBe(100);
  });

  it('says nothing of a text without a max', () => {
    expect(maxLengthOf(z.string().min(1))).toBeUndefined();
  });
});
