// Test helpers: render the page as the host mounts it (ThemeProvider, the antd App, a router), sign a
// user in through the shared atoms, build the API answers and failures the page reads.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accessTokenAtom,
  clearAuth,
  DEFAULT_PREFERENCES,
  preferencesAtom,
  store,
  userAtom,
  type Preferences,
  type Transaction,
  type TransactionList,
  type User,
} from '@moneta/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';

export const TEST_USER: User = {
  _id: 'user-1',
  userId: 'user-1',
  username: 'Ada Lovelace',
  email: 'ada@example.com',
  preferences: { ...DEFAULT_PREFERENCES },
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function signIn(preferences: Preferences = { ...DEFAULT_PREFERENCES }): void {
  store.set(userAtom, { ...TEST_USER, preferences });
  store.set(accessTokenAtom, 'test-access-token');
  store.set(preferencesAtom, preferences);
}

export function signOut(): void {
  clearAuth();
}

export const PAGE_PATH = '/dashboard/transactions';

/** Shows the address's query string, so tests can check what a reload or Back would restore. */
function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="location-search">{search}</output>;
}

export function renderPage(
  page: ReactElement,
  search = '',
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  // jsdom has no layout and computes styles slowly under antd's CSS-in-JS: skip the pointer-events and hover
  // simulation, which only re-check what the browser tests (e2e/) cover for real.
  const user = userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    skipHover: true,
    ...(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}),
  });
  const view = render(
    <ThemeProvider>
      <App>
        <MemoryRouter initialEntries={[`${PAGE_PATH}${search}`]}>
          <Routes>
            <Route
              path={PAGE_PATH}
              element={
                <>
                  {page}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </ThemeProvider>,
  );
  return { user, ...view };
}

type TestUserEvent = ReturnType<typeof userEvent.setup>;

/** Opens an antd Select by its label and clicks an option (the open list is the last match). */
export async function choose(user: TestUserEvent, field: HTMLElement, option: string) {
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

/** Types a value in one go (a paste), which spares a re-validation of the whole form per keystroke. */
export async function enter(user: TestUserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** An error shaped as shared's axios clients reject with, so errorMessage() and fieldErrors() read it. */
export function apiError(
  status: number,
  data?: { message?: string; errors?: { field: string; message: string }[] },
): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: data ? { success: false, ...data } : undefined },
  });
}

let nextId = 1;

export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const id = `tx-${nextId++}`;
  return {
    _id: id,
    userId: TEST_USER._id,
    description: `Transaction ${id}`,
    amount: -12.5,
    type: 'Expense',
    category: 'Food',
    date: '2025-03-14',
    notes: '',
    importId: null,
    recurring: null,
    createdAt: '2025-03-14T10:00:00.000Z',
    updatedAt: '2025-03-14T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of a list answer, with the paging figures the API would give for `totalItems` rows. */
export function aList(
  transactions: Transaction[],
  { page = 1, limit = 10, totalItems = transactions.length } = {},
): TransactionList {
  return {
    transactions,
    pagination: {
      currentPage: page,
      itemsPerPage: limit,
      totalItems,
      totalPages: Math.ceil(totalItems / limit),
    },
  };
}
