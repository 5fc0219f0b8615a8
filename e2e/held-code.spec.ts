import { CODE_HOLD } from '@putt/contract/survey-entry';
import { request as playwrightRequest } from '@playwright/test';
import enOrders from '../apps/web/src/features/orders/i18n/en.json' with { type: 'json' };
import koOrders from '../apps/web/src/features/orders/i18n/ko.json' with { type: 'json' };
import koSurvey from '../apps/web/src/features/survey/i18n/ko.json' with { type: 'json' };
import { expect, expectNoAxeViolations, loginAs, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { openedTest } from './support/survey';

const headers = { 'x-requested-with': 'fetch' };

test('ko a code guessed too often is held: the entry says whom to ask, the family sees it on its order and releases it, and the examinee goes on', async ({
  page,
  browser,
  baseURL,
}) => {
  // the demo family (sign-ups are limited per address, and the suite has used its share)
  await loginAs(page, 'individual');
  const uid = `held${Date.now().toString(36)}`;
  const { SK, order, path, code } = await openedTest(page, `${uid}-parent@example.com`);
  const surveyKey = decodeURIComponent(path.split('/').pop()!);
  const who = {
    SK: surveyKey,
    authCode: code,
    num: 1,
    name: order.examinee.name,
    gender: order.examinee.gender,
    dob: order.examinee.dob,
    email: `${uid}-child@example.com`,
    privacy: true,
  };
  const examinee = await playwrightRequest.newContext({ baseURL });
  expect((await examinee.post('/api/enterSurvey', { data: who, headers })).status()).toBe(200);

  // someone with the code tries birth dates until the code is held
  const guesser = await playwrightRequest.newContext({ baseURL });
  const month = order.examinee.dob.slice(0, 6);
  const wrong = Array.from({ length: 28 }, (_, i) => `${month}${String(i + 1).padStart(2, '0')}`)
    .filter((dob) => dob !== order.examinee.dob)
    .slice(0, CODE_HOLD);
  const statuses: number[] = [];
  for (const dob of wrong) {
    const res = await guesser.post('/api/enterSurvey', { data: { ...who, dob, resume: true }, headers });
    statuses.push(res.status());
  }
  expect(statuses.at(-1)).toBe(403);

  // on another device the examinee is told at the code whom to ask (a held code says so first)
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await desk.goto(path);
  await desk.getByRole('textbox', { name: koSurvey.entry.code }).fill(code);
  await desk.getByRole('button', { name: koSurvey.entry.check }).click();
  await expect(desk.getByText(koSurvey.v.codeHeld)).toBeVisible();

  // the family finds the held code on its order, on a phone and in both languages, and releases it
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/Mypage/Order/Personal/Detail/${SK}`);
  const held = page.getByRole('region', { name: koOrders.detail.project.held.title });
  await expect(held.getByText(koOrders.detail.project.held.entry)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  const heldEn = page.getByRole('region', { name: enOrders.detail.project.held.title });
  await expect(heldEn.getByText(enOrders.detail.project.held.entry)).toBeVisible();
  await expectNoAxeViolations(page);
  await heldEn
    .getByRole('button', { name: enOrders.detail.project.held.releaseLabel.replace('{{num}}', '1') })
    .click();
  // the released row is gone: the section stays to say so, and the focus waits on its heading
  await expect(heldEn.getByRole('status')).toHaveText(enOrders.detail.project.held.released);
  await expect(heldEn.getByRole('button')).toHaveCount(0);
  await expect(heldEn.getByText(enOrders.detail.project.held.title)).toBeFocused();
  await expectNoAxeViolations(page);

  // the examinee goes on, on the new device
  const resumed = await guesser.post('/api/enterSurvey', { data: { ...who, resume: true }, headers });
  expect(resumed.status()).toBe(200);
  await examinee.dispose();
  await guesser.dispose();
});
