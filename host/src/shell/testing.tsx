// Helpers for the host's tests (not bundled: only *.test.tsx files import this module).
import { useLocation } from '@moneta/shared/router';

/** Prints the router's current path, so a test can see where navigation went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}
