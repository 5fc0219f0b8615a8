import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors.js';

describe('fieldErrorsOf', () => {
  it('keeps each field’s first message by its dot-joined path', () => {
    const schema = z.object({
      name: z.string().min(1, 'v.nameRequired').max(3, 'v.tooLong'),
      guardian: z.object({ phone: z.string().regex(/^\d+$/, 'v.phonePattern') }),
      items: z.array(z.string().min(1, 'v.itemRequired')),
    });
    const parsed = schema.safeParse({ name: '', guardian: { phone: 'x' }, items: ['a', ''] });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({
      name: 'v.nameRequired',
      'guardian.phone': 'v.phonePattern',
      'items.1': 'v.itemRequired',
    });
  });

  it('names a failure of the input as a whole “_”', () => {
    const parsed = z.string({ error: 'v.textRequired' }).safeParse(1);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({ _: 'v.textRequired' });
  });

  it('is empty when nothing fails', () => {
    expect(fieldErrorsOf([])).toEqual({});
  });
});
