// Six languages, switched live: the Language preference changes the words, amounts, dates, validation
// messages and the calendar at once, in every remote, and a reload keeps it; a visitor gets their browser's
// language and a menu in the footer. The expected words are read from the catalogues a person's screen shows;
// amounts and dates are the language's own formats (Intl), whatever the app does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseOption, expectDialogOpen } from '../pages/antdControls';
import { expect, test } from '../support/fixtures';
import { WORKSPACE } from '../support/env';
import { createTransactions } from '../support/transactions';

type Language = 'en' | 'hi' | 'es' | 'fr' | 'de' | 'it';

const LOCALES = {
  host: 'host/src',
  common: 'shared/src',
  editor: 'shared/src/transactions',
  account: 'remote-account/src',
  transactions: 'remote-transactions/src',
  reminders: 'remote-reminders/src',
} as const;
/** What a person picks in Settings' Language select, before the catalogue of the language shown names it. */
const NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

const catalogue = (namespace: keyof typeof LOCALES, language: Language): Record<string, string> =>
  JSON.parse(readFileSync(join(WORKSPACE, LOCALES[namespace], 'locales', `${language}.json`), 'utf8'));

/** A text as a namespace shows it in `language`, falling back to 'common' as i18next does (English: the key). */
function word(language: Language, namespace: keyof typeof LOCALES, key: string): string {
  if (language === 'en') return key;
  const text = catalogue(namespace, language)[key] ?? catalogue('common', language)[key];
  if (!text) throw new Error(`${key} is in neither ${namespace}'s nor common's ${language} catalogue`);
  return text;
}

const money = (language: Language, amount: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'INR' }).format(amount);
const calendarDate = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
const monthTitle = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(date);

/** Settings: choose the language, named as the current one names it, and save. */
async function chooseLanguage(page: Page, from: Language, to: Language): Promise<void> {
  const main = page.getByRole('main').last();
  // The option list slides open: a click aimed while it moves can miss, so the choice is checked on the select.
  await chooseOption(
    main.getByLabel(word(from, 'account', 'Language'), { exact: true }),
    word(from, 'account', NAMES[to]),
  );
  await main.getByRole('button', { name: word(from, 'account', 'Save Preferences') }).click();
}

const sidebarLink = (page: Page, language: Language, section: string) =>
  page.getByRole('link', { name: word(language, 'host', section), exact: true }).first();

test('each language changes words, amounts, dates, messages and the calendar at once; a reload keeps it', async ({
  page,
  signedInUser: user,
}) => {
  test.slow();
  await createTransactions(page.request, user, [
    { description: 'Groceries', amount: 1234.5, type: 'Expense', category: 'Food', date: '2025-03-14' },
  ]);
  await page.goto('/dashboard/settings');
  let shown: Language = 'en';
  const today = new Date();
  for (const language of ['de', 'hi', 'fr', 'es', 'it', 'en'] as const) {
    await chooseLanguage(page, shown, language);
    // No reload: the sidebar of the host and the settings of remote-account change together.
    await expect(sidebarLink(page, language, 'Transactions')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('button', { name: word(language, 'account', 'Save Preferences') }),
    ).toBeVisible();
    shown = language;

    await sidebarLink(page, language, 'Transactions').click();
    const main = page.getByRole('main').last();
    // An expense is written with a minus before the amount in the language's format (formatSignedAmount).
    await expect(main.getByText(`-${money(language, 1234.5)}`)).toBeVisible();
    await expect(
      main.getByText(calendarDate(language, new Date('2025-03-14T00:00:00Z'))).first(),
    ).toBeVisible();
    await main
      .getByRole('button', { name: word(language, 'transactions', 'Add Transaction') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expectDialogOpen(dialog);
    await dialog
      .getByRole('button', { name: word(language, 'editor', 'Add Transaction'), exact: true })
      .click();
    await expect(
      dialog.getByText(word(language, 'common', 'Title, amount, and category are required')).first(),
    ).toBeVisible();
    await dialog.getByRole('button', { name: word(language, 'editor', 'Cancel'), exact: true }).click();
    await expect(dialog).toBeHidden();

    await sidebarLink(page, language, 'Reminders').click();
    await expect(page.getByRole('table', { name: monthTitle(language, today) })).toBeVisible();

    await sidebarLink(page, language, 'Settings').click();
  }

  await chooseLanguage(page, 'en', 'de');
  await expect(sidebarLink(page, 'de', 'Transactions')).toBeVisible();
  await page.reload();
  await expect(sidebarLink(page, 'de', 'Transactions')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('a visitor', () => {
  test.use({ locale: 'de-DE' });

  test("gets the browser's language, and the footer's menu switches it at once and keeps it", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('link', { name: word('de', 'host', 'Login'), exact: true }).first(),
    ).toBeVisible();
    const menu = page.getByLabel(word('de', 'host', 'Language'), { exact: true });
    await expect(menu).toHaveValue('de');

    await menu.selectOption({ label: 'Italiano' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(
      page.getByRole('link', { name: word('it', 'host', 'Login'), exact: true }).first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(word('it', 'host', 'Language'), { exact: true })).toHaveValue('it');
    await expect(
      page.getByRole('link', { name: word('it', 'host', 'Login'), exact: true }).first(),
    ).toBeVisible();
  });
});
