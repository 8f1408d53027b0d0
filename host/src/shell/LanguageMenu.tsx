import { useId } from 'react';
import {
  chooseVisitorLanguage,
  LANGUAGES,
  useSharedAtom,
  wantedLanguageAtom,
  type Language,
} from '@moneta/shared';
import { useHostT } from '../i18n';

/** Each language in its own words, as a language menu lists them for people who may not read the current one. */
const LANGUAGE_ENDONYMS: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
};

/**
 * The footer's language menu for visitors (a signed-in person's language is their saved preference, in
 * Settings). Each language is named in its own words; the choice is kept on this device.
 */
export function LanguageMenu() {
  const t = useHostT();
  const id = useId();
  const language = useSharedAtom(wantedLanguageAtom);
  return (
    <div className="footer-language">
      <label htmlFor={id}>{t('Language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => chooseVisitorLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
