import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_PAGES } from '@moneta/shared';
import { MemoryRouter, Route, Routes } from '@moneta/shared/router';
import DashboardLayout from './DashboardLayout';
import { SIDEBAR_ICONS } from './sidebarIcons';

function renderDashboard(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<h1>Overview page</h1>} />
          {SIDEBAR_PAGES.map(({ route, section }) => (
            <Route key={route} path={route} element={<h1>{`${section} page`}</h1>} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
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
});
