import { DEFAULT_PREFERENCES } from '../contract/constants';
import { signIn, signOutAfterEachTest } from '../testing';
import {
  chooseVisitorLanguage,
  DEVICE_LANGUAGE_KEY,
  preferredLanguage,
  visitorLanguageAtom,
  wantedLanguageAtom,
} from './language';
import { store } from './store';

signOutAfterEachTest();

describe('preferredLanguage', () => {
  it("takes the first of the browser's languages that Moneta speaks, region or not", () => {
    expect(preferredLanguage(['de-AT', 'en-US'])).toBe('de');
    expect(preferredLanguage(['pt-BR', 'ja', 'fr-CA', 'de'])).toBe('fr');
    expect(preferredLanguage(['HI-in'])).toBe('hi');
    expect(preferredLanguage(['pt-BR', 'ja'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});

describe('the language wanted', () => {
  it("is a visitor's choice, kept on the device", () => {
    chooseVisitorLanguage('es');
    expect(store.get(wantedLanguageAtom)).toBe('es');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('es');
  });

  it("is a signed-in person's saved preference over the visitor's, and stays after signing out", () => {
    chooseVisitorLanguage('es');
    signIn({ ...DEFAULT_PREFERENCES, language: 'hi' });
    expect(store.get(wantedLanguageAtom)).toBe('hi');
    store.set(visitorLanguageAtom, 'fr');
    expect(store.get(wantedLanguageAtom)).toBe('hi');
    // Signing out keeps the screen in the person's language (the test kit's signOut resets the device too).
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('hi');
  });
});
