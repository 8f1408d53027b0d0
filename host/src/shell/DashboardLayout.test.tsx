import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { offlineSessionAtom, SIDEBAR_PAGES, store } from '@moneta/shared';
import { createQueryClient, QueryProvider, useQuery } from '@moneta/shared/query';
import { MemoryRouter, Route, Routes } from '@moneta/shared/router';
import { signIn, signOutAfterEachTest } from '@moneta/shared/testing';
import DashboardLayout from './DashboardLayout';
import { SIDEBAR_ICONS } from './sidebarIcons';

signOutAfterEachTest();

const SAVED_AT = new Date('2026-11-20T09:30:00Z').getTime();

/** A screen showing data the server sent at SAVED_AT. */
function SavedList() {
  const list = useQuery({
    queryKey: ['transactions', 'list'],
    queryFn: () => Promise.resolve(['Rent']),
    initialData: ['Rent'],
    initialDataUpdatedAt: SAVED_AT,
    staleTime: Infinity,
  });
  return <h1>{list.data.join(', ')}</h1>;
}

function renderDashboard(path: string) {
  return render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<h1>Overview page</h1>} />
            <Route path="saved" element={<SavedList />} />
            {SIDEBAR_PAGES.map(({ route, section }) => (
              <Route key={route} path={route} element={<h1>{`${section} page`}</h1>} />
            ))}
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}

const [first, last] = [SIDEBAR_PAGES[0]!, SIDEBAR_PAGES.at(-1)!];

describe('DashboardLayout', () => {
  it("lists the registry's sidebar entries in order and marks the current page", async () => {
    renderDashboard(last.route);
    expect(await screen.findByRole('heading', { name: `${last.section} page` })).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SIDEBAR_PAGES.map(({ section, route }) => [section, route]),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Transactions', 'Settings', 'Profile']),
    );
    expect(within(sidebar).getByRole('link', { name: last.section })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: first.section })).not.toHaveAttribute('aria-current');
  });

  it('draws an icon for every entry: each names an icon the sidebar has', () => {
    for (const { sidebar } of SIDEBAR_PAGES) expect(Object.keys(SIDEBAR_ICONS)).toContain(sidebar?.icon);
  });

  it('folds the sidebar behind Menu / Close Menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(sidebar).getByRole('link', { name: last.section }));

    expect(await screen.findByRole('heading', { name: `${last.section} page` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says from when the data on screen is, when started offline, and not once online', async () => {
    signIn();
    act(() => store.set(offlineSessionAtom, true));
    renderDashboard('/dashboard/saved');
    expect(await screen.findByRole('heading', { name: 'Rent' })).toBeVisible();
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(SAVED_AT);
    expect(screen.getByText(`Offline: showing your data as saved on ${time}`)).toBeVisible();
    act(() => store.set(offlineSessionAtom, false));
    expect(screen.queryByText(/^Offline: showing your data/)).not.toBeInTheDocument();
  });

  it('stays, offline, on a screen with nothing saved yet', async () => {
    signIn();
    act(() => store.set(offlineSessionAtom, true));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview page' })).toBeVisible();
    expect(screen.getByText('Offline: only data saved on this device can be shown')).toBeVisible();
  });
});
