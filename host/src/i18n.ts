import { addLanguagePart, i18n, namespaceT } from '@moneta/shared';
import english from './locales/en.json';

/**
 * The shell's and public pages' translation hook. Keys are the English texts, so English
 * needs a catalogue only for the singular forms of counted texts; the other languages load when shown.
 */
export const useHostT = namespaceT(
  'host',
  english,
  (language) => import(/* webpackExclude: /en\.json$/ */ `./locales/${language}.json`),
);

// The tab's title follows the language too (a page's: not the server's, which draws the first frame with these).
i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') {
    document.title = i18n.t('Moneta: personal finance tracker', { ns: 'host' });
  }
});

// Hindi's words wait for their font (bootstrap.tsx declares it), so that Devanagari is never drawn before the
// font has arrived, in boxes.
addLanguagePart(async (language) => {
  if (language === 'hi' && typeof document !== 'undefined' && document.fonts) {
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'अ')),
    );
  }
  return () => undefined;
});
