import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTALL_DISMISSED_KEY, INSTALL_REPROMPT_MS, UPDATE_AVAILABLE_EVENT } from './constants';
import { listenForInstallPrompt } from './installPrompt';
import { PwaPrompts } from './PwaPrompts';

listenForInstallPrompt();

/** Chromium's install event, as the browser would fire it once the app is installable. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
});

test('nothing shows while online with no install or update on offer', () => {
  const { container } = render(<PwaPrompts />);
  expect(container).toBeEmptyDOMElement();
});

test('the install card shows what the browser offers, and Install App opens its dialog', async () => {
  const user = userEvent.setup();
  render(<PwaPrompts />);
  const event = offerInstall('accepted');
  expect(event.defaultPrevented).toBe(true);
  expect(screen.getByRole('heading', { name: 'Install Moneta' })).toBeVisible();
  expect(screen.getByText('Get quick access to Moneta')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Install App' }));
  expect(event.prompt).toHaveBeenCalledTimes(1);
  // An accepted install uses the offer up: the card goes.
  await waitFor(() =>
    expect(screen.queryByRole('heading', { name: 'Install Moneta' })).not.toBeInTheDocument(),
  );
});

test('Not Now hides the card for 7 days, then it shows again', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<PwaPrompts />);
  offerInstall();
  await user.click(screen.getByRole('button', { name: 'Not Now' }));
  expect(screen.queryByRole('heading', { name: 'Install Moneta' })).not.toBeInTheDocument();
  const dismissedAt = Number(localStorage.getItem(INSTALL_DISMISSED_KEY));
  expect(Date.now() - dismissedAt).toBeLessThan(1000);
  unmount();

  // A day later, on a new page, the card stays hidden.
  localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - 24 * 60 * 60 * 1000));
  const again = render(<PwaPrompts />);
  offerInstall();
  expect(screen.queryByRole('heading', { name: 'Install Moneta' })).not.toBeInTheDocument();
  again.unmount();

  // Seven days after the dismissal it is offered again.
  localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now() - INSTALL_REPROMPT_MS - 1));
  render(<PwaPrompts />);
  offerInstall();
  expect(screen.getByRole('heading', { name: 'Install Moneta' })).toBeVisible();
});

test('an installed app (standalone display) shows no install card', () => {
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  render(<PwaPrompts />);
  offerInstall();
  expect(screen.queryByRole('heading', { name: 'Install Moneta' })).not.toBeInTheDocument();
  matchMedia.mockRestore();
});

test('a waiting version shows the update prompt; Later hides it', async () => {
  const user = userEvent.setup();
  render(<PwaPrompts />);
  act(() => {
    window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));
  });
  expect(screen.getByRole('alertdialog', { name: 'Update Available' })).toBeVisible();
  expect(screen.getByText('A new version with improvements is ready')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Update Now' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Later' }));
  expect(screen.queryByRole('alertdialog', { name: 'Update Available' })).not.toBeInTheDocument();
});

test('Update Now that fails (no worker took over) leaves the prompt open and enabled', async () => {
  const user = userEvent.setup();
  render(<PwaPrompts />);
  act(() => {
    window.dispatchEvent(new Event(UPDATE_AVAILABLE_EVENT));
  });
  await user.click(screen.getByRole('button', { name: 'Update Now' }));
  expect(await screen.findByRole('button', { name: 'Update Now' })).toBeEnabled();
  expect(screen.getByRole('alertdialog', { name: 'Update Available' })).toBeVisible();
});

test('the offline banner follows the live online state', () => {
  render(<PwaPrompts />);
  setOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent("You're offline. Some features may be limited.");
  setOnline(true);
  expect(screen.queryByText("You're offline. Some features may be limited.")).not.toBeInTheDocument();
});
