import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@moneta/shared/router';
import AuthorsNotePage from './AuthorsNotePage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('static text pages', () => {
  it.each([
    ['Privacy Policy', PrivacyPage],
    ['Terms of Service', TermsPage],
  ])('%s says Moneta syncs financial events with a calendar service', (title, Page) => {
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      screen.getByText(/integrates with a calendar service to sync financial events/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@moneta.example' })).toBeInTheDocument();
  });

  it("Author's Note has the bio, the technology list and the roadmap", () => {
    renderPage(AuthorsNotePage);
    expect(screen.getByRole('heading', { level: 1, name: "Author's Note" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the developer' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Technologies' })).toHaveTextContent('Module Federation');
    expect(screen.getByRole('heading', { name: 'Roadmap' })).toBeInTheDocument();
  });

  it("Author's Note tells what works today apart from what comes next", () => {
    renderPage(AuthorsNotePage);
    const available = screen.getByRole('heading', { name: 'Available today' }).closest('section')!;
    const roadmap = screen.getByRole('heading', { name: 'Roadmap' }).closest('section')!;
    expect(available).toHaveTextContent('Recurring transactions');
    expect(available).toHaveTextContent('Statement import and export');
    expect(roadmap).not.toHaveTextContent('Recurring transactions');
    expect(roadmap).toHaveTextContent('Savings goals');
  });
});
