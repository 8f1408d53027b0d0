import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@moneta/shared/router';
import { signIn, signOutAfterEachTest } from '@moneta/shared/testing';
import { LandingPage } from './LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

signOutAfterEachTest();

describe('LandingPage', () => {
  it('has exactly two Get Started links, both to /signup', () => {
    renderLanding();
    const links = screen.getAllByRole('link', { name: 'Get Started' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/signup');
  });

  it('shows the hero, the stats, four features and the why-choose section', () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/free personal finance tracker that helps you/)).toBeInTheDocument();
    expect(screen.getByText('99.9%')).toBeInTheDocument();
    expect(screen.getByText('Uptime')).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Everything you need to manage your money' });
    expect(features.querySelectorAll('h3')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: 'Why choose Moneta?' })).toBeInTheDocument();
    expect(screen.getByText('Questions? Our support team replies within 48 hours.')).toBeInTheDocument();
  });

  it('offers Login to a visitor and the dashboard to a signed-in user', () => {
    const { unmount } = renderLanding();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    unmount();

    signIn();
    renderLanding();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getAllByRole('link', { name: 'Get Started' })).toHaveLength(2);
  });
});
