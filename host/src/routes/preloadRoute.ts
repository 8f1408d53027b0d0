import { loadRemotePage } from '../remotes/loadRemotePage';
import { REMOTE_ROUTES, type RemoteRoute } from './remoteRoutes';

const ROUTES_BY_PATH: Partial<Record<string, RemoteRoute>> = REMOTE_ROUTES;
const ignore = () => undefined;

/**
 * Starts fetching what the address's remote page needs while the app boots, alongside the session refresh:
 * the host's layouts (and their UI facades), the remote config, and the remote's manifest, container and page.
 * Rendered in turn, each would wait for the one before. A guard that redirects elsewhere wastes the fetch.
 */
export function preloadRoute(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = ROUTES_BY_PATH[path];
  if (!route) return;
  import(/* webpackChunkName: "antd-layout" */ '../shell/AntdLayout').catch(ignore);
  import(/* webpackChunkName: "remote-page" */ '../remotes/RemotePage').catch(ignore);
  if (path.startsWith('/dashboard'))
    import(/* webpackChunkName: "dashboard-layout" */ '../shell/DashboardLayout').catch(ignore);
  loadRemotePage(`${route.remote}/${route.module}`).catch(ignore);
}
