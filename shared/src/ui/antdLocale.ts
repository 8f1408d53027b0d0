// antd's own texts (pagination, pickers, empty tables, modal buttons) in the language shown, loaded with the
// language's catalogues (i18n's language parts) so that they change in the same render as Moneta's words.
import type { Locale } from 'antd/es/locale';
import { atom } from 'jotai';
import { addLanguagePart, store, type Language } from '@moneta/shared';

const ANTD_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  hi: () => import('antd/es/locale/hi_IN'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
  de: () => import('antd/es/locale/de_DE'),
  it: () => import('antd/es/locale/it_IT'),
};

/** antd's locale for the language shown; undefined is antd's own English. */
export const antdLocaleAtom = atom<Locale | undefined>(undefined);

addLanguagePart(async (language) => {
  const locale = language === 'en' ? undefined : (await ANTD_LOCALES[language]()).default;
  return () => store.set(antdLocaleAtom, locale);
});
