import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  discardedChangesAtom,
  isAuthenticatedAtom,
  logout,
  outboxAtom,
  signOutPendingAtom,
  store,
} from '@moneta/shared';
import { MemoryRouter } from '@moneta/shared/router';
import { Navbar } from './Navbar';
import { signIn, signInAs, signOutAfterEachTest } from '@moneta/shared/testing';
import { LocationProbe } from './testing';
import { authApi } from '@moneta/shared/account';
import { sendOrQueue } from '@moneta/shared/query';

function renderNavbar(path = '/dashboard/goals') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
      <LocationProbe />
      <p>Page content</p>
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByLabelText('Current path').textContent;

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

signOutAfterEachTest();

describe('Navbar', () => {
  it('offers Login and Signup to a signed-out visitor', () => {
    renderNavbar('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moneta' })).toHaveAttribute('href', '/');
  });

  it('greets a signed-in user by username and offers Dashboard and Logout', () => {
    signInAs({ username: 'alice' });
    renderNavbar();
    expect(screen.getByText('Welcome, alice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('falls back to the e-mail, then to "User"', () => {
    signInAs({ username: '', email: 'bob@example.com' });
    const { unmount } = renderNavbar();
    expect(screen.getByText('Welcome, bob@example.com')).toBeInTheDocument();
    unmount();

    signInAs({ username: '', email: '' });
    renderNavbar();
    expect(screen.getByText('Welcome, User')).toBeInTheDocument();
  });

  it('shows "Logging out...", ignores a second click, then signs out and goes to /', async () => {
    const request = deferred();
    const logoutCall = jest.spyOn(authApi, 'logout').mockReturnValue(request.promise);
    signIn();
    renderNavbar();
    const button = screen.getByRole('button', { name: 'Logout' });

    // Both clicks land before React re-renders the button as disabled: the logout action itself runs once.
    act(() => {
      button.click();
      button.click();
    });

    const busy = screen.getByRole('button', { name: 'Logging out...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(logoutCall).toHaveBeenCalledTimes(1);

    await act(async () => request.resolve());
    // Once the session's data has left the device too.
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a logout started elsewhere as busy, and the signed-out links once it ends', async () => {
    const request = deferred();
    const logoutCall = jest.spyOn(authApi, 'logout').mockReturnValue(request.promise);
    signIn();
    renderNavbar();

    let running!: ReturnType<typeof logout>;
    act(() => {
      running = logout();
    });
    const busy = screen.getByRole('button', { name: 'Logging out...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await act(async () => {
      request.resolve();
      await running;
    });
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Log/ })).not.toBeInTheDocument();
  });

  it('clears the session and goes to / even when the logout request fails', async () => {
    jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
    signIn();
    renderNavbar('/dashboard/settings');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Signup' })).toBeInTheDocument();
    expect(store.get(isAuthenticatedAtom)).toBe(false);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('asks before a sign-out removes changes made offline and not sent yet', async () => {
    const logoutCall = jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    signIn();
    // A delete made offline: kept in the device's outbox, as the screens keep it.
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await sendOrQueue({ domain: 'transactions', action: 'delete', id: 't1', title: 'Rent' });
    await waitFor(() => expect(store.get(outboxAtom)).toHaveLength(1));
    renderNavbar();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const question = screen.getByRole('alertdialog', { name: 'Changes not sent yet' });
    expect(question).toHaveTextContent(
      'Changes made offline have not reached the server yet (1). Signing out removes them from this device.',
    );
    expect(within(question).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logoutCall).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(await screen.findByRole('link', { name: 'Signup' })).toBeInTheDocument();
    expect(logoutCall).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  describe('what the device still holds after a session', () => {
    afterEach(() => {
      localStorage.removeItem('moneta-sign-out-pending');
      act(() => {
        store.set(signOutPendingAtom, false);
        store.set(discardedChangesAtom, 0);
      });
    });

    it('a sign-out the server did not receive says the device may still be signed in, and Retry ends it', async () => {
      const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValueOnce(new Error('Network Error'));
      signIn();
      renderNavbar('/dashboard/settings');

      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      // Signed out here and on /, and told why that is not the whole story.
      const notice = await screen.findByRole('alert', { name: 'Sign-out did not finish' });
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(store.get(isAuthenticatedAtom)).toBe(false);
      expect(notice).toHaveTextContent('this device may still be signed in to your account');

      const retried = deferred();
      logoutCall.mockReturnValueOnce(retried.promise);
      await userEvent.click(within(notice).getByRole('button', { name: 'Retry sign-out' }));
      expect(within(notice).getByRole('button', { name: 'Logging out...' })).toBeDisabled();
      await act(async () => retried.resolve());

      expect(await screen.findByText('You are signed out on this device.')).toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: 'Sign-out did not finish' })).not.toBeInTheDocument();
      expect(logoutCall).toHaveBeenCalledTimes(2);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByText('You are signed out on this device.')).not.toBeInTheDocument();
    });

    it('the notice can be hidden while the sign-out stays pending', async () => {
      jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
      signIn();
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const notice = await screen.findByRole('alert', { name: 'Sign-out did not finish' });

      await userEvent.click(within(notice).getByRole('button', { name: 'Hide' }));
      expect(screen.queryByRole('alert', { name: 'Sign-out did not finish' })).not.toBeInTheDocument();
      expect(store.get(signOutPendingAtom)).toBe(true);
      expect(localStorage.getItem('moneta-sign-out-pending')).not.toBeNull();
    });

    it('a Retry that fails again keeps the notice', async () => {
      const logoutCall = jest.spyOn(authApi, 'logout').mockRejectedValue(new Error('Network Error'));
      signIn();
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      const notice = await screen.findByRole('alert', { name: 'Sign-out did not finish' });

      await userEvent.click(await within(notice).findByRole('button', { name: 'Retry sign-out' }));
      expect(await within(notice).findByRole('button', { name: 'Retry sign-out' })).toBeEnabled();
      expect(logoutCall).toHaveBeenCalledTimes(2);
      expect(screen.queryByText('You are signed out on this device.')).not.toBeInTheDocument();
    });

    it('a sign-out the server received shows no notice', async () => {
      jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
      signIn();
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('link', { name: 'Signup' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('You are signed out on this device.')).not.toBeInTheDocument();
    });

    it('says how many unsent changes the end of a session removed', async () => {
      renderNavbar('/login');
      act(() => store.set(discardedChangesAtom, 2));
      const notice = screen.getByRole('alert', { name: 'Changes removed' });
      expect(notice).toHaveTextContent(
        'Your session ended before 2 changes made offline could be sent, so they have been removed from this device.',
      );
      await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('collapsible menu', () => {
    it('opens from the menu button and closes when a link is chosen', async () => {
      const user = userEvent.setup();
      renderNavbar('/');
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await user.click(toggle);
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

      await user.click(screen.getByRole('link', { name: 'Login' }));
      expect(currentPath()).toBe('/login');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on a click outside it', async () => {
      const user = userEvent.setup();
      renderNavbar('/');
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();

      await user.click(screen.getByText('Page content'));
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open on a click inside the bar and closes with the toggle or Escape', async () => {
      const user = userEvent.setup();
      signInAs({ username: 'alice' });
      renderNavbar();
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.click(screen.getByText('Welcome, alice'));
      expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');

      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
