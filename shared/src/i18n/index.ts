import { createInstance, type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../contract/constants';
import { languageAtom, wantedLanguageAtom } from '../state/language';
import { store } from '../state/store';
import english from '../locales/en.json';

/** A namespace's texts in one language: keys are the English texts, plural forms suffixed. */
export type Catalogue = Record<string, string>;
/** Loads a namespace's catalogue of a language other than English, as its own content-hashed chunk. */
export type CatalogueLoader = (language: Exclude<Language, 'en'>) => Promise<{ default: Catalogue }>;

const loaders = new Map<string, CatalogueLoader>();

/**
 * The suite's one i18next instance. Keys are the English texts themselves, so a key missing from a catalogue
 * (a remote deployed before its translation) shows English, never a key. English ships inside each app (its
 * catalogue holds only plural forms); the other languages load when shown.
 */
export const i18n = createInstance();

void i18n
  .use(initReactI18next)
  .use(
    // i18next's backend interface, answered by each namespace's loader (English is bundled: nothing to load).
    {
      type: 'backend',
      init: () => undefined,
      read(language, namespace, callback) {
        const load = loaders.get(namespace);
        if (language === 'en' || !load) return callback(null, {});
        load(language as Exclude<Language, 'en'>).then(
          (catalogue) => callback(null, catalogue.default),
          (error: Error) => callback(error, null),
        );
      },
    } satisfies BackendModule,
  )
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: 'common',
    // A namespace falls back to the suite's common words (Cancel, the server's messages, ...).
    fallbackNS: 'common',
    partialBundledLanguages: true,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });

/**
 * What else a language needs before it is shown (antd's and dayjs's locales, the calendar's): loads it and
 * returns what applies it, run in the same tick as the words change.
 */
export type LanguagePart = (language: Language) => Promise<() => void>;
/** The parts, each with the language it was last applied for (none yet: its built-in English). */
const parts = new Map<LanguagePart, Language>();
let switching: Promise<void> = Promise.resolve();

function showing(language: Language): void {
  store.set(languageAtom, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

async function show(language: Language): Promise<void> {
  const stale = [...parts].filter(([, applied]) => applied !== language).map(([part]) => part);
  const [applies] = await Promise.all([
    // A part that cannot load (offline, never cached) keeps its English rather than holding the words back.
    Promise.all(stale.map((part) => part(language).catch(() => () => undefined))),
    i18n.loadLanguages(language),
  ]);
  // A later choice wins: a slow load finishing after it must not switch back.
  if (store.get(wantedLanguageAtom) !== language) return;
  applies.forEach((apply, index) => {
    apply();
    parts.set(stale[index] as LanguagePart, language);
  });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  showing(language);
}

/** Shows the wanted language once everything it needs is loaded; resolves when it is shown. */
export function showWantedLanguage(): Promise<void> {
  switching = switching.then(() => show(store.get(wantedLanguageAtom)));
  return switching;
}

store.sub(wantedLanguageAtom, () => void showWantedLanguage());

/**
 * Adds a part every language needs (its module loads with the first screen that uses it) and brings it to the
 * language wanted, after any switch under way.
 */
export function addLanguagePart(part: LanguagePart): void {
  parts.set(part, 'en');
  void showWantedLanguage();
}

/** The translation function for a namespace, bound to the suite's instance. */
export function useT(namespace = 'common') {
  return useTranslation(namespace, { i18n }).t;
}

/**
 * A namespace's translation hook, made once in its app's i18n.ts: adds its English catalogue (plural forms) and
 * the loader of the others, and loads the language shown now.
 */
export function namespaceT(
  namespace: string,
  englishCatalogue: Catalogue,
  load: CatalogueLoader,
): () => ReturnType<typeof useT> {
  i18n.addResourceBundle('en', namespace, englishCatalogue, true, false);
  loaders.set(namespace, load);
  void i18n.loadNamespaces(namespace);
  return function useNamespaceT() {
    return useT(namespace);
  };
}

// The suite's common words: shared's own screens and the server's messages. useT() reads them.
namespaceT(
  'common',
  english,
  (language) => import(/* webpackExclude: /en\.json$/ */ `../locales/${language}.json`),
);

// A language other than English, wanted from the start (a visitor's browser, the device's last), loads now.
void showWantedLanguage();
