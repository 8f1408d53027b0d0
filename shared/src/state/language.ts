import { atom } from 'jotai';
import { LANGUAGES, type Language } from '../contract/constants';
import { preferencesAtom, userAtom } from './auth';
import { store } from './store';

/** localStorage key of the language this device last showed: a visitor's choice or a signed-in preference. */
export const DEVICE_LANGUAGE_KEY = 'moneta-language';

/** The first of the browser's preferred languages (navigator.languages, as Accept-Language) that Moneta speaks. */
export function preferredLanguage(browserLanguages: readonly string[]): Language | null {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    const known = LANGUAGES.find((language) => language === primary);
    if (known) return known;
  }
  return null;
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(DEVICE_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(DEVICE_LANGUAGE_KEY, language);
  } catch {
    // Storage unavailable: the next visit starts from the browser's languages again.
  }
}

/**
 * A visitor's language: what this device last showed (their footer choice, or the last signed-in person's
 * preference, so signing out keeps the screen in their language), else the browser's, else English.
 */
export const visitorLanguageAtom = atom<Language>(
  storedLanguage() ?? preferredLanguage(typeof navigator === 'undefined' ? [] : navigator.languages) ?? 'en',
);

/** The language the screens should show: a signed-in person's saved preference wins over the visitor's. */
export const wantedLanguageAtom = atom<Language>((get) =>
  get(userAtom) ? get(preferencesAtom).language : get(visitorLanguageAtom),
);

/**
 * The language the screens show: set by the i18n module only once the wanted language's catalogues and
 * locales are loaded, in the same render as the words, so words, amounts and dates change at once.
 */
export const languageAtom = atom<Language>('en');

/** What amounts and dates are formatted with: the shown language and the preferred currency. */
export const localeAtom = atom((get) => ({
  language: get(languageAtom),
  currency: get(preferencesAtom).currency,
}));

/** The footer's language menu: a visitor's choice, kept on this device. */
export function chooseVisitorLanguage(language: Language): void {
  rememberLanguage(language);
  store.set(visitorLanguageAtom, language);
}

// A signed-in person's language becomes the device's, so that signing out does not change the screen's language.
store.sub(wantedLanguageAtom, () => {
  if (store.get(userAtom)) chooseVisitorLanguage(store.get(preferencesAtom).language);
});
