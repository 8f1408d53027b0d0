import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuth, clearAuthError, type AuthPayload } from '@moneta/shared';
import { MemoryRouter, Route, Routes } from '@moneta/shared/router';
import { ThemeProvider } from '@moneta/shared/ui';

/** The routes the auth pages link to, each a marker a test can look for. */
const MARKERS: Record<string, string> = {
  '/dashboard': 'Dashboard marker',
  '/login': 'Login marker',
  '/signup': 'Sign up marker',
  '/resetpassword': 'Reset marker',
};

type UserOptions = Parameters<typeof userEvent.setup>[0];

/** Renders one page at its path inside the host's frame (ThemeProvider + router), the other routes as markers. */
export function renderPage(path: string, page: ReactElement, userOptions?: UserOptions) {
  const user = userEvent.setup({ delay: null, ...userOptions });
  const routes = Object.entries(MARKERS).map(([to, marker]) => (
    <Route key={to} path={to} element={to === path ? page : <p>{marker}</p>} />
  ));
  const view = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...view };
}

/** Each test starts signed out, with no stored auth error. */
export function resetAuthState(): void {
  clearAuth();
  clearAuthError();
}

export const AUTH_PAYLOAD: AuthPayload = {
  user: {
    _id: 'u1',
    userId: 'u1',
    username: 'Ada Lovelace',
    email: 'ada@example.com',
    preferences: { currency: 'INR', language: 'en', theme: 'light' },
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  accessToken: 'token',
};

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

type User = ReturnType<typeof userEvent.setup>;

/** Enters a whole value the way a person pastes it: one input event instead of one per key (much faster). */
export async function enter(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
