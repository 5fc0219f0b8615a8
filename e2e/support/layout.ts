import { expect, type Page } from '@playwright/test';

/** The page is no wider than its window: on a phone nothing but a table's own region scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, where = 'the page'): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow of ${where} in px`).toBeLessThanOrEqual(0);
}
