import { useState, type ReactNode } from 'react';
import { isAuthenticatedAtom, sessionExpiredAtom, useSharedAtom } from '@moneta/shared';
import { Navigate, useLocation } from '@moneta/shared/router';

/**
 * Signed-in only: a signed-out visitor is redirected to /login. A user who signs out here (logout, password
 * change, account deletion) is on the way to /, so losing the session while on the page
 * leads there too, whichever of the redirect and the sign-out's own navigation React commits first. A session
 * the server refused while in use leads to /login, as the session-expiry handler does.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  const expired = useSharedAtom(sessionExpiredAtom);
  const [signedInOnArrival] = useState(authenticated);
  const location = useLocation();
  if (!authenticated) {
    return signedInOnArrival && !expired ? (
      <Navigate to="/" replace />
    ) : (
      <Navigate to="/login" replace state={{ from: location.pathname }} />
    );
  }
  return children;
}

/** Signed-out only: a signed-in user is redirected to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  if (authenticated) return <Navigate to="/dashboard" replace />;
  return children;
}
