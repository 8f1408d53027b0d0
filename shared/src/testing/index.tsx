// Test helpers of every app (never imported by app code): render a page as the host mounts it (ThemeProvider,
// the antd App, the query layer, a router), sign a user in or out through the shared atoms, and build the
// API answers and failures that shared's clients and error helpers read.
import type { ReactElement, ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accessTokenAtom,
  clearAuth,
  DEVICE_LANGUAGE_KEY,
  loggingOutAtom,
  sessionExpiredAtom,
  DEFAULT_PREFERENCES,
  isAuthenticatedAtom,
  languageAtom,
  preferencesAtom,
  showWantedLanguage,
  store,
  visitorLanguageAtom,
  userAtom,
  useSharedAtom,
  type AuthPayload,
  type Category,
  type CategoryList,
  type EditableTransaction,
  type FieldError,
  type MoneyAccount,
  type MoneyAccountList,
  type Preferences,
  type ServerMessage,
  type Transfer,
  type TransferRow,
  type User,
} from '@moneta/shared';
import { createQueryClient, QueryProvider } from '@moneta/shared/query';
import { MemoryRouter, Navigate, Route, Routes } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { DEFAULT_CATEGORIES } from '../contract/defaultCategories';
import { categoriesApi } from '../domains/categories/api';
import { moneyAccountsApi } from '../domains/moneyAccounts/api';
import { transactionsApi } from '../domains/transactions/api';

