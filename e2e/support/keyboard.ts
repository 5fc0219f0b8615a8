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
 * different focused than not (an input's border, or its wrapper's, turning the brand colour).
 */
export async function focusWithoutRing(page: Page, most = 120): Promise<UnseenFocus> {
  // no transitions while the walk reads styles: a border turning blue is read blue, not on its way
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.locator('body').focus();
  await page.evaluate(() => Object.assign(window, { focusWalk: [] as [string, HTMLElement][] }));
  const visited = new Set<string>();
  for (let presses = 0; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    const path = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const ringed = (node: Element) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        return outline || style.boxShadow !== 'none';
      };
      const labels = Array.from((element as HTMLInputElement).labels ?? []);
      const text =
        element.getAttribute('aria-label') ||
        labels.map((label) => label.textContent).join(' ') ||
        element.textContent ||
        '';
      const kind = element.getAttribute('type') ?? element.getAttribute('role') ?? '';
      const name = `${element.tagName.toLowerCase()}[${kind}] ${text.trim().slice(0, 40)}`;
      if (!ringed(element) && !labels.some(ringed)) {
        (window as unknown as { focusWalk: [string, HTMLElement][] }).focusWalk.push([name, element]);
      }
      return `${name}@${element.getBoundingClientRect().top}`;
    });
    if (!path || visited.has(path)) break; // back at the top: the walk is done
    visited.add(path);
  }
  if (visited.size === 0) throw new Error('no control took the focus: the walk checked nothing');
  // the controls without a ring: each must look different focused than not
  const unseen = await page.evaluate(() => {
    const look = (node: HTMLElement) =>
      [node, ...Array.from((node as HTMLInputElement).labels ?? []), node.parentElement ?? node]
        .map((part) => {
          const style = getComputedStyle(part);
          return `${style.borderTopColor} ${style.borderBottomColor} ${style.backgroundColor} ${style.boxShadow}`;
        })
        .join(' | ');
    const walk = (window as unknown as { focusWalk: [string, HTMLElement][] }).focusWalk;
    return walk
      .filter(([, element]) => {
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
