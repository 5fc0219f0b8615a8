import enSurvey from '../apps/web/src/features/survey/i18n/en.json' with { type: 'json' };
import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, expectPageLoaded, langs, strings, test, type Lang } from './support/fixtures';
import {
  describeShifts,
  layoutShiftsOf,
  openRequests,
  recordLayoutShifts,
  whenQuiet,
} from './support/layout-shifts';
import { holdPageAfter } from './support/held-page';
import { openedClass } from './support/survey';

/**
 * No layout shift on a slow phone (issue 41, decision 032; DESIGN.md's layout budget): the three
 * budget pages and the survey entry, with the CPU six times slower (Chromium's throttling), at a
 * phone's and a desktop's width, in both languages, from the first frame until the page has
 * loaded its code, hydrated, fetched its data afresh and (Home) turned its banner through every
 * slide. Any shift fails, with the elements that moved.
 */
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;
const surveyWords = { ko: koSurvey, en: enSurvey };

/** The survey link of an open class, made once per worker (its entry page is what is measured). */
let surveyPath: Promise<string> | undefined;

/** A slow phone: the page's CPU six times slower, from before its first task. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Opens a prerendered page and waits until it is quiet: hydrated (the fixture's `goto` waits for
 * the app's mark), its data fetched afresh after hydration (the session is asked again then,
 * app/prerender.ts) and every answer drawn.
 */
async function openPrerendered(page: Page, open: () => number, path: string, lang: Lang) {
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/getSession'));
  await page.goto(path);
  await refreshed;
  await whenQuiet(page, open);
  await expectPageLoaded(page, lang);
}

/**
 * Home's banner turns (every six seconds) through every slide, each drawn. The clock also runs
 * by itself meanwhile, so each step waits for another slide, not a named one.
 */
async function turnBanner(page: Page, open: () => number, lang: Lang): Promise<void> {
  const heading = page
    .getByRole('region', { name: strings[lang].common.home.banner.label })
    .getByRole('heading', { level: 2 });
  for (let turn = 0; turn < 4; turn += 1) {
    const shown = await heading.innerText();
    await page.clock.fastForward(6_000);
    await expect(heading).not.toHaveText(shown);
    await whenQuiet(page, open);
  }
}

async function expectNoShift(page: Page, what: string): Promise<void> {
  const shifts = await layoutShiftsOf(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shift on ${what}; what moved:\n${describeShifts(shifts)}\n`).toBe(0);
}

for (const lang of langs) {
  for (const [size, use] of Object.entries(sizes)) {
    test.describe(() => {
      test.use({ lang, ...use });

      test(`${lang} on a ${size} six times slower, nothing moves on Home, a product page, /Login and the survey entry`, async ({
        page,
        context,
        browser,
        consoleErrors,
        baseURL,
      }) => {
        // four page loads with the CPU six times slower (and the class set up once a worker): on a
        // machine busy with other work, more than the suite's two minutes
        test.setTimeout(240_000);
        surveyPath ??= (async () => {
          const setUp = await browser.newPage({ baseURL });
          const { path } = await openedClass(setUp, { type: 'putt_m', students: 1 });
          await setUp.close();
          return path;
        })();
        // a browser without an attempt is asked to enter: the attempt's read answers 401 to it
        consoleErrors.allow(/status of 401 \(Unauthorized\) \(\S+\/api\/getAttempt:/);
        const survey = await surveyPath;
        // the server sends the prerendered page of the language the switch keeps in this cookie
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        await recordLayoutShifts(context);
        await page.clock.install();
        await throttle(page);
        const open = openRequests(page);

        await openPrerendered(page, open, '/', lang);
        await turnBanner(page, open, lang);
        await expectNoShift(page, 'Home');

        for (const path of ['/Product/Testing/Putt_e', '/Login']) {
          await openPrerendered(page, open, path, lang);
          await expectNoShift(page, path);
        }

        await page.goto(survey);
        await expect(page.getByRole('heading', { name: surveyWords[lang].entry.codeTitle })).toBeVisible();
        await whenQuiet(page, open);
        await expectNoShift(page, 'the survey entry');
      });
    });
  }
}

test.describe(() => {
  test.use(sizes.desktop);

  test('ko a prerendered page is painted only once all of it has arrived, never half', async ({
    page,
    baseURL,
  }) => {
    // the connection stalls right after the header, whose menu would otherwise be painted as
    // far as it had arrived and then grow (decision 032)
    const network = await holdPageAfter(baseURL!, '</header>');
    try {
      const loading = page.goto(`${network.origin}/Login`);
      await network.held;
      await expect
        .poll(() => page.evaluate(() => document.querySelector('header') !== null).catch(() => false))
        .toBe(true);
      // for a second and a half of stalled network, the half page is not painted
      const paints = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            setTimeout(() => resolve(performance.getEntriesByType('paint').length), 1_500),
          ),
      );
      expect(paints, 'paints of the page before the rest of it arrived').toBe(0);
      network.release();
      await loading;
      await expectPageLoaded(page, 'ko');
    } finally {
      await network.close();
    }
  });
});
