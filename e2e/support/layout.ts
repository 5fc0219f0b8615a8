import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page is no wider than its window: on a phone nothing but a table's own region scrolls
 * sideways. Read until it settles (up to 2 s): right after the window narrows, the back office's
 * shell slides its navigation's room away over 200 ms, wider than the window on the way; a page
 * that stays wider fails.
 */
export async function expectNoSidewaysScroll(page: Page, where = 'the page'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `horizontal overflow of ${where} in px`,
      timeout: 2000,
    })
    .toBeLessThanOrEqual(0);
}

/** Each located element (a price, an amount, a report's link) lies wholly within the window's width. */
export async function expectWithinWidth(locator: Locator, what: string): Promise<void> {
  await expect(locator.first(), `${what} on the page`).toBeVisible();
  const width = locator.page().viewportSize()!.width;
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, right } = element.getBoundingClientRect();
      return { text: element.textContent?.trim() ?? '', left: Math.round(left), right: Math.round(right) };
    }),
  );
  const outside = boxes.filter((box) => box.left < 0 || box.right > width);
  expect(outside, `${what} outside the ${width} px window`).toEqual([]);
}

/** What a table's cells and the badges hold that a reader cannot read whole. */
export const cellsAndBadges = 'td, th, .mantine-Badge-root';

/**
 * Words that a table cell or a badge shows broken: a whitespace-separated word whose characters lie
 * on two lines ("데모중학/교", "165,000/원", "2026-12-/27"), and a badge's text cut short by an
 * ellipsis. Each character's box is read from a Range over its text node; a character whose box
 * starts below the middle of the one before it went to the next line. E-mail and web addresses
 * may break (a long one must); text only for screen readers (inside a box of 1 px, like a card
 * table's header) is not on screen: skipped.
 * Answers each as `cell text: the broken word`.
 */
export function brokenWords(page: Page, selector = cellsAndBadges): Promise<string[]> {
  return page.evaluate((selector) => {
    const found = new Set<string>();
    const range = document.createRange();
    const clipped = (element: Element | null): boolean => {
      for (let at = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (cell.getClientRects().length === 0 || clipped(cell)) continue;
      const whole = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        if (clipped(node.parentElement)) continue;
        let word = '';
        let broken = false;
        let previous: DOMRect | undefined;
        const endWord = () => {
          // an e-mail address or a web address may break where it must, as a long one has to
          if (broken && !/@|:\/\//.test(word)) found.add(`${whole}: ${word}`);
          word = '';
          broken = false;
          previous = undefined;
        };
        for (let index = 0; index < text.length; index++) {
          const character = text[index]!;
          if (/\s/.test(character)) {
            endWord();
            continue;
          }
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          word += character;
          if (box.height === 0) continue;
          if (previous && box.top > previous.top + previous.height / 2) broken = true;
          previous = box;
        }
        endWord();
      }
      // a badge's label cut short by its ellipsis
      const label = cell.querySelector<HTMLElement>(':scope > .mantine-Badge-label');
      if (label && label.scrollWidth > label.clientWidth + 1) found.add(`${whole}: cut short`);
    }
    return [...found];
  }, selector);
}
