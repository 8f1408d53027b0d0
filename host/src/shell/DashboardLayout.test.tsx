import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@moneta/shared/router';
import DashboardLayout from './DashboardLayout';

const SECTIONS = ['transactions', 'analytics', 'goals', 'reminders', 'settings', 'profile'];

function renderDashboard(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardLayout />}>
          <Route index element={<h1>Overview page</h1>} />
          {SECTIONS.map((section) => (
            <Route key={section} path={section} element={<h1>{`${section} page`}</h1>} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('DashboardLayout', () => {
  it('lists the sidebar links and marks the current page', async () => {
    renderDashboard('/dashboard/goals');
    expect(await screen.findByRole('heading', { name: 'goals page' })).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transactions', '/dashboard/transactions'],
      ['Analytics', '/dashboard/analytics'],
      ['Goals', '/dashboard/goals'],
      ['Reminders', '/dashboard/reminders'],
      ['Settings', '/dashboard/settings'],
      ['Profile', '/dashboard/profile'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('folds the sidebar behind Menu / Close Menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderDashboard('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');

    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    await user.click(within(sidebar).getByRole('link', { name: 'Reminders' }));

    expect(await screen.findByRole('heading', { name: 'reminders page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
