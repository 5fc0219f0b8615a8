import { pathOf } from '@putt/contract/routes';
import koCatalogue from '../apps/web/src/features/catalogue/i18n/ko.json' with { type: 'json' };
import enOrders from '../apps/web/src/features/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import {
  expect,
  expectNoAxeViolations,
  expectPageLoaded,
  langs,
  loginAs,
  strings,
  test,
} from './support/fixtures';
import { tabTo } from './support/keyboard';
import { placeNamedOrder } from './support/orders';
import { smallTargets } from './support/touch-targets';
import { brokenWords, expectNoSidewaysScroll, expectWithinWidth } from './support/layout';

/** A 390 px phone: thumb-sized controls, lists whose actions stay on screen, tabs that say there is more. */
test.use({ viewport: { width: 390, height: 844 } });

test('ko no control on Home or /Login is smaller than 44 px', async ({ page }) => {
  for (const path of ['/', '/Login']) {
    await page.goto(path);
    await expectPageLoaded(page, 'ko');
    expect(await smallTargets(page), path).toEqual([]);
  }
});

test('ko a title cut to one line on Home shows that line whole and nothing of the next', async ({ page }) => {
  await page.goto('/');
  const titles = page.getByRole('main').locator('a[data-line-clamp]');
  await expect(titles.first()).toBeVisible();
  const boxes = await titles.evaluateAll((links) =>
    links.map((link) => ({
      title: link.textContent,
      // the clamp clips at the padding box: what shows of the title is this tall
      shown: link.clientHeight,
      whole: link.scrollHeight,
      line: parseFloat(getComputedStyle(link).lineHeight),
      target: link.getBoundingClientRect().height,
    })),
  );
  // the demo posts include titles longer than a phone's line: the check is not vacuous
  expect(boxes.some((box) => box.whole > box.shown)).toBe(true);
  for (const box of boxes) {
    expect(
      Math.abs(box.shown - box.line),
      `${box.title}: ${box.shown} px shown of ${box.line} px lines`,
    ).toBeLessThan(1);
    expect(box.target, `${box.title}: thumb-sized`).toBeGreaterThanOrEqual(44);
  }
});

for (const lang of ['ko', 'en'] as const) {
  test.describe(() => {
    test.use({ lang });
    test(`${lang} a My page screen starts with its page: the side menu folds behind one button that opens by keyboard`, async ({
      page,
    }) => {
      const words = strings[lang];
      await loginAs(page, 'orgAdmin');
      await page.goto('/Mypage/Order/Org');
      await expectPageLoaded(page, lang);
      const menu = page.getByRole('navigation', { name: words.common.nav.side.mypage });
      const toggle = menu.getByRole('button', {
        name: words.common.nav.sideMenuOn.replace('{{page}}', words.routes.orgOrders!.title),
      });
      const other = menu.getByRole('link', { name: words.routes.orgPurchaseList!.title });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(other).toBeHidden();
      // the page itself begins on the first screen, under the folded menu
      const content = menu.locator('xpath=following-sibling::*[1]');
      expect((await content.boundingBox())!.y).toBeLessThan(844 / 2);
      expect(await smallTargets(page)).toEqual([]);
      await expectNoAxeViolations(page);

      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(other).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await expectNoAxeViolations(page);
      await tabTo(page, other, 10);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/Mypage/Order/Org/PurchaseList');
      const folded = menu.getByRole('button', {
        name: words.common.nav.sideMenuOn.replace('{{page}}', words.routes.orgPurchaseList!.title),
      });
      await expect(folded).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: words.routes.orgOrders!.title })).toBeHidden();
    });
  });
}

/** A price or an amount as the pages write it: "160,000원", "KRW 160,000". */
const amount = { ko: /^\d{1,3}(,\d{3})+원$/, en: /^KRW \d{1,3}(,\d{3})+$/ } as const;

for (const lang of langs) {
  test.describe(`${lang} price page`, () => {
    test.use({ lang });

    test(`${lang} the price page shows every package's price on screen and breaks no word`, async ({
      page,
    }) => {
      await loginAs(page, 'individual');
      await page.goto(pathOf('personalPriceTest'));
      await expectPageLoaded(page, lang);
      const prices = page.getByRole('main').getByText(amount[lang]);
      // one package a school level
      await expect(prices).toHaveCount(4);
      await expectWithinWidth(prices, 'the prices');
      expect(await brokenWords(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('ko and en the order list shows each order as a card with its amount and actions on screen, thumb-sized, no word broken', async ({
  page,
}) => {
  await loginAs(page, 'individual');
  const name = await placeNamedOrder(page, '카드');
  await page.goto(`/Mypage/Order/Personal?q=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const actions = [
    row.getByRole('link', { name: new RegExp(koOrders.list.action.detail) }),
    row.getByRole('button', { name: new RegExp(koOrders.cancel.open) }),
  ];
  for (const action of actions) await expectWithinWidth(action, "the row's action");
  await expectWithinWidth(row.getByText(amount.ko), 'the amount');
  await expectNoSidewaysScroll(page);
  expect(await smallTargets(page)).toEqual([]);
  expect(await brokenWords(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // the same list in English, whose words are longer
  await page.getByRole('button', { name: strings.ko.common.language.switchTo }).click();
  await expect(page.getByRole('region', { name: enOrders.list.caption })).toBeVisible();
  await expectWithinWidth(row.getByText(amount.en), 'the amount');
  expect(await brokenWords(page)).toEqual([]);
});

test('ko a tab bar wider than the phone says there is more, and its last tab can be reached', async ({
  page,
}) => {
  await page.goto('/Product/Testing/Putt');
  await expectPageLoaded(page, 'ko');
  const tabs = page.getByRole('navigation', { name: koCatalogue.tabsLabel });
  const frame = tabs.locator('..');
  await expect(frame).toHaveAttribute('data-more-after', 'true');
  await expect(frame).not.toHaveAttribute('data-more-before', /.*/);
  const last = tabs.getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  const box = (await last.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(frame).toHaveAttribute('data-more-before', 'true');
});
