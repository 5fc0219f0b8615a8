import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** What had the focus without showing it, each named by its tag, role and text. */
export type UnseenFocus = string[];

/**
 * Tabs through the whole page once, from its top, and answers every control that took the focus
 * without showing it (WCAG 2.4.7): a control shows it with an outline or a box shadow (on itself,
 * or on the label of a visually hidden input such as a segmented control's radio), or by looking
 * different focused than not. A text field (an input, a select, a text area, a Mantine field's
 * box) needs more than its 1-px border turning blue (WCAG 2.4.13's spirit): an outline of at least
 * 2 px around its box.
 */
export async function focusWithoutRing(page: Page, most = 120): Promise<UnseenFocus> {
  // no transitions while the walk reads styles: a border turning blue is read blue, not on its way
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.locator('body').focus();
  // what took the focus without a ring: its name, itself, and whether it is a text field
  await page.evaluate(() => Object.assign(window, { focusWalk: [] as [string, HTMLElement, boolean][] }));
  const visited = new Set<string>();
  for (let presses = 0; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    const path = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const outlined = (node: Element, least: number) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= least;
      };
      const ringed = (node: Element) => outlined(node, 0.5) || getComputedStyle(node).boxShadow !== 'none';
      const field = element.matches(
        'input:not([type="checkbox"], [type="radio"], [type="file"]), select, textarea, .mantine-Input-input',
      );
      const labels = Array.from((element as HTMLInputElement).labels ?? []);
      const text =
        element.getAttribute('aria-label') ||
        labels.map((label) => label.textContent).join(' ') ||
        element.textContent ||
        '';
      const kind = element.getAttribute('type') ?? element.getAttribute('role') ?? '';
      const name = `${element.tagName.toLowerCase()}[${kind}] ${text.trim().slice(0, 40)}`;
      const walk = (window as unknown as { focusWalk: [string, HTMLElement, boolean][] }).focusWalk;
      if (field) {
        if (!outlined(element.closest('.mantine-Input-input') ?? element, 2))
          walk.push([name, element, true]);
      } else if (!ringed(element) && !labels.some(ringed)) walk.push([name, element, false]);
      return `${name}@${element.getBoundingClientRect().top}`;
    });
    if (!path || visited.has(path)) break; // back at the top: the walk is done
    visited.add(path);
  }
  if (visited.size === 0) throw new Error('no control took the focus: the walk checked nothing');
  // the controls without a ring: each must look different focused than not; a field has no way out
  const unseen = await page.evaluate(() => {
    const look = (node: HTMLElement) =>
      [node, ...Array.from((node as HTMLInputElement).labels ?? []), node.parentElement ?? node]
        .map((part) => {
          const style = getComputedStyle(part);
          return `${style.borderTopColor} ${style.borderBottomColor} ${style.backgroundColor} ${style.boxShadow}`;
        })
        .join(' | ');
    const walk = (window as unknown as { focusWalk: [string, HTMLElement, boolean][] }).focusWalk;
    return walk
      .filter(([, element, field]) => {
        if (field) return true;
        (document.activeElement as HTMLElement | null)?.blur();
        const resting = look(element);
        element.focus();
        return look(element) === resting;
      })
      .map(([name]) => name);
  });
  await still.evaluate((element) => (element as Element).remove());
  return unseen;
}
