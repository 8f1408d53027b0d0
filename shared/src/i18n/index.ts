import { createInstance, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { preferencesAtom } from '../state/auth';
import { store } from '../state/store';
import type { Language } from '../contract/constants';

/**
 * The suite's one i18next instance. Keys are the English texts of SPEC.md themselves, so the English
 * catalogue is the text in the code and the other languages add catalogues keyed by it.
 */
export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: store.get(preferencesAtom).language,
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  // A remote's namespace falls back to the suite's common words (Cancel, Dismiss, ...).
  fallbackNS: 'common',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: {},
  initAsync: false,
  showSupportNotice: false,
});

store.sub(preferencesAtom, () => {
  const { language } = store.get(preferencesAtom);
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

/** Each remote adds its own namespace when it loads. */
export function registerTranslations(
  namespace: string,
  catalogues: Partial<Record<Language, Resource[string]>>,
): void {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    i18n.addResourceBundle(language, namespace, catalogue, true, false);
  }
}

/** The translation function for a namespace, bound to the suite's instance. */
export function useT(namespace = 'common') {
  return useTranslation(namespace, { i18n }).t;
}

/**
 * A remote's translation hook, made once in its i18n.ts: adds its namespace's catalogues when the remote
 * loads (English needs one only for plural forms, as keys are SPEC's English texts).
 */
export function namespaceT(
  namespace: string,
  catalogues: Partial<Record<Language, Resource[string]>> = {},
): () => ReturnType<typeof useT> {
  registerTranslations(namespace, catalogues);
  return function useNamespaceT() {
    return useT(namespace);
  };
}
