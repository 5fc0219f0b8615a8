import { useEffect, useRef } from 'react';

/**
 * Focus for a step of the entry and the runner as it shows (decision 014's rule for a new page,
 * decision 026 for every step): its heading or message takes the focus, which a screen reader then
 * reads, and the next Tab starts from there instead of from the page body. `when` false leaves the
 * focus alone (the first step of a page just loaded: the browser's own start).
 */
export function useFocusOnShow<T extends HTMLElement>(when = true) {
  const ref = useRef<T>(null);
  const shouldFocus = useRef(when);
  useEffect(() => {
    if (shouldFocus.current) ref.current?.focus();
  }, []);
  return ref;
}
