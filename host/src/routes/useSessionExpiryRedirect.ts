import { useEffect } from 'react';
import { onSessionExpired } from '@moneta/shared';
import { useNavigate } from '@moneta/shared/router';

/** A failed token refresh signs the user out locally and sends them to /login through the router. */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => onSessionExpired(() => navigate('/login', { replace: true })), [navigate]);
}
