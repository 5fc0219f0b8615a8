import { expect, loginAs, strings, test } from './support/fixtures';

const ko = strings.ko.common.home;

test('ko the banner turns by itself, pauses on hover and on its pause button, and can be picked', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: ko.banner.label });
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.putt.title);
  await page.clock.runFor(6500);
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.tocc.title);

  await banner.hover();
  await page.clock.runFor(13000);
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.tocc.title);
  await page.mouse.move(0, 0);

  await banner.getByRole('button', { name: ko.banner.pause }).click();
  await page.mouse.move(0, 0);
  await page.locator('body').click({ position: { x: 5, y: 600 } }); // focus leaves the banner
  await page.clock.runFor(13000);
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.tocc.title);
  await expect(banner.getByRole('button', { name: ko.banner.play })).toBeVisible();

  await banner.getByRole('button', { name: /4번째 배너 보기/ }).click();
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.org.title);
});

test('ko the banner stays still for visitors who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: ko.banner.label });
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.putt.title);
  await page.clock.runFor(20000);
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(ko.banner.putt.title);
});

test('ko a visitor is told "run a test" needs a login; members go to their order page', async ({ page }) => {
  await page.goto('/');
  const quick = page.getByRole('navigation', { name: ko.quick.label });
  await quick.getByRole('button', { name: ko.quick.runTest }).click();
  await expect(page.getByText(strings.ko.common.gate.membersOnly)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await loginAs(page, 'individual');
  await page.goto('/');
  await quick.getByRole('button', { name: ko.quick.viewReport }).click();
  await expect(page).toHaveURL(/\/Mypage\/Order\/Personal$/);
});

test('ko organisation users go from "view result report" to the organisation order page', async ({
  page,
}) => {
  await loginAs(page, 'orgUser');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: ko.quick.label })
    .getByRole('button', { name: ko.quick.viewReport })
    .click();
  await expect(page).toHaveURL(/\/Mypage\/Order\/Org$/);
});

test('ko the four category tiles and the open quick buttons lead to their pages', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: new RegExp(ko.categories.testing.title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/Product\/Testing\/Putt$/);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: ko.quick.label })
    .getByRole('link', { name: ko.quick.orgPrice })
    .click();
  await expect(page).toHaveURL(/\/Org$/);
});

for (const [name, viewport, count] of [
  ['phone', { width: 390, height: 844 }, 1],
  ['desktop', { width: 1280, height: 900 }, 4],
] as const) {
  test(`ko the partner carousel shows ${count} on a ${name} and opens partners in a new tab`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const partners = page.getByRole('region', { name: ko.partners.title });
    const links = partners.getByRole('link');
    await expect(links).toHaveCount(count);
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expect(links.first()).toHaveAttribute('rel', /noopener/);
    const first = await links.first().getAttribute('href');
    await partners.getByRole('button', { name: ko.partners.next }).click();
    await expect(links.first()).not.toHaveAttribute('href', first!);
  });
}
