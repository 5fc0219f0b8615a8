import { routes, type AccessRule, type RouteDef } from '@putt/contract/routes';
import type { Page } from '@playwright/test';
import {
  expect,
  expectedTitle,
  expectNoAxeViolations,
  expectPageLoaded,
  expectRealContent,
  type Lang,
  langs,
  loginAs,
  loginFor,
  routeTitle,
  samplePath,
  strings,
  test,
} from './support/fixtures';
import { contentRoutes } from './support/content-routes';

const contentKeys = new Set(contentRoutes.map((route) => route.key));

// Every route of the route table, in both languages: served (200), titled, framed by its layout,
// accessible. Members-only pages are visited by a demo member who may see them (see gating.spec.ts
// for who may not). One page per language and access rule moves through its routes as a visitor
// clicking links does (the app's router, no reload): a cold load per route cost three times as
// much, and cold loads with hydration are checked by content-walk.spec.ts and the journeys.

/** Moves the app to a path through its router, as a link would. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function checkRoute(page: Page, route: RouteDef, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page).toHaveTitle(expectedTitle(route.key, lang));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    strings[lang].descriptions[route.key]!,
  );
  await expect(page.getByRole('banner')).toBeVisible();

  const mainNav = page.getByRole('navigation', { name: strings[lang].common.nav.main });
  if (route.layout === 'main') {
    await expect(mainNav).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Home's h1 too, there for screen readers only (1 px, clipped)
    await expect(
      page.getByRole('heading', { level: 1, name: routeTitle(route.key, lang), exact: true }),
    ).toBeVisible();
  } else {
    await expect(page.getByRole('banner')).toContainText(strings[lang].common.company.name);
    await expect(mainNav).toHaveCount(0);
  }

  await expectPageLoaded(page, lang);
  if (contentKeys.has(route.key)) await expectRealContent(page, lang);
  await expectNoAxeViolations(page);
}

const accessRules = [...new Set(routes.map((route) => route.access))] as AccessRule[];
/** Routes one test walks: about a minute's work on a busy 2-core machine. */
const PART = 12;

for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });

    for (const access of accessRules) {
      const all = routes.filter((route) => route.access === access);
      // in parts of at most PART routes, so that the two workers share the walk evenly
      const parts = Math.ceil(all.length / PART);
      for (let part = 0; part < parts; part += 1) {
        const group = all.slice(part * PART, (part + 1) * PART);
        const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
        test(`${lang} every ${access} route${which} has its title, header and no a11y violation`, async ({
          page,
          consoleErrors,
        }) => {
          // about 4 s a route on a busy 2-core machine, axe included
          test.setTimeout(30_000 + group.length * 10_000);
          // a sample id names no post or order: those pages answer "invalid access" or "not found"
          consoleErrors.allow(/status of 404 .*\/api\/getBoard/);
          consoleErrors.allow(
            /status of 404 .*\/api\/(getOrderProjectsContainsExamninees|getOrder|getOrgMember|getSurveyInfo)\b/,
          );
          const who = loginFor[access];
          if (who) await loginAs(page, who);
          // the sign-up form is shown to those who agreed to the terms in this tab (step 1)
          await page.addInitScript(() => {
            try {
              sessionStorage.setItem('joinAgreed', '1');
            } catch {
              // a frame of another origin (the map) has no storage of ours
            }
          });

          for (const [index, route] of group.entries()) {
            await test.step(route.path, async () => {
              const path = samplePath(route);
              const served = await page.request.get(path);
              expect(served.status(), `HTTP status of ${path}`).toBe(200);
              if (index === 0) await page.goto(path);
              else await navigate(page, path);
              await checkRoute(page, route, lang);
            });
          }
        });
      }
    }
  });
}
