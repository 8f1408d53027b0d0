// antd's select, date picker and modal as a person uses them, for every page model.
import { expect, type Locator } from '@playwright/test';

/**
 * Opens a select and clicks the option that shows `option` (the open list is the last one in the page), until
 * the select shows it: a click that lands while the list is still sliding open goes nowhere.
 */
export async function chooseOption(select: Locator, option: string): Promise<void> {
  const page = select.page();
  const root = select.locator(`xpath=ancestor::*[contains(concat(' ', @class, ' '), ' ant-select ')][1]`);
  const shown = root.getByTitle(option, { exact: true });
  await expect(async () => {
    await select.click();
    const choice = page.getByTitle(option, { exact: true }).filter({ visible: true }).last();
    await choice.click({ timeout: 2000 });
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Types a date and leaves the field, which commits it (Enter would also submit the modal's form). */
export async function pickDate(input: Locator, date: string): Promise<void> {
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/**
 * Waits until a just-opened modal is shown in full. antd first draws it transparent, then zooms it in from the
 * click: a click that Playwright aims at its transparent button can land beside the zooming dialog and go nowhere.
 */
export async function expectDialogOpen(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}
