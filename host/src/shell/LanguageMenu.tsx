import { useId } from 'react';
import {
  chooseVisitorLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGES,
  useSharedAtom,
  wantedLanguageAtom,
  type Language,
} from '@moneta/shared';
import { useHostT } from '../i18n';

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
