// The categories a new account starts with (the lists of constants.ts, each with a colour and an icon) and the
// icons a category can show: read by the API, the forms and the backup, not by a page's first load.
import { CATEGORY_COLORS, type CategoryColor } from './categoryLimits';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from './constants';
import type { TransactionType } from './transactionLimits';

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
