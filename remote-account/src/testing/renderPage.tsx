// Test helpers: render a page as the host mounts it (ThemeProvider, the antd App, a router), sign a
// user in through the shared atoms, and build the API failures that shared's error helpers read.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import {
  accessTokenAtom,
  clearAuth,
  DEFAULT_PREFERENCES,
  isAuthenticatedAtom,
  preferencesAtom,
  store,
  userAtom,
  useSharedAtom,
  type Preferences,
  type User,
} from '@moneta/shared';
import { MemoryRouter, Navigate, Route, Routes } from '@moneta/shared/router';
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

export const LANDING_TEXT = 'Landing page';
export const LOGIN_TEXT = 'Login page';

/** As the host guards /dashboard: a signed-out user is sent to /login. */
function RequireAuth({ children }: { children: ReactNode }) {
  return useSharedAtom(isAuthenticatedAtom) ? children : <Navigate to="/login" replace />;
}

export function renderPage(
  page: ReactElement,
  path: string,
  options: { advanceTimers?: (ms: number) => void; guarded?: boolean } = {},
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
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/" element={<p>{LANDING_TEXT}</p>} />
            <Route path="/login" element={<p>{LOGIN_TEXT}</p>} />
            <Route path={path} element={options.guarded ? <RequireAuth>{page}</RequireAuth> : page} />
          </Routes>
        </MemoryRouter>
      </App>
    </ThemeProvider>,
  );
  return { user, ...view };
}

/** Types a value in one go (a paste), which spares a re-validation of the whole form per keystroke. */
export async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
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
