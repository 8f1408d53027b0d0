// The money accounts' values the schemas and the server's messages are built from: where money is kept (a
// current account, a card, cash...). Not to be confused with the person's own account (sign-in, profile).

export const ACCOUNT_KINDS = ['Current', 'Savings', 'Credit card', 'Cash', 'Loan', 'Investment'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ACCOUNT_NAME_MAX_LENGTH = 50;
/** Far more than anyone keeps; it bounds the account pickers and the balances' answer. */
export const ACCOUNTS_MAX_PER_USER = 100;
/** The account every person starts with, and that older data moved into. */
export const DEFAULT_ACCOUNT_NAME = 'Main';
