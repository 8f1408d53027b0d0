import type { ReactNode } from 'react';
import { isAuthenticatedAtom, useSharedAtom } from '@moneta/shared';
import { Navigate, useLocation } from '@moneta/shared/router';

/** Signed-in only: a signed-out user is redirected to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  const location = useLocation();
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Signed-out only: a signed-in user is redirected to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  if (authenticated) return <Navigate to="/dashboard" replace />;
  return children;
}
