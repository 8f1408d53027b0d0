import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@moneta/shared/router';
import { LocationProbe } from '../shell/testing';
import NotFoundPage from './NotFoundPage';

function renderNotFound() {
  return render(
    <MemoryRouter initialEntries={['/previous', '/nope']} initialIndex={1}>
      <NotFoundPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByLabelText('Current path').textContent;

describe('NotFoundPage', () => {
  it('says the page was not found and points to support', () => {
    renderNotFound();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@moneta.example' })).toHaveAttribute(
      'href',
      'mailto:support@moneta.example',
    );
  });

  it('goes to the homepage', async () => {
    renderNotFound();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Homepage' }));
    expect(currentPath()).toBe('/');
  });

  it('goes back to the previous page', async () => {
    renderNotFound();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(currentPath()).toBe('/previous');
  });
});
