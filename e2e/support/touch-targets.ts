import type { Page } from '@playwright/test';

/** A control smaller than a thumb: what it is and its hit area in CSS pixels. */
export type SmallTarget = { what: string; width: number; height: number };

export const MIN_TARGET = 44;

/**
 * Every visible control of the page whose hit area is under 44 × 44 px (WCAG 2.5.5). A checkbox or
 * radio counts with its label (clicking the label ticks it); a hidden input (a segmented control's)
 * counts as its label; links inside running text (a paragraph) are excepted, as the criterion allows.
 */
export function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex="0"]';
    const small: { what: string; width: number; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('p, [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const boxes = [element.getBoundingClientRect()];
      if (element instanceof HTMLInputElement && element.labels) {
        for (const label of Array.from(element.labels)) boxes.push(label.getBoundingClientRect());
      }
      const visible = boxes.filter((box) => box.width > 1 && box.height > 1);
      if (visible.length === 0) continue;
      const left = Math.min(...visible.map((b) => b.left));
      const right = Math.max(...visible.map((b) => b.right));
      const top = Math.min(...visible.map((b) => b.top));
      const bottom = Math.max(...visible.map((b) => b.bottom));
      const width = Math.round(right - left);
      const height = Math.round(bottom - top);
      if (width < min || height < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        small.push({ what: `${element.tagName.toLowerCase()} "${name}"`, width, height });
      }
    }
    return small;
  }, MIN_TARGET);
}