export const TEST_USER: User = {
  _id: 'user-1',
  userId: 'user-1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  preferences: { ...DEFAULT_PREFERENCES },
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The money account TEST_USER's transactions are in: the one everybody starts with. */
export const TEST_ACCOUNT_ID = '00000000-0000-4000-8000-0000000000a1';

/** An account of TEST_USER's with its balances: "Main", the one everybody starts with, unless `overrides` say. */
export function aMoneyAccount(overrides: Partial<MoneyAccount> = {}): MoneyAccount {
  return {
    _id: TEST_ACCOUNT_ID,
    name: 'Main',
    kind: 'Current',
    openingBalance: 0,
    openingDate: '2025-01-01',
    closed: false,
    closedAt: null,
    reconciledDate: null,
    reconciledBalance: null,
    balance: 0,
    clearedBalance: 0,
    unclearedBalance: 0,
    transactionCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /accounts's answer: `accounts` (Main alone by default), open ones first, and their net worth. */
export function anAccountList(accounts: MoneyAccount[] = [aMoneyAccount()]): MoneyAccountList {
  const cents = accounts.reduce((sum, account) => sum + Math.round(account.balance * 100), 0);
  return {
    accounts: [...accounts.filter(({ closed }) => !closed), ...accounts.filter(({ closed }) => closed)],
    netWorth: cents / 100,
  };
}

let nextCategoryId = 1;

/** One of TEST_USER's categories: an expense category of their own, "Groceries", unless `overrides` say. */
export function aCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: `00000000-0000-4000-8000-${String(nextCategoryId++).padStart(12, '0')}`,
    type: 'Expense',
    name: 'Groceries',
    color: '#1677ff',
    icon: 'tag',
    group: null,
    hidden: false,
    fallback: false,
    ...overrides,
  };
}

/**
 * GET /categories's answer: the categories a new account starts with (a person who never changes them), then
 * `extra`.
 */
export function aCategoryList(extra: Category[] = []): CategoryList {
  return {
    categories: [...DEFAULT_CATEGORIES.map((category) => aCategory({ ...category })), ...extra],
  };
}

let nextTransactionId = 1;

/** A transaction of TEST_USER as the API returns it: an expense of 12.50 on Food unless `overrides` say. */
export function aTransaction(overrides: Partial<EditableTransaction> = {}): EditableTransaction {
  const id = `tx-${nextTransactionId++}`;
  return {
    _id: id,
    userId: TEST_USER._id,
    description: `Transaction ${id}`,
    amount: -12.5,
    type: 'Expense',
    category: 'Food',
    date: '2025-03-14',
    notes: '',
    accountId: TEST_ACCOUNT_ID,
    cleared: false,
    reconciled: false,
    importId: null,
    transferId: null,
    transferAccountId: null,
    recurring: null,
    splits: [],
    tags: [],
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A transfer of TEST_USER's as the API returns it, with its two rows: 250 from Main to a second account unless
 * `overrides` say.
 */
export function aTransfer(overrides: Partial<Omit<Transfer, 'from' | 'to'>> = {}): Transfer {
  const fields = {
    _id: `transfer-${nextTransactionId++}`,
    fromAccountId: TEST_ACCOUNT_ID,
    toAccountId: '00000000-0000-4000-8000-0000000000a2',
    amount: 250,
    date: '2025-03-14',
    description: 'Transfer',
    notes: '',
    ...overrides,
  };
  const row = (accountId: string, otherAccountId: string, amount: number): TransferRow => ({
    ...aTransaction({ description: fields.description, date: fields.date, notes: fields.notes, accountId }),
    amount,
    type: 'Transfer',
    category: 'Transfer',
    transferId: fields._id,
    transferAccountId: otherAccountId,
  });
  return {
    ...fields,
    from: row(fields.fromAccountId, fields.toAccountId, -fields.amount),
    to: row(fields.toAccountId, fields.fromAccountId, fields.amount),
  };
}

/** What register, login and refresh answer for TEST_USER. */
export const TEST_AUTH_PAYLOAD: AuthPayload = { user: TEST_USER, accessToken: 'test-access-token' };

/**
 * Signed in with these preferences. Amounts and dates take the language at once; its words load as in the app
 * (await showsLanguage() before looking for them).
 */
export function signIn(preferences: Preferences = { ...DEFAULT_PREFERENCES }): void {
  signInAs({ preferences });
}

/** Signed in as TEST_USER with `overrides` (a name, an e-mail...), as signIn() otherwise. */
export function signInAs(overrides: Partial<User>): User {
  const user = { ...TEST_USER, ...overrides };
  store.set(userAtom, user);
  store.set(accessTokenAtom, TEST_AUTH_PAYLOAD.accessToken);
  store.set(preferencesAtom, user.preferences);
  store.set(languageAtom, user.preferences.language);
  return user;
}

/** Resolves once the wanted language (a signed-in test user's, a visitor's) is shown, words included. */
export const showsLanguage = showWantedLanguage;

/** Signed out, as by the Logout button, which also removes the unsent writes: where each test starts. */
export function signOut(): void {
  store.set(loggingOutAtom, true);
  clearAuth();
  store.set(loggingOutAtom, false);
  store.set(sessionExpiredAtom, false);
  // A visitor in English, as the browser of the tests: no language left over from the last test.
  localStorage.removeItem(DEVICE_LANGUAGE_KEY);
  store.set(visitorLanguageAtom, 'en');
  store.set(languageAtom, 'en');
}

/** As the host guards /dashboard: a signed-out user is sent to /login. */
function RequireAuth({ children }: { children: ReactNode }) {
  return useSharedAtom(isAuthenticatedAtom) ? children : <Navigate to="/login" replace />;
}

/** The host's other addresses a page may send the user to, each rendered as a text a test can look for. */
export const MARKERS = {
  '/': 'Landing marker',
  '/login': 'Login marker',
  '/signup': 'Sign up marker',
  '/resetpassword': 'Reset marker',
  '/dashboard': 'Dashboard marker',
} as const;

export interface RenderPageOptions {
  /** The address of the page, with its query string if any. */
  path: string;
  /** Behind the host's sign-in guard. */
  guarded?: boolean;
  /** For tests on fake timers: jest.advanceTimersByTime. */
  advanceTimers?: (ms: number) => void;
}

/**
 * Renders a page at its address inside the host's frame. Each render has a query cache of its own, so no test
 * sees another's data.
 */
export function renderPage(page: ReactElement, { path, guarded, advanceTimers }: RenderPageOptions) {
  // jsdom has no layout and computes styles slowly under antd's CSS-in-JS: skip the pointer-events and hover
  // simulation, which only re-check what the browser tests (e2e/) cover for real.
  const user = userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    skipHover: true,
    ...(advanceTimers ? { advanceTimers } : {}),
  });
  const pathname = path.split('?')[0] ?? path;
  const queryClient = createQueryClient();
  const view = render(
    <QueryProvider client={queryClient}>
      <ThemeProvider>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {Object.entries(MARKERS)
                .filter(([to]) => to !== pathname)
                .map(([to, marker]) => (
                  <Route key={to} path={to} element={<p>{marker}</p>} />
                ))}
              <Route path={pathname} element={guarded ? <RequireAuth>{page}</RequireAuth> : page} />
            </Routes>
          </MemoryRouter>
        </App>
      </ThemeProvider>
    </QueryProvider>,
  );
  return { user, queryClient, ...view };
}

type TestUserEvent = ReturnType<typeof userEvent.setup>;

/** Types a value in one go (a paste), which spares a re-validation of the whole form per keystroke. */
export async function enter(user: TestUserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** Opens an antd Select by its label and clicks an option (the open list is the last match). */
export async function choose(user: TestUserEvent, field: HTMLElement, option: string): Promise<void> {
  await user.click(field);
  const matches = await screen.findAllByTitle(option);
  await user.click(matches[matches.length - 1]!);
}

/** The options an open antd Select offers. */
export function openOptions(): string[] {
  return Array.from(
    document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ).map((option) => option.getAttribute('title') ?? '');
}

/**
 * An error shaped as shared's axios clients reject with, so errorMessage() and fieldErrors() read it; `current`:
 * the record as it is now, in the answer to a refused stale update (412).
 */
export function apiError(
  status: number,
  data?: { message?: ServerMessage; errors?: FieldError[]; current?: unknown },
): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: data ? { success: false, ...data } : undefined },
  });
}

/** A promise the test settles when it wants, to look at a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Fixes the clock's date for "today": only Date is faked, so the timers stay real and Testing
 * Library, userEvent and antd's animations wait as they always do. Undo with jest.useRealTimers().
 */
export function fixDate(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/**
 * The usual frame of a page's test file: each test signed in with `preferences` (and, given `now`, on that
 * date) with one money account, its spies restored, the clock given back and the user signed out after it.
 */
export function signedInEachTest(preferences?: Preferences, now?: Date): void {
  beforeEach(() => {
    if (now) fixDate(now);
    signIn(preferences);
    // Every screen that shows transactions reads the accounts: by default the person has one.
    jest.spyOn(moneyAccountsApi, 'list').mockResolvedValue(anAccountList());
    // And the categories: by default the ones every account starts with.
    jest.spyOn(categoriesApi, 'list').mockResolvedValue(aCategoryList());
    // And the tags the transaction form offers: by default none yet.
    jest.spyOn(transactionsApi, 'tags').mockResolvedValue({ tags: [] });
  });
  signOutAfterEachTest();
}

/** After each test: its spies restored, the clock given back and the user signed out (where each test starts). */
export function signOutAfterEachTest(): void {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    signOut();
  });
}
