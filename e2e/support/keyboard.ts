import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}
