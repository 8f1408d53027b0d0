import type { Language, Theme } from '@moneta/shared';

// English names, used as translation keys: the catalogue of each language renders them in that language.
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'Hindi',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
};

export const THEME_LABELS: Record<Theme, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (system)',
};
