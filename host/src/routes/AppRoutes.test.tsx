import { act, render, screen, waitFor } from '@testing-library/react';
import { clearAuth, DASHBOARD_HOME, REMOTE_PAGES, sessionExpiredAtom, store } from '@moneta/shared';
import { MemoryRouter } from '@moneta/shared/router';
import { signIn, signOut, signOutAfterEachTest } from '@moneta/shared/testing';
import { LocationProbe } from '../shell/testing';
import { AppRoutes } from './AppRoutes';

// The remotes are separate builds; here a stand-in shows which page the route asked for.
jest.mock('../remotes/RemotePage', () => ({
  __esModule: true,
  default: ({ remote, module }: { remote: string; module: string }) => <p>{`Remote ${remote}/${module}`}</p>,
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByLabelText('Current path').textContent;
const home = REMOTE_PAGES.find((page) => page.route === DASHBOARD_HOME)!;
const homeText = `Remote ${home.remote}/${home.module}`;

// The lazy antd layouts take seconds to import under jsdom the first time; load them once up front so that
// each findBy below measures routing, not module loading.
beforeAll(async () => {
  await Promise.all([import('../shell/AntdLayout'), import('../shell/DashboardLayout')]);
});

signOutAfterEachTest();

describe('AppRoutes', () => {
  it('sends a signed-out visitor from a dashboard page to /login', async () => {
    renderAt('/dashboard/settings');
    expect(await screen.findByText('Remote remote_auth/LoginPage')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('sends a person who signs out on a dashboard page to /, and one whose session the server refused to /login', async () => {
    signIn();
    const { unmount } = renderAt('/dashboard/settings');
    await screen.findByText('Remote remote_account/SettingsPage');
    act(() => signOut());
    await waitFor(() => expect(currentPath()).toBe('/'));
    unmount();

    signIn();
    renderAt('/dashboard/settings');
    await screen.findByText('Remote remote_account/SettingsPage');
    act(() => {
      store.set(sessionExpiredAtom, true);
      clearAuth();
    });
    expect(await screen.findByText('Remote remote_auth/LoginPage')).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it("sends a signed-in user from /login to the dashboard's home page", async () => {
    signIn();
    renderAt('/login');
    expect(await screen.findByText(homeText)).toBeInTheDocument();
    expect(currentPath()).toBe(DASHBOARD_HOME);
  });

  it('renders every page of the registry of remotes at its address', async () => {
    signIn();
    for (const page of REMOTE_PAGES.filter(({ route }) => route.startsWith('/dashboard'))) {
      const { unmount } = renderAt(page.route);
      expect(await screen.findByText(`Remote ${page.remote}/${page.module}`)).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a nested dashboard page inside the dashboard frame', async () => {
    signIn();
    renderAt('/dashboard/settings');
    expect(await screen.findByText('Remote remote_account/SettingsPage')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("redirects an unknown nested dashboard path to the dashboard's home page", async () => {
    signIn();
    renderAt('/dashboard/x');
    expect(await screen.findByText(homeText)).toBeInTheDocument();
    expect(currentPath()).toBe(DASHBOARD_HOME);
  });

  it('shows the public pages and the not-found page', async () => {
    const { unmount } = renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    unmount();

    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found.' })).toBeInTheDocument();
  });
});
