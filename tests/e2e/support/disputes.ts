// An admin settling a dispute as the console offers it: from the dispute's review, with a split.
import type { Locator, Page } from 'playwright-core';
import { formatRupees } from '@marketplace/shared/projects/money';
import { expectAccessible } from './a11y.ts';
import { dialog, live } from './projects.ts';

/**
 * From the open review of a dispute, settles it with a split: `refunded` rupees back to the student, the rest paid
 * out. Nothing is chosen to start with; the split is typed, checked and previewed (`atForm` runs there, for a
 * screenshot), then confirmed in a final dialog naming both sides, which closes.
 */
export async function settleWithSplit(
  page: Page,
  review: Locator,
  refunded: number,
  atForm: () => Promise<void> = async () => {},
): Promise<void> {
  await review
    .getByRole('button', { name: /^Settle/ })
    .first()
    .click();
  const settle = dialog(page, 'Settle the dispute');
  await settle.getByRole('radio', { name: /split/i }).check();
  await settle.getByLabel('Refunded to the student (₹)').fill(String(refunded));
  await settle.getByText(`The student is refunded ${formatRupees(refunded)}`).waitFor();
  await atForm();
  await settle.getByRole('button', { name: 'Review settlement' }).click();
  const final = dialog(page, 'Settle for good?');
  await expectAccessible(page, "the settlement's final confirmation");
  await final.getByRole('button', { name: 'Settle for good' }).click();
  await final.waitFor({ state: 'detached', ...live });
}
