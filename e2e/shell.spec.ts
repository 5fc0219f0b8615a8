import type { Locator } from '@playwright/test';
import {
  expect,
  expectedTitle,
  expectNoAxeViolations,
  expectPageLoaded,
  routeTitle,
  strings,
  test,
} from './support/fixtures';

const ko = strings.ko.common;
const en = strings.en.common;
const phone = { width: 390, height: 844 };

/** A menu group's toggle in the open drawer: a button, so the keyboard reaches it. */
function drawerGroup(drawer: Locator, label: string): Locator {
  return drawer
    .getByRole('navigation', { name: ko.nav.main })
    .getByRole('button', { name: label, exact: true });
}

test('ko unknown path answers 404 with a not-found page whose home link works', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: ko.notFound.title })).toBeVisible();
  await expect(page).toHaveTitle(`${ko.notFound.title} | ${ko.company.name}`);

  const home = page.getByRole('link', { name: ko.notFound.home });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle(expectedTitle('home', 'ko'));
  await expect(page.getByRole('heading', { level: 1, name: ko.notFound.title })).toHaveCount(0);
});

test.describe('phone', () => {
  test.use({ viewport: phone });

  test('ko the burger opens the drawer, a group expands, a link navigates and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: ko.nav.main })).toBeHidden();

    const burger = page.getByRole('button', { name: ko.nav.openMenu });
    await expect(burger).toBeVisible();
    await burger.click();

    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (const group of Object.values(ko.nav.group)) {
      await expect(drawerGroup(drawer, group)).toBeVisible();
    }

    const putt = drawer.getByRole('link', { name: ko.nav.puttTest, exact: true });
    await expect(putt).toBeHidden();
    await drawerGroup(drawer, ko.nav.group.testing).click();
    await expect(putt).toBeVisible();
    await putt.click();

    await expect(page).toHaveURL((url) => url.pathname === '/Product/Testing/Putt');
    await expect(
      page.getByRole('heading', { level: 1, name: routeTitle('testingPutt', 'ko'), exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle(expectedTitle('testingPutt', 'ko'));
    await expect(drawer).toBeHidden();
  });

  test('ko the drawer works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expectPageLoaded(page, 'ko');
    await page.getByRole('button', { name: ko.nav.openMenu }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();

    const testing = drawerGroup(drawer, ko.nav.group.testing);
    await expect(testing).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 10 && !(await testing.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(testing).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(testing).toHaveAttribute('aria-expanded', 'true');
    // the group opens with a short slide: its links take the focus once they are shown (on a busy
    // machine the slide outlasted the next key press, which then went past them)
    const putt = drawer.getByRole('link', { name: ko.nav.puttTest, exact: true });
    await expect(putt).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(putt).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/Product/Testing/Putt');
    await expect(drawer).toBeHidden();
  });

  test('ko axe passes with the drawer open', async ({ page }) => {
    await page.goto('/');
    await expectPageLoaded(page, 'ko');
    await page.getByRole('button', { name: ko.nav.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawerGroup(drawer, ko.nav.group.testing).click();
    await expect(drawer.getByRole('link', { name: ko.nav.puttTest, exact: true })).toBeVisible();
    // let the drawer's open transition finish before measuring colours
    await expect.poll(() => drawer.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('ko the language switch turns the site English and the choice survives a reload', async ({ page }) => {
  await page.goto('/Intro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('intro', 'ko') })).toBeVisible();

  const toEnglish = page.getByRole('button', { name: ko.language.switchTo });
  await expect(toEnglish).toHaveText('English');
  await toEnglish.click();

  const checkEnglish = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: routeTitle('intro', 'en'), exact: true }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: en.nav.main });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: en.nav.group.testing })).toBeVisible();
    await expect(page).toHaveTitle(expectedTitle('intro', 'en'));
    await expect(page.getByRole('button', { name: en.language.switchTo })).toHaveText('한국어');
  };
  await checkEnglish();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await page.reload();
  await checkEnglish();
});

test('ko the desktop menus open and navigate with the keyboard', async ({ page }) => {
  await page.goto('/Intro');
  await expectPageLoaded(page, 'ko');
  const nav = page.getByRole('navigation', { name: ko.nav.main });
  const testing = nav.getByRole('button', { name: ko.nav.group.testing });
  await testing.focus();
  await expect(testing).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(testing).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  const kat = nav.getByRole('link', { name: ko.nav.katTest });
  await expect(nav.getByRole('link', { name: ko.nav.puttTest })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(testing).toHaveAttribute('aria-expanded', 'false');
  // a mouse opens the group by hovering; its click keeps it open
  await testing.hover();
  await expect(testing).toHaveAttribute('aria-expanded', 'true');
  await testing.click();
  await expect(testing).toHaveAttribute('aria-expanded', 'true');
  await kat.click();
  await expect(page).toHaveURL((url) => url.pathname === '/Product/Testing/Kat');
  await expect(testing).toHaveAttribute('aria-expanded', 'false');
});

test('ko every navigation scrolls to the top', async ({ page }) => {
  await page.goto('/Notice');
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('notice', 'ko') })).toBeVisible();
  await expectPageLoaded(page, 'ko');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  const footerNav = page.getByRole('navigation', { name: ko.nav.footer });
  await footerNav.getByRole('link', { name: routeTitle('privacy', 'ko'), exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/Privacy');
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('privacy', 'ko') })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
