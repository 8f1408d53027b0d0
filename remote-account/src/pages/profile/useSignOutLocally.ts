import { startTransition } from 'react';
import { clearAuth } from '@moneta/shared';
import { useNavigate } from '@moneta/shared/router';

/**
 * After a password change or account deletion the server has revoked every session: log out locally (which
 * resets the preferences) and go to / with history replaced.
 *
 * The router navigates inside a transition; clearing the auth atoms outside it would render the signed-out
 * state at the old path first, where the host's guard sends the user to /login instead. One transition
 * commits both together.
 */
export function useSignOutLocally(): () => void {
  const navigate = useNavigate();
  return () => {
    startTransition(() => {
      clearAuth();
      void navigate('/', { replace: true });
    });
  };
}
