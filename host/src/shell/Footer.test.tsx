import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_LANGUAGE_KEY, FOOTER_PAGES, SUPPORT_EMAIL_META } from '@moneta/shared';
import { signIn, signOut } from '@moneta/shared/testing';
import { MemoryRouter } from '@moneta/shared/router';
import { Footer } from './Footer';
import german from '../locales/de.json';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('lists the quick links to the dashboard pages', () => {
    renderFooter();
    const quickLinks = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      FOOTER_PAGES.map(({ section, route }) => [section, route]),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Transactions', 'Settings']),
    );
  });

  it('links the support pages', () => {
    renderFooter();
    const support = screen.getByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/service',
    );
    expect(within(support).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(support).getByRole('link', { name: "Author's Note" })).toHaveAttribute(
      'href',
      '/authorsnote',
    );
  });

  it('shows three named social icons and a mail link to support', () => {
    renderFooter();
    const social = screen.getByRole('list', { name: 'Social media' });
    expect(within(social).getAllByRole('img')).toHaveLength(3);
    expect(within(social).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@moneta.example' })).toHaveAttribute(
      'href',
      'mailto:support@moneta.example',
    );
  });

  it("shows the support address the page's head names", () => {
    const meta = document.createElement('meta');
    meta.name = SUPPORT_EMAIL_META;
    meta.content = 'help@bank.example';
    document.head.append(meta);
    try {
      renderFooter();
      expect(screen.getByRole('link', { name: 'help@bank.example' })).toHaveAttribute(
        'href',
        'mailto:help@bank.example',
      );
      expect(screen.queryByText('support@moneta.example')).not.toBeInTheDocument();
    } finally {
      meta.remove();
    }
  });

  it('states the copyright with the current year', () => {
    renderFooter();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Moneta. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('the language menu', () => {
  afterEach(() => act(() => signOut()));

  it("lets a visitor switch the whole page's language, names each language in its own words and keeps the choice", async () => {
    const user = userEvent.setup();
    renderFooter();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'हिन्दी', 'Español', 'Français', 'Deutsch', 'Italiano']);
    await user.selectOptions(menu, 'Deutsch');
    expect(await screen.findByRole('navigation', { name: german['Quick Links'] })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: german.Language })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(DEVICE_LANGUAGE_KEY)).toBe('de');
  });

  it('is not offered to a signed-in person, whose language is their saved preference', () => {
    signIn();
    renderFooter();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });
});
