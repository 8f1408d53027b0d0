import { act, render, screen, waitFor } from '@testing-library/react';
import { formatMoney } from '../contract/money';
import { chooseVisitorLanguage, languageAtom, localeAtom } from '../state/language';
import { useSharedAtom } from '../state/hooks';
import { store } from '../state/store';
import { signIn, signOut, showsLanguage } from '../testing';
import { addLanguagePart, i18n, namespaceT, type Catalogue, type CatalogueLoader } from './index';

const CATALOGUES: Partial<Record<string, Catalogue>> = {
  fr: {
    'Add Transaction': 'Ajouter une transaction',
    '{{count, number}} reminders_one': '{{count, number}} rappel',
    '{{count, number}} reminders_many': '{{count, number}} de rappels',
    '{{count, number}} reminders_other': '{{count, number}} rappels',
  },
  hi: {
    'Add Transaction': 'लेन-देन जोड़ें',
    '{{count, number}} reminders_one': '{{count, number}} रिमाइंडर',
    '{{count, number}} reminders_other': '{{count, number}} रिमाइंडर',
  },
  it: { 'Add Transaction': 'Aggiungi transazione' },
};

/** Loads resolve when the test says so, so that a slow language can be overtaken by a later choice. */
const pending: Array<() => void> = [];
let held = false;
const load = jest.fn<ReturnType<CatalogueLoader>, Parameters<CatalogueLoader>>(
  (language) =>
    new Promise((resolve) => {
      const answer = () => resolve({ default: CATALOGUES[language] ?? {} });
      if (held) pending.push(answer);
      else answer();
    }),
);
const useTestT = namespaceT(
  'i18nTest',
  { '{{count, number}} reminders_one': '{{count, number}} reminder' },
  load,
);

function Screen() {
  const t = useTestT();
  const { currency, language } = useSharedAtom(localeAtom);
  return (
    <ul>
      <li>{t('Add Transaction')}</li>
      <li>{t('Not in any catalogue')}</li>
      <li>{t('{{count, number}} reminders', { count: 1 })}</li>
      <li>{t('{{count, number}} reminders', { count: 100000 })}</li>
      <li>{formatMoney(100000, currency, language)}</li>
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  held = false;
  act(() => signOut());
});

test('words, plurals, numbers and <html lang> change together, and a missing key shows English', async () => {
  render(<Screen />);
  expect(shown()).toEqual([
    'Add Transaction',
    'Not in any catalogue',
    '1 reminder',
    '100,000 reminders',
    '₹100,000.00',
  ]);

  await act(async () => {
    signIn({ currency: 'INR', language: 'hi', theme: 'light' });
    await showsLanguage();
  });
  expect(shown()).toEqual([
    'लेन-देन जोड़ें',
    'Not in any catalogue',
    '1 रिमाइंडर',
    '1,00,000 रिमाइंडर',
    '₹1,00,000.00',
  ]);
  expect(document.documentElement.lang).toBe('hi');

  await act(async () => {
    signIn({ currency: 'EUR', language: 'fr', theme: 'light' });
    await showsLanguage();
  });
  expect(shown()).toEqual([
    'Ajouter une transaction',
    'Not in any catalogue',
    '1 rappel',
    '100\u202f000 rappels',
    '100\u202f000,00\u00a0€',
  ]);
  expect(document.documentElement.lang).toBe('fr');
  // Each language's catalogue is loaded once, when first shown.
  expect(load.mock.calls.map(([language]) => language)).toEqual(['hi', 'fr']);
});

test('a language still loading when another is chosen is never shown', async () => {
  render(<Screen />);
  const changes: string[] = [];
  const record = (language: string) => changes.push(language);
  i18n.on('languageChanged', record);
  held = true;
  await act(async () => {
    signIn({ currency: 'EUR', language: 'de', theme: 'light' });
  });
  // German is loading when Italian is chosen.
  await waitFor(() => expect(load).toHaveBeenLastCalledWith('de'));
  await act(async () => {
    signIn({ currency: 'EUR', language: 'it', theme: 'light' });
  });
  held = false;
  await act(async () => {
    pending.splice(0).forEach((answer) => answer());
    await showsLanguage();
  });
  i18n.off('languageChanged', record);
  expect(changes).toEqual(['it']);
  expect(store.get(languageAtom)).toBe('it');
  expect(shown()[0]).toBe('Aggiungi transazione');
  expect(document.documentElement.lang).toBe('it');
});

test('a part added while a language loads (a screen whose module came late) is brought to that language', async () => {
  const appliedFor: string[] = [];
  held = true;
  // A visitor's choice: the language shown stays English until Spanish has loaded.
  act(() => chooseVisitorLanguage('es'));
  await waitFor(() => expect(load).toHaveBeenLastCalledWith('es'));
  addLanguagePart(async (language) => () => appliedFor.push(language));
  held = false;
  act(() => pending.splice(0).forEach((answer) => answer()));
  // The switch under way finishes with the part (no new switch is asked for).
  await waitFor(() => expect(store.get(languageAtom)).toBe('es'));
  await waitFor(() => expect(appliedFor).toEqual(['es']));
});
