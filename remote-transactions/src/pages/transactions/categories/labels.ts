// The names a person reads and hears for the palette's colours and the icons: each swatch and icon is a radio
// button named by them.
import type { CategoryColor, CategoryIcon } from '@moneta/shared';

export const COLOR_NAMES = {
  '#1677ff': 'Blue',
  '#ea580c': 'Orange',
  '#0d9488': 'Teal',
  '#db2777': 'Pink',
  '#16a34a': 'Green',
  '#8b5cf6': 'Violet',
  '#d97706': 'Amber',
  '#0891b2': 'Cyan',
  '#dc2626': 'Red',
  '#65a30d': 'Lime',
  '#64748b': 'Slate',
} as const satisfies Record<CategoryColor, string>;

export const ICON_NAMES = {
  wallet: 'Wallet',
  bank: 'Bank',
  gift: 'Gift',
  rise: 'Rising chart',
  laptop: 'Laptop',
  coffee: 'Coffee',
  car: 'Car',
  shopping: 'Shopping bag',
  film: 'Film camera',
  bulb: 'Light bulb',
  medicine: 'Medicine box',
  book: 'Book',
  plane: 'Paper plane',
  safety: 'Shield',
  home: 'Home',
  tag: 'Tag',
  heart: 'Heart',
  phone: 'Phone',
  trophy: 'Trophy',
  tool: 'Tools',
} as const satisfies Record<CategoryIcon, string>;
