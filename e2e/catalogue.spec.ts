import { pathOf, type RouteKey } from '@putt/contract/routes';
import { expect, expectPageLoaded, loginAs, test, type Lang } from './support/fixtures';

// The catalogue states the spec's figures (spec-1 §1 and §9): each test reads them off the page a
// customer sees, in both languages.
const won = { ko: (n: string) => `${n}원`, en: (n: string) => `KRW ${n}` } as const;

type Facts = Record<Lang, string[]>;
const testPages: [route: RouteKey, facts: Facts][] = [
  [
    'testingPuttE',
    {
      ko: ['128문항', '초등학교 3~6학년', '30~40분'],
      en: ['128 items', 'Elementary grades 3-6', '30-40 min'],
    },
  ],
  [
    'testingPuttM',
    {
      ko: ['160문항', '중학교 1~3학년', '20~30분'],
      en: ['160 items', 'Middle school years 1-3', '20-30 min'],
    },
  ],
  [
    'testingPuttH',
    {
      ko: ['160문항', '고등학교 1~3학년', '20~30분'],
      en: ['160 items', 'High school years 1-3', '20-30 min'],
    },
  ],
  [
    'testingPuttU',
    { ko: ['160문항', '대학교 1~4학년', '20~30분'], en: ['160 items', 'University years 1-4', '20-30 min'] },
  ],
  [
    'testingToccE',
    { ko: ['60문항', '초등학교 4~6학년', '30~40분'], en: ['60 items', 'Elementary grades 4-6', '30-40 min'] },
  ],
  ['testingToccH', { ko: ['80문항', '7~12학년', '15~30분'], en: ['80 items', 'grades 7-12', '15-30 min'] }],
  [
    'testingTec',
    {
      ko: ['108문항', '대학생 및 연수생', '20~30분'],
      en: ['108 items', 'University students and trainees', '20-30 min'],
    },
  ],
  ['coachingPuttM', { ko: ['중학교 1~3학년', '약 45분'], en: ['Middle school years 1-3', 'about 45 min'] }],
  ['coachingToccH', { ko: ['고등학교 1~3학년', '약 50분'], en: ['High school years 1-3', 'about 50 min'] }],
  ['coachingTec', { ko: ['대학교 1~4학년', '약 50분'], en: ['University years 1-4', 'about 50 min'] }],
];

