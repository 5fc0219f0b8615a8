import enAbout from '../apps/web/src/features/about/i18n/en.json' with { type: 'json' };
import koAbout from '../apps/web/src/features/about/i18n/ko.json' with { type: 'json' };
import koSettings from '../apps/web/src/features/admin/settings/i18n/ko.json' with { type: 'json' };
import { call } from './support/api';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { signInStaff } from './support/staff';

/** Article 3's sentence of the examinee's period, as the privacy page states `years`. */
const examineeLine = (template: string, years: number) => template.replace('{{years}}', String(years));

test('ko an administrator moves the examinee retention period; the history keeps the change and the privacy policy states it', async ({
  page,
}) => {
  await signInStaff(page);
  await page.goto('/Admin/Settings#settings-retention');
  const section = page.getByRole('region', { name: koSettings.retention.title });
  await expect(section.getByRole('heading', { name: koSettings.retention.title })).toBeFocused();
  const identity = section.getByRole('textbox', {
    name: new RegExp(`^${koSettings.retention.identityYears}`),
  });
  await expect(identity).toHaveValue(`3${koSettings.retention.yearsSuffix}`);

  // out of its bounds, the field says so and nothing is saved
  await identity.fill('9');
  await section.getByRole('button', { name: koSettings.retention.save }).click();
  await expect(section.getByText(koSettings.v.retentionYears)).toBeVisible();
  await expect(identity).toHaveAttribute('aria-invalid', 'true');

  try {
    await identity.fill('4');
    await section.getByRole('button', { name: koSettings.retention.save }).click();
    await expect(page.getByText(koSettings.retention.saved)).toBeVisible();
    const history = section.getByRole('region', { name: koSettings.retention.historyTitle });
    await expect(history.getByRole('row').nth(1)).toContainText('staffadmin');
    await expect(history.getByRole('row').nth(1)).toContainText('응시자 4년');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // on a phone, freshly opened (a toast sliding in is not the page's width)
    await page.goto('/Admin/Settings#settings-retention');
    await expect(section.getByRole('heading', { name: koSettings.retention.title })).toBeFocused();
    await expectNoSidewaysScroll(page, 'the settings page at 390 px');

    await page.goto('/Privacy');
    const article = page.getByRole('region', { name: /제3조/ });
    await expect(article).toContainText(examineeLine(koAbout.privacy.retention.examinee, 4));
  } finally {
    await call(page.request, 'adminUpdateSettings', {
      section: 'retention',
      value: { identityYears: 3, inactiveAccountYears: 1 },
    });
  }
});

test.describe('in English', () => {
  test.use({ lang: 'en' });

  test('en the privacy policy states the periods in force, those set by law beside them', async ({
    page,
  }) => {
    await page.goto('/Privacy');
    const article = page.getByRole('region', { name: /Article 3/ });
    await expect(article).toContainText(examineeLine(enAbout.privacy.retention.examinee, 3));
    await expect(article).toContainText(enAbout.privacy.retention.orders.replace('{{years}}', '5'));
    await expect(article).toContainText(enAbout.privacy.retention.audit.replace('{{years}}', '2'));
    await expectNoAxeViolations(page);
  });
});
