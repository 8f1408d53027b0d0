// How the screens name a category: a default's name in the screen's language, one of the person's own as typed.
// The root facade (shared/src/index.ts) exports it, so that every facade takes the one copy every page has loaded.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '../../contract/constants';

/** The name of one of the categories a new account starts with, which every catalogue translates. */
export type DefaultCategoryName = (typeof INCOME_CATEGORIES)[number] | (typeof EXPENSE_CATEGORIES)[number];

const DEFAULT_NAMES: ReadonlySet<string> = new Set([...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES]);

const isDefaultName = (name: string): name is DefaultCategoryName => DEFAULT_NAMES.has(name);

/**
 * `translate` is the screen's t: its catalogue holds the defaults' names (scripts/translation-keys.mjs counts them
 * as used wherever categoryLabel is called).
 */
export const categoryLabel = (translate: (key: DefaultCategoryName) => string, name: string) =>
  isDefaultName(name) ? translate(name) : name;
