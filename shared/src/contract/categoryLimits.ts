// A person's categories: the values the schemas, the API and the screens are built from, light enough for every
// page's first load. A new account starts with the defaults (./defaultCategories.ts); the person renames, adds,
// groups, hides and merges them from there.

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
