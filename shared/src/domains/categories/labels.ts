// How the screens name a category: a default's name in the screen's language, one of the person's own as typed.
import { DEFAULT_CATEGORIES } from '../../contract/categoryLimits';

const DEFAULT_NAMES: ReadonlySet<string> = new Set(DEFAULT_CATEGORIES.map((category) => category.name));

/** `t` is the screen's: its catalogue holds the defaults' names. */
export const categoryLabel = (t: (key: string) => string, name: string) =>
  DEFAULT_NAMES.has(name) ? t(name) : name;
