import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks `option` in a Radix Select and checks the field shows it.
 *
 * Radix opens the list on pointer-down and then, from an effect, ignores the pointer-up that ends the
 * same press unless the pointer moved more than 10 px since the press. On a busy machine that effect
 * can run after Playwright has already moved the pointer onto the option: the move went unmeasured, so
 * the option's own pointer-up was the one ignored, and the first click on an option was lost. The list
 * takes focus (its selected option, or itself) only once it is placed, which is after that effect: wait
 * for the focus, and the move to the option is measured and the click counts.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string,
  /** Options the list must offer, checked while it is open. */
  listed: readonly string[] = [],
) {
  await combobox.click();
  const list = page.getByRole('listbox');
  await expect.poll(() => list.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const name of listed) await expect(list.getByRole('option', { name, exact: true })).toBeVisible();
  await list.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveText(option);
}
