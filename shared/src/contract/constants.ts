// Business constants.
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const LANGUAGES = ['en', 'hi', 'es', 'fr', 'de', 'it'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

export type Currency = (typeof CURRENCIES)[number];
export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];

export const DEFAULT_PREFERENCES = { currency: 'INR', language: 'en', theme: 'light' } as const satisfies {
  currency: Currency;
  language: Language;
  theme: Theme;
};

export const INCOME_CATEGORIES = ['Salary', 'Freelance', 'Bonus', 'Investment', 'Other Income'] as const;
export const EXPENSE_CATEGORIES = [
  'Food',
  'Transportation',
  'Shopping',
  'Entertainment',
  'Utilities',
  'Healthcare',
  'Education',
  'Travel',
  'Insurance',
  'Rent',
  'Other Expense',
] as const;

export const OTP_LENGTH = 6;
/** A passkey's name, as the person gives it ('Work laptop'). */
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The most passkeys one account holds. */
export const PASSKEYS_MAX = 20;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESET_SUCCESS_DELAY_MS = 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
/** Names, e-mails and other one-line texts of the account forms. */
export const TEXT_MAX_LENGTH = 200;
export const PASSWORD_MAX_LENGTH = 256;
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const API_TIMEOUT_MS = 10_000;
export const PREFERENCES_SAVED_BANNER_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 200;
export const TRANSACTIONS_PAGE_SIZE = 10;
export const CLIENT_PAGE_SIZE = 20;
export const RECENT_TRANSACTIONS_COUNT = 5;

/** How long a sign-in lasts on a device without being used (its refresh token's lifetime). */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
