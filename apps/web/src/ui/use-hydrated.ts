import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React takes over a prerendered page (and in the prerender itself), true once the
 * page's code runs it. A form disables its submit button until then: before that, the browser
 * would submit it natively, as a GET with the password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
