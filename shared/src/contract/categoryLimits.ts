// A person's categories: the values the schemas, the API and the screens are built from. A new account starts
// with the defaults (constants.ts); the person renames, adds, groups, hides and merges them from there.
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';
import type { TransactionType } from './transactionLimits';

/**
 * The categories' chart colours, the palette a category's colour is picked from: as many as the default expense
 * categories, so their slices of a pie never share one. Each stands out 3:1 or more from the card
 * in the light and the dark theme alike (WCAG's non-text contrast), and successive ones differ in hue.
 */
export const CATEGORY_COLORS = [
  '#1677ff',
  '#ea580c',
  '#0d9488',
  '#db2777',
  '#16a34a',
  '#8b5cf6',
  '#d97706',
  '#0891b2',
  '#dc2626',
  '#65a30d',
  '#64748b',
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];

/** The most categories, hidden ones included, one person keeps. */
export const CATEGORIES_MAX = 100;
export const CATEGORY_NAME_MAX_LENGTH = 40;
export const CATEGORY_GROUP_MAX_LENGTH = 40;

/** The icons a category can show, by the name the screens map to a drawing. */
export const CATEGORY_ICONS = [
  'wallet',
  'bank',
  'gift',
  'rise',
  'laptop',
  'coffee',
  'car',
  'shopping',
  'film',
  'bulb',
  'medicine',
  'book',
  'plane',
  'safety',
  'home',
  'tag',
  'heart',
  'phone',
  'trophy',
  'tool',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

/** The defaults' icons; a default not named here, and every new category, shows `tag`. */
const DEFAULT_ICONS: Readonly<Record<string, CategoryIcon>> = {
  Salary: 'wallet',
  Freelance: 'laptop',
  Bonus: 'gift',
  Investment: 'rise',
  Food: 'coffee',
  Transportation: 'car',
  Shopping: 'shopping',
  Entertainment: 'film',
  Utilities: 'bulb',
  Healthcare: 'medicine',
  Education: 'book',
  Travel: 'plane',
  Insurance: 'safety',
  Rent: 'home',
};

/**
 * Names no category can take, whatever their case: a transfer's rows and a split transaction are filed under
 * these, and the figures tell them apart by name.
 */
export const RESERVED_CATEGORY_NAMES = ['Transfer', 'Split'] as const;
/** Characters a category's name cannot hold: the search's operators quote names with them. */
const CATEGORY_NAME_FORBIDDEN = /["]/;
/** Whether a trimmed, non-empty text can name a category. */
export const isCategoryName = (name: string) =>
  name.length <= CATEGORY_NAME_MAX_LENGTH &&
  !CATEGORY_NAME_FORBIDDEN.test(name) &&
  !RESERVED_CATEGORY_NAMES.some((reserved) => sameCategoryName(reserved, name));
/** True when `a` and `b` name one category: names are unique without regard to case. */
export const sameCategoryName = (a: string, b: string) =>
  a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/** A default category as a new account receives it. */
export interface DefaultCategory {
  type: TransactionType;
  name: string;
  color: CategoryColor;
  icon: CategoryIcon;
  /** The category an imported row without a known category is filed under: the last of each type. */
  fallback: boolean;
}

const defaultsOf = (type: TransactionType, names: readonly string[], firstColor: number) =>
  names.map((name, index): DefaultCategory => ({
    type,
    name,
    color: CATEGORY_COLORS[(firstColor + index) % CATEGORY_COLORS.length] ?? CATEGORY_COLORS[0],
    icon: DEFAULT_ICONS[name] ?? 'tag',
    fallback: index === names.length - 1,
  }));

/** The categories a new account starts with, in the order the screens list them. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = [
  ...defaultsOf('Income', INCOME_CATEGORIES, 4),
  ...defaultsOf('Expense', EXPENSE_CATEGORIES, 0),
];
