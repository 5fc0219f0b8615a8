import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The footer's copyright year. A prerendered page is hydrated with the build's year, the one its
 * HTML holds (a page built on 31 December and opened in January would otherwise fail to hydrate),
 * and shows the visitor's year right after.
 */
export function useCopyrightYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
