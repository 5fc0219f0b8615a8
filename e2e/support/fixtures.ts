import axe from 'axe-core';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { routeByKey, type AccessRule, type RouteDef, type RouteKey } from '@putt/contract/routes';
import enCommon from '../../apps/web/src/app/i18n/en/common.json' with { type: 'json' };
import enForms from '../../apps/web/src/app/i18n/en/forms.json' with { type: 'json' };
import enValidation from '../../apps/web/src/app/i18n/en/validation.json' with { type: 'json' };
import enRoutes from '../../apps/web/src/app/i18n/en/routes.json' with { type: 'json' };
import koCommon from '../../apps/web/src/app/i18n/ko/common.json' with { type: 'json' };
import koForms from '../../apps/web/src/app/i18n/ko/forms.json' with { type: 'json' };
import koValidation from '../../apps/web/src/app/i18n/ko/validation.json' with { type: 'json' };
import koRoutes from '../../apps/web/src/app/i18n/ko/routes.json' with { type: 'json' };
import enDescriptions from '../../apps/web/src/app/i18n/en/descriptions.json' with { type: 'json' };
import koDescriptions from '../../apps/web/src/app/i18n/ko/descriptions.json' with { type: 'json' };

export { expect };

import { langs, type Lang } from '@putt/contract/lang';

export { langs, type Lang };

type RouteStrings = Record<string, { title: string } | undefined>;

/** The app's own strings (the JSON resources the web app bundles), by language. */
export const strings = {
  ko: {
    common: koCommon,
    forms: koForms,
    validation: koValidation,
    routes: koRoutes as RouteStrings,
    descriptions: koDescriptions as Record<string, string | undefined>,
  },
  en: {
    common: enCommon,
    forms: enForms,
    validation: enValidation,
    routes: enRoutes as RouteStrings,
    descriptions: enDescriptions as Record<string, string | undefined>,
  },
} as const;

/** The route's title in a language, as its banner h1 shows it. */
export function routeTitle(routeKey: string, lang: Lang): string {
  const title = strings[lang].routes[routeKey]?.title;
  if (!title) throw new Error(`no ${lang} title for route ${routeKey}`);
  return title;
}

/** document.title of a route: `${route title} | ${company}`, the company alone on the home page. */
export function expectedTitle(routeKey: string, lang: Lang): string {
  const company = strings[lang].common.company.name;
  if (routeKey === 'home' || routeKey === 'homeAlias') return company;
  return `${routeTitle(routeKey, lang)} | ${company}`;
}

/** Parameters a page checks against a fixed set (another value leaves the page for another one). */
const sampleParams: Partial<Record<RouteKey, Record<string, string>>> = {
  orgOrderRequest: { pid: 'survey' },
};

/** A route's path with every parameter (`:SK`, `:id`, …) filled with a URL-safe sample value. */
export function samplePath(route: RouteDef | RouteKey): string {
  const def = typeof route === 'string' ? routeByKey.get(route) : route;
  if (!def) throw new Error(`unknown route ${String(route)}`);
  const fixed = sampleParams[def.key] ?? {};
  return def.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => fixed[name] ?? 'sample-1');
}

/** Waits until the page's lazy code has arrived (no loading state left in <main>). */
export async function expectPageLoaded(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(
    page.getByRole('main').getByText(strings[lang].common.states.loading, { exact: true }),
  ).toHaveCount(0);
}

/**
 * A page of real content: not the "content on its way" text, more than a heading's worth of text,
 * and nothing wider than the screen.
 */
