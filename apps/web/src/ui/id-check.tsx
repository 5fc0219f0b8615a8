import { Text } from '@mantine/core';
import { useState } from 'react';

/** The duplicate check of an id (sign-up, organisation registration request). */
export type IdCheck = 'unknown' | 'available' | 'taken' | 'error';

/**
 * A check's result holds only for the id it checked: editing the id undoes it. `isTaken` asks the
 * server; a failure to ask is the "error" state.
 */
export function useIdCheck(id: string, isTaken: (id: string) => Promise<boolean>) {
  const [checked, setChecked] = useState<{ id: string; result: IdCheck } | null>(null);
  const state: IdCheck = checked && checked.id === id ? checked.result : 'unknown';
  const run = async () => {
    try {
      setChecked({ id, result: (await isTaken(id)) ? 'taken' : 'available' });
    } catch {
      setChecked({ id, result: 'error' });
    }
  };
  /** the server refused the id on submit: someone took it since the check */
  const markTaken = () => setChecked({ id, result: 'taken' });
  return { state, run, markTaken };
}

/** The check's result under the field, announced to screen readers. */
export function IdCheckStatus({
  state,
  texts,
}: {
  state: IdCheck;
  texts: Record<Exclude<IdCheck, 'unknown'>, string>;
}) {
  return (
    <Text role="status" aria-live="polite" fz="sm" mt={4} c={state === 'available' ? 'teal.9' : 'red.8'}>
      {state === 'unknown' ? '' : texts[state]}
    </Text>
  );
}
