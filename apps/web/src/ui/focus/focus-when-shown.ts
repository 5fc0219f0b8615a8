import { focusNewPage } from './focus-memory';

/** Long enough for a lazily loaded page and its first answer on a slow phone; then it gives up. */
const WAIT_MS = 10_000;

/**
 * After a navigation to a page that shows a loading state first (a lazily loaded back-office page,
 * an order still being read): focus its `h1` once it is shown, and say its heading, as
 * `focusNewPage` does for a page that is there at once (decision 014). It stops waiting when the
 * user moves focus themselves. Answers a function that stops it (for the next navigation).
 */
export function focusNewPageWhenShown(announcer: HTMLElement | null): () => void {
  const heading = () => document.querySelector<HTMLElement>('#main h1');
  const found = () => {
    const shown = heading();
    if (!shown) return false;
    focusNewPage(announcer);
    // the page sets its tab title in an effect that may not have run yet: its heading says it now
    if (announcer) announcer.textContent = shown.textContent;
    return true;
  };
  if (found()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (found()) stop();
  });
  const movedOn = (event: FocusEvent) => {
    if (event.target !== document.body) stop();
  };
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', movedOn);
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', movedOn);
  return stop;
}
