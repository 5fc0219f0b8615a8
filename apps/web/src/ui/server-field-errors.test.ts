import { ApiError } from '@putt/contract/client';
import { describe, expect, it, vi } from 'vitest';
import { showServerFieldErrors } from './server-field-errors';

const refusal = (fields?: Record<string, string>) => new ApiError(400, 600, 'invalid', fields);

describe('showServerFieldErrors', () => {
  it('puts each message beside its field, focusing the first, and says a field now tells why', () => {
    const setError = vi.fn();
    const shown = showServerFieldErrors(refusal({ uid: 'v.uidTaken', email: 'v.email' }), setError);
    expect(shown).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['uid', { type: 'server', message: 'v.uidTaken' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'v.email' }, { shouldFocus: false }],
    ]);
  });

  it('skips the names the form has no field for, and says nothing was shown when none is left', () => {
    const setError = vi.fn();
    const onlyUid = (name: string) => (name === 'uid' ? name : undefined);
    expect(showServerFieldErrors(refusal({ orgId: 'v.org' }), setError, onlyUid)).toBe(false);
    expect(showServerFieldErrors(refusal({ orgId: 'v.org', uid: 'v.uidTaken' }), setError, onlyUid)).toBe(
      true,
    );
    expect(setError.mock.calls).toEqual([
      ['uid', { type: 'server', message: 'v.uidTaken' }, { shouldFocus: true }],
    ]);
  });

  it('leaves a refusal without fields, or a crash, for the caller to say', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(refusal(), setError)).toBe(false);
    expect(showServerFieldErrors(new Error('offline'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
