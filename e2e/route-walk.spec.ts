import { routes } from '@putt/contract/routes';
import {
  expect,
  expectedTitle,
  expectNoAxeViolations,
  expectPageLoaded,
  expectRealContent,
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
// for who may not).
for (const lang of langs) {
  test.describe(() => {
    test.use({ lang });

    for (const route of routes) {
      test(`${lang} ${route.path} has its title, header and no a11y violation`, async ({
        page,
        consoleErrors,
      }) => {
        // a sample id names no post: the board content pages answer "invalid access" after a 404
        if (/^(qna|notice|press)Content$/.test(route.key)) {
          consoleErrors.allow(/status of 404 .*\/api\/getBoard/);
        }
        // a sample SK names no order: the order detail answers "not found" after a 404
        if (route.key === 'personalOrderDetail') {
          consoleErrors.allow(/status of 404 .*\/api\/getOrderProjectsContainsExamninees/);
        }
        const who = loginFor[route.access];
        if (who) await loginAs(page, who);
        // the sign-up form is shown to those who agreed to the terms in this tab (step 1)
        if (route.key === 'joinRegistration') {
          await page.addInitScript(() => sessionStorage.setItem('joinAgreed', '1'));
        }
        const response = await page.goto(samplePath(route));
        expect(response?.status(), `HTTP status of ${samplePath(route)}`).toBe(200);

        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page).toHaveTitle(expectedTitle(route.key, lang));
        await expect(page.getByRole('banner')).toBeVisible();

        const mainNav = page.getByRole('navigation', { name: strings[lang].common.nav.main });
        if (route.layout === 'main') {
          await expect(mainNav).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          if (route.key !== 'home' && route.key !== 'homeAlias') {
            await expect(
              page.getByRole('heading', { level: 1, name: routeTitle(route.key, lang), exact: true }),
            ).toBeVisible();
          }
        } else {
          await expect(page.getByRole('banner')).toContainText(strings[lang].common.company.name);
          await expect(mainNav).toHaveCount(0);
        }

        await expectPageLoaded(page, lang);
        if (contentKeys.has(route.key)) await expectRealContent(page, lang);
        await expectNoAxeViolations(page);
      });
    }
  });
}