export async function expectRealContent(page: Page, lang: Lang): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(strings[lang].common.page.preparing)).toHaveCount(0);
  expect((await main.innerText()).length, 'text on the page').toBeGreaterThan(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * Axe's best-practice rules on landmarks, run beside the WCAG tags: each landmark once, and told
 * apart by its name. A dialog's title bar was a second banner on every dialog (issue 41).
 */
const landmarkRules = [
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
];

/** Axe, with the state's mark on screen first (a dialog, an error): the state is what is checked. */
export async function checkState(page: Page, shown: Locator): Promise<void> {
  await expect(shown.first()).toBeVisible();
  await expectNoAxeViolations(page);
}

/**
 * Runs axe (WCAG 2.1 A/AA and the landmark rules above) on the page; on failure lists each
 * violation with its nodes. It waits for running transitions to end first: a dialog still fading
 * in has, for that moment, the contrast of a half-transparent layer, which axe would report.
 * While axe runs the page prefers reduced motion (app/styles.css then ends every transition at
 * once), so a toast that starts leaving meanwhile is checked as it ends, not half-faded.
 *
 * Axe is put into the document once and run there, not through @axe-core/playwright: that one
 * evaluates axe's 600 KB three times a check and opens a blank page for the last step, which was
 * most of a check's cost and a third of the route walk's. Frames are not entered (`iframes: false`;
 * their element is still checked, title and all): the site's only frames are the map's, another
 * site's, and a sent e-mail's HTML in a frame sandboxed without scripts, where axe cannot run.
 * Every rule runs in both languages except colour contrast, which the Korean page checks (below).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // stale rows shown faded while the next ones load (aria-busy) are not what the page settles on
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  // a page the app moved to through its router is the same document: axe is there already
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ tags, landmarks }) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // only violations are read: axe then skips collecting the passing and inapplicable nodes
        resultTypes: ['violations'],
        iframes: false,
        rules: {
          ...Object.fromEntries(landmarks.map((rule) => [rule, { enabled: true }])),
          // Contrast is the stylesheet's, the same in both languages: checked on the Korean pages
          // (the site's default) only. It was three quarters of axe's time (route walk: 57 of 78 s).
          'color-contrast': { enabled: document.documentElement.lang !== 'en' },
        },
      }),
    { tags: axeTags, landmarks: landmarkRules },
  );
  await page.emulateMedia({ reducedMotion: null });
  const report = results.violations.map((violation) => {
    const nodes = violation.nodes.map(
      (node) =>
        `    - ${node.target.map(String).join(' >> ')}\n      ${node.html}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
    );
    return `${violation.id} [${violation.impact ?? 'n/a'}] ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
  });
  if (report.length > 0) {
    await base.info().attach('axe-violations', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(
    report,
    `axe found ${report.length} violation(s) on ${page.url()}:\n\n${report.join('\n\n')}\n`,
  ).toEqual([]);
  // counted in the suite's summary (scripts/summarize-tests.mjs)
  base.info().annotations.push({ type: 'axe', description: page.url() });
}

/** Console errors and uncaught page errors of every page of the test; checked when the test ends. */
export type ConsoleErrors = {
  /** Lets console errors matching this pattern pass (e.g. /status of 404/ on a page that expects a 404). */
  allow(pattern: RegExp): void;
  /** The errors collected so far that are not allowed. */
  readonly errors: readonly string[];
};

type Fixtures = {
  /** The UI language, put in localStorage `lang` before any page loads. */
  lang: Lang;
  consoleErrors: ConsoleErrors;
};

export const test = base.extend<Fixtures>({
  lang: ['ko', { option: true }],

  // A prerendered page shows before its code runs; like a user who waits for the page to answer,
  // every navigation waits until the app runs it (the app marks <html data-ready>).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },

  context: async ({ context, lang }, use) => {
    // Once per tab (sessionStorage survives reloads), so a language the user switches to sticks.
    await context.addInitScript((value: string) => {
      try {
        if (sessionStorage.getItem('e2e:lang-set')) return;
        localStorage.setItem('lang', value);
        sessionStorage.setItem('e2e:lang-set', '1');
      } catch {
        // about:blank and other opaque origins have no storage
      }
    }, lang);
    await use(context);
  },

  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const collected: string[] = [];
      // These machines have no internet: the map on /About/Map cannot reach its server (the page
      // then shows the address only, as company.spec.ts checks).
      const allowed: RegExp[] = [/https:\/\/www\.openstreetmap\.org\//];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const location = message.location();
        const where = location.url ? ` (${location.url}:${location.lineNumber})` : '';
        collected.push(`console.error on ${message.page()?.url() ?? 'a worker'}: ${message.text()}${where}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        // the page it happened on: a walk of many pages reports one list at its end
        collected.push(
          `page error on ${webError.page()?.url() ?? 'an unknown page'}: ${error.stack ?? error.message}`,
        );
      });
      const errors = () => collected.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      await use({
        allow: (pattern) => void allowed.push(pattern),
        get errors() {
          return errors();
        },
      });
      const left = errors();
      if (left.length > 0 && testInfo.status === testInfo.expectedStatus) {
        throw new Error(
          `The page logged ${left.length} error(s):\n${left.map((e) => `  - ${e}`).join('\n')}`,
        );
      }
      if (left.length > 0) {
        await testInfo.attach('console-errors', { body: left.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

/** The demo seed's logins (apps/server/src/seed/demo-accounts.ts), present on every fresh e2e server. */
export const demo = {
  individual: { uid: 'demo1234', password: 'demo1234!' },
  orgAdmin: { orgId: 'demoschool', uid: 'orgadmin', password: 'demo1234!' },
  orgUser: { orgId: 'demoschool', uid: 'orguser', password: 'demo1234!' },
  /** a second organisation, for what one organisation must not see of another */
  otherOrgAdmin: { orgId: 'demohigh', uid: 'highadmin', password: 'demo1234!' },
} as const;
export type DemoLogin = keyof typeof demo;

/** Logs the browser context in through the API, as the login form would (the cookie is shared). */
export async function loginAs(page: Page, who: DemoLogin): Promise<void> {
  const login = demo[who];
  const data =
    'orgId' in login
      ? { loginType: 'org', loginData: { orgId: login.orgId, uid: login.uid, password: login.password } }
      : { loginType: 'custom', loginData: { uid: login.uid, password: login.password } };
  const response = await page.request.post('/api/loginUser', {
    data,
    headers: { 'x-requested-with': 'fetch' },
  });
  expect(response.status(), `login as ${who}`).toBe(200);
}

/** Who can open a page of each access rule (route table), for walks that must see every page. */
export const loginFor: Record<AccessRule, DemoLogin | null> = {
  anyone: null,
  signedIn: 'individual',
  individual: 'individual',
  organisation: 'orgUser',
  orgAdmin: 'orgAdmin',
};
