import {
  expect,
  expectNoAxeViolations,
  expectPageLoaded,
  expectRealContent,
  langs,
  loginAs,
  loginFor,
  routeTitle,
  samplePath,
  test,
} from './support/fixtures';
import { contentRoutes } from './support/content-routes';

// Every content page, in both languages, on a phone: real content (never the "content on its way"
// text) and no sideways scrolling. route-walk.spec.ts checks the same on a desktop, with axe on
// every page; here axe runs on one page of each kind, whose phone layout differs most.
const phone = { width: 390, height: 844 };
const axeOnPhone = new Set([
  'home',
  'testingPutt',
  'testingPuttE',
  'personalPrice',
  'orgPriceTest',
  'guideOrg',
  'aboutMap',
  'privacy',
]);
const accessRules = [...new Set(contentRoutes.map((route) => route.access))];
/** Pages one test walks: about a minute's work on a busy 2-core machine. */
const PART = 15;

for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });
    for (const access of accessRules) {
      const all = contentRoutes.filter((route) => route.access === access);
      // in parts of at most PART pages, so that the two workers share the walk evenly
      const parts = Math.ceil(all.length / PART);
      for (let part = 0; part < parts; part += 1) {
        const routes = all.slice(part * PART, (part + 1) * PART);
        const which = parts > 1 ? ` (part ${part + 1} of ${parts})` : '';
        test(`${lang} phone: the ${access} content pages${which} show their content`, async ({ page }) => {
          test.slow();
          await page.setViewportSize(phone);
          const who = loginFor[access];
          if (who) await loginAs(page, who);
          for (const route of routes) {
            await test.step(route.path, async () => {
              await page.goto(samplePath(route));
              // Home's h1 too, there for screen readers only (1 px, clipped)
              await expect(
                page.getByRole('heading', { level: 1, name: routeTitle(route.key, lang), exact: true }),
              ).toBeVisible();
              await expectPageLoaded(page, lang);
              await expectRealContent(page, lang);
              if (axeOnPhone.has(route.key)) await expectNoAxeViolations(page);
            });
          }
        });
      }
    }
  });
}