for (const lang of ['ko', 'en'] as const) {
  test.describe(`${lang} catalogue facts`, () => {
    test.use({ lang });

    for (const [route, facts] of testPages) {
      test(`${lang} ${pathOf(route)} states the spec's figures and its price`, async ({ page }) => {
        await page.goto(pathOf(route));
        const main = page.getByRole('main');
        for (const fact of facts[lang])
          await expect(main.getByText(fact, { exact: false }).first()).toBeVisible();
        // the organisation price per person and the individual package of the level
        await expect(main.getByRole('region', { name: lang === 'ko' ? '가격' : 'Price' })).toContainText(
          lang === 'ko' ? /\d,\d{3}원/ : /KRW \d{1,3},\d{3}/,
        );
      });
    }

    test(`${lang} PUTT elementary shows 5,500 per person and the 160,000 package; back to list works`, async ({
      page,
    }) => {
      await page.goto(pathOf('testingPuttE'));
      const price = page.getByRole('main').getByRole('region', { name: lang === 'ko' ? '가격' : 'Price' });
      await expect(price).toContainText(won[lang]('5,500'));
      await expect(price).toContainText(won[lang]('160,000'));
      await page.getByRole('link', { name: lang === 'ko' ? '목록으로' : 'Back to list' }).click();
      await expect(page).toHaveURL(/\/Product\/Testing\/Putt$/);
    });

    test(`${lang} the top expert course costs 300,000 and takes 30 hours`, async ({ page }) => {
      await loginAs(page, 'individual');
      await page.goto(pathOf('expertB'));
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: lang === 'ko' ? '가격' : 'Price' })).toContainText(
        won[lang]('300,000'),
      );
      await expect(main.getByText(lang === 'ko' ? /30시간/ : /30 hours/).first()).toBeVisible();
    });

    test(`${lang} the individual price page has four level tables; university costs 180,000`, async ({
      page,
    }) => {
      await loginAs(page, 'individual');
      await page.goto(pathOf('personalPrice'));
      await expectPageLoaded(page, lang);
      const tables = page.getByRole('main').getByRole('table');
      await expect(tables).toHaveCount(4);
      await expect(tables.nth(0)).toContainText(won[lang]('160,000'));
      await expect(tables.nth(0)).toContainText(lang === 'ko' ? '128문항' : '128 items');
      await expect(tables.nth(3)).toContainText(won[lang]('180,000'));
      await expect(tables.nth(3)).toContainText(lang === 'ko' ? '108문항' : '108 items');
      const go = page.getByRole('main').getByRole('link', { name: lang === 'ko' ? /신청하기/ : /Apply/ });
      await expect(go).toHaveCount(4);
      for (const key of ['1', '2', '3', '4'])
        await expect(go.nth(Number(key) - 1)).toHaveAttribute('href', `/Offer/Personal/${key}`);
    });

    test(`${lang} the organisation tables show the spec's prices and lead to the application forms`, async ({
      page,
    }) => {
      await loginAs(page, 'orgUser');
      await page.goto(pathOf('orgPriceTest'));
      const main = page.getByRole('main');
      const rows = main.getByRole('table').first().getByRole('row');
      // level, one test, two tests, counselling on one, on both
      await expect(rows.nth(1)).toContainText(
        [won[lang]('5,500'), won[lang]('11,000'), won[lang]('50,000'), won[lang]('60,000')].join(''),
      );
      await expect(rows.nth(4)).toContainText(
        [won[lang]('7,700'), won[lang]('15,400'), won[lang]('60,000'), won[lang]('70,000')].join(''),
      );
      const form = main.getByRole('link', {
        name: lang === 'ko' ? '신청서 작성하기' : 'Fill in the application',
      });
      await expect(form).toHaveAttribute('href', '/Mypage/Order/Org/Request/survey');
      await expect(main.getByRole('note')).toBeVisible(); // bank-transfer notice

      await page
        .getByRole('link', { name: lang === 'ko' ? '기관 가격표: Activity' : 'Org Prices: Activity' })
        .click();
      await expect(page).toHaveURL(/\/Org\/Activity$/);
      await expect(
        main.getByRole('row', {
          name: lang === 'ko' ? /재능탐색.*초등/ : /talent exploration \(elementary\)/,
        }),
      ).toContainText(won[lang]('40,000'));
      await expect(form).toHaveAttribute('href', '/Mypage/Order/Org/Request/activity');

      await page.goto(pathOf('orgPriceExpert'));
      const expertRows = main.getByRole('table').getByRole('row');
      await expect(expertRows).toHaveCount(5);
      await expect(expertRows.nth(3)).toContainText(won[lang]('300,000'));
      await expect(expertRows.nth(3)).toContainText(lang === 'ko' ? '30시간' : '30 hours');
      await expect(form).toHaveAttribute('href', '/Mypage/Order/Org/Request/expert');
      await main
        .getByRole('link', {
          name: lang === 'ko' ? '기관 신청 안내로 돌아가기' : 'Back to organisation applications',
        })
        .click();
      await expect(page).toHaveURL(/\/Org$/);
    });

    test(`${lang} KAT is arranged by phone or e-mail, with nothing to order`, async ({ page }) => {
      await page.goto(pathOf('testingKat'));
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: '042-000-0000' })).toHaveAttribute(
        'href',
        'tel:042-000-0000',
      );
      await expect(main.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
        'href',
        'mailto:contact@example.com',
      );
      await expect(main.getByRole('link', { name: /신청|Apply|price|가격/i })).toHaveCount(0);
    });

    test(`${lang} the certificate page shows three cards that are not links`, async ({ page }) => {
      await loginAs(page, 'individual');
      await page.goto(pathOf('cert'));
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('link')).toHaveCount(0);
      await expect(cards.nth(1)).toContainText(lang === 'ko' ? '2급' : 'Level 2');
      await expect(cards.nth(2)).toContainText(lang === 'ko' ? '1급' : 'Level 1');
    });
  });
}

test('ko list tiles show VIEW on hover and lead to every detail page of the list', async ({ page }) => {
  await page.goto(pathOf('testingTocc'));
  const tiles = page.getByRole('main').getByRole('link', { name: /자세히 보기/ });
  await expect(tiles).toHaveCount(3);
  await tiles.first().hover();
  await expect(tiles.first().getByText('VIEW')).toBeVisible();
  await tiles.nth(2).click();
  await expect(page).toHaveURL(/\/Product\/Testing\/Tec$/);
});

test('ko the growth-portfolio pages are middle, high and university (decision 006)', async ({ page }) => {
  await loginAs(page, 'individual');
  await page.goto(pathOf('activityGrowth'));
  const tiles = page.getByRole('main').getByRole('link', { name: /자세히 보기/ });
  await expect(tiles).toHaveText([/중등/, /고등/, /대학/]);
  await page.goto(pathOf('activityGrowthpH'));
  await expect(page.getByRole('main').getByRole('region', { name: '가격' })).toContainText('60,000원');
});
