/**
 * Where the keyboard user was. A button that shows a spinner (Mantine's `loading`) is disabled
 * meanwhile, and a disabled element loses focus to the page body: the next Tab would start again
 * at the skip link. This remembers the last element focused outside dialogs and gives focus back
 * to it once it is enabled again, and lets dialogs return focus to what opened them.
 */
let last: HTMLElement | null = null;
let waiting: HTMLElement | null = null;
let installed = false;

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** The last element focused outside a dialog (what opened the dialog that has focus now). */
export function lastFocused(): HTMLElement | null {
  return last?.isConnected ? last : null;
}

/** Focuses an element now, or as soon as it is enabled again if focus has not gone elsewhere. */
export function focusWhenReady(element: HTMLElement | null | undefined): void {
  if (!element?.isConnected) return;
  if ((element as HTMLButtonElement).disabled) waiting = element;
  else element.focus();
}

/**
 * After a dialog or drawer has closed: focus goes back to `target` (or what opened it), unless
 * something else has taken it meanwhile (the new page's heading after a navigation).
 */
export function returnFocus(target?: HTMLElement | null): void {
  // the closing dialog may still hold focus while it leaves: that focus is about to be lost too
  const inDialog = document.activeElement?.closest('[role="dialog"]');
  if (lost() || inDialog) focusWhenReady(target ?? lastFocused());
}

/**
 * After a navigation inside the app: focus on the new page's heading (else its main region) and
 * its title said by the live region, so keyboard and screen-reader users go on from there.
 */
export function focusNewPage(announcer: HTMLElement | null): void {
  const heading = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  if (announcer) announcer.textContent = document.title;
}

/** Starts listening (once, in the browser): the app's entry calls it. */
export function installFocusMemory(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('focusin', (event) => {
    waiting = null;
    const target = event.target as HTMLElement;
    if (!target.closest('[role="dialog"]')) last = target;
  });
  new MutationObserver((records) => {
    for (const { target } of records) {
      const element = target as HTMLButtonElement;
      // the browser moves focus off a disabled element later, at its next rendering step
      if (element.disabled && element === last) waiting = element;
      else if (!element.disabled && element === waiting) {
        waiting = null;
        if (lost()) element.focus();
      }
    }
  }).observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
}
