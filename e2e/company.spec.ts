import { expect, strings, test } from './support/fixtures';
import guideKo from '../apps/web/src/features/guide/i18n/ko.json' with { type: 'json' };
import aboutKo from '../apps/web/src/features/about/i18n/ko.json' with { type: 'json' };

const description = guideKo.intro.hero.description.replace('{{company}}', strings.ko.common.company.name);

test('ko the introduction shows its subtitle, then its description, each after a pause', async ({ page }) => {
  // note when each text first appears
  await page.addInitScript(
    ([subtitle, description]) => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('main')?.textContent ?? '';
        if (!seen.tagline && document.getElementById('intro-tagline')) seen.tagline = performance.now();
        if (!seen.subtitle && text.includes(subtitle!)) seen.subtitle = performance.now();
        if (!seen.description && text.includes(description!)) seen.description = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [guideKo.intro.hero.subtitle, description],
  );
  await page.goto('/Intro');
  const main = page.getByRole('main');
  await expect(main.getByText(description)).toBeVisible();
  await expect(main.getByText(guideKo.intro.hero.subtitle)).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
  // the tagline may come with the prerendered page, before the timers start: measure the steps.
  // Timers never fire early, so the lower bounds hold on any machine; a busy one only makes them
  // late, which is why the exact times are checked with fake timers in intro-hero.test.tsx.
  expect(seen.subtitle! - seen.tagline!).toBeGreaterThanOrEqual(280);
  expect(seen.description! - seen.tagline!).toBeGreaterThanOrEqual(680);
  expect(seen.description!).toBeGreaterThan(seen.subtitle!);
});

test('ko the usage guides switch between individual and organisation with two tabs', async ({ page }) => {
  await page.goto('/instruction/individual');
  const tabs = page.getByRole('navigation', { name: guideKo.guide.tabsLabel });
  await expect(tabs.getByRole('link', { name: guideKo.guide.tabs.individual })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs.getByRole('link', { name: guideKo.guide.tabs.org }).click();
  await expect(page).toHaveURL(/\/instruction\/org$/);
  await expect(tabs.getByRole('link', { name: guideKo.guide.tabs.org })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // the organisation flow of spec-1 §1 as numbered steps
  await expect(page.getByRole('main').getByRole('list').first().getByRole('listitem')).toHaveCount(13);
});

test('ko directions keep the address, phone and e-mail when the map cannot load', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/openstreetmap|ERR_FAILED|Failed to load resource/);
  await page.route('https://www.openstreetmap.org/**', (route) => route.abort());
  await page.goto('/About/Map');
  const main = page.getByRole('main');
  // where the blocked request is not answered at once, the page gives up on the map after
  // MAP_TIMEOUT_MS (8 s, features/about/components/use-map-status.ts)
  await expect(main.getByText(aboutKo.map.unavailable)).toBeVisible({ timeout: 12_000 });
  await expect(main.locator('iframe')).toHaveCount(0);
  await expect(main.getByText('대전광역시 유성구 대학로 000, 창의관 3층').first()).toBeVisible();
  await expect(main.getByRole('link', { name: '042-000-0000' }).first()).toHaveAttribute('href', /^tel:/);
  await expect(main.getByRole('link', { name: 'contact@example.com' }).first()).toHaveAttribute(
    'href',
    'mailto:contact@example.com',
  );
});

test('ko the privacy policy has eight numbered articles and takes effect on 2007-01-01', async ({ page }) => {
  await page.goto('/Privacy');
  const main = page.getByRole('main');
  for (let n = 1; n <= 8; n++)
    await expect(main.getByRole('heading', { name: new RegExp(`제${n}조`) })).toBeVisible();
  await expect(main.getByText(/2007년 1월 1일/)).toBeVisible();
  await expect(main).toContainText(strings.ko.common.company.name);
});
