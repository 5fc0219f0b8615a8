import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

type Question = {
  title: string;
  /** the button that goes ahead, named by what it does */
  yes: string;
  /** the button that stays */
  no: string;
  /** a step that cannot be undone: the dialog opens on `no` */
  irreversible?: boolean;
};

/**
 * A question of the site's (ui/alert-modal.tsx) as a person meets it: titled by what it asks, its
 * buttons named by what they do, focus on the safe answer when the step cannot be undone, else on
 * going ahead; and axe clean. Answers the dialog, left open.
 */
export async function expectQuestion(page: Page, question: Question): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: question.title });
  const yes = dialog.getByRole('button', { name: question.yes, exact: true });
  const no = dialog.getByRole('button', { name: question.no, exact: true });
  await expect(question.irreversible ? no : yes).toBeFocused();
  await expect(question.irreversible ? yes : no).toBeVisible();
  await expectNoAxeViolations(page);
  return dialog;
}

/** Closes a dialog as a keyboard user would (a question then answers no), and waits until it has gone. */
export async function dismiss(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
