import { useEffect, useSyncExternalStore } from 'react';

let own: string | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const set = (title: string | undefined) => {
  own = title;
  for (const listener of listeners) listener();
};

/**
 * The title the page on screen gave itself, if any: the banner's h1 and the document title use it
 * instead of the route's (the prerender and the first render have none, so hydration agrees).
 */
export const usePageOwnTitle = () =>
  useSyncExternalStore(
    subscribe,
    () => own,
    () => undefined,
  );

/**
 * Titles the page by what it shows once that is known (an organisation's order is a quotation
 * until it is approved, a purchase after): the route's title stands until then and after it leaves.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [title]);
}
