import type { RemoteName } from '@moneta/shared';
import routes from './remoteRoutes.json';

export interface RemoteRoute {
  remote: RemoteName;
  /** The exposed page module, without './', for example 'LoginPage'. */
  module: string;
  /** The section's name in the unavailable panel, for example 'Settings'. */
  section: string;
}

/**
 * The remote page behind each address that shows one: AppRoutes renders it, preloadRoute fetches it early, and
 * the build reads the same file (routePreloads.cjs) so that the API can preload it with the page.
 * remoteRoutes.test.ts checks each remote is one of REMOTE_NAMES.
 */
export const REMOTE_ROUTES = routes as Record<keyof typeof routes, RemoteRoute>;
