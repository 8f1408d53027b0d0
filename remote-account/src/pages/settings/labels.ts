import type { Language, Theme } from '@moneta/shared';

// English names, used as translation keys: the catalogue of each language renders them in that language.
export const LANGUAGE_NAMES = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
} as const satisfies Record<Language, string>;

export const THEME_LABELS = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (system)',
} as const satisfies Record<Theme, string>;
