import { DASHBOARD_HOME, DASHBOARD_PATH, REMOTE_PAGES, type RemotePage } from '@moneta/shared';
import { loadRemotePage } from '../remotes/loadRemotePage';

const PAGES_BY_ROUTE = new Map<string, RemotePage>(REMOTE_PAGES.map((page) => [page.route, page]));
const ignore = () => undefined;

/**
 * Starts fetching the landing page on /, and what the address's remote page needs while the app boots, alongside the session refresh:
 * the host's layouts (and their UI facades), the remote config, and the remote's manifest, container and page.
 * Rendered in turn, each would wait for the one before. A guard that redirects elsewhere wastes the fetch.
 */
export function preloadRoute(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') {
    import(/* webpackChunkName: "landing" */ '../pages/LandingPage').catch(ignore);
    return;
  }
  // /dashboard shows its home page (AppRoutes).
  const page = PAGES_BY_ROUTE.get(path === DASHBOARD_PATH ? DASHBOARD_HOME : path);
  if (!page) return;
  import(/* webpackChunkName: "antd-layout" */ '../shell/AntdLayout').catch(ignore);
  import(/* webpackChunkName: "remote-page" */ '../remotes/RemotePage').catch(ignore);
  if (path.startsWith('/dashboard'))
    import(/* webpackChunkName: "dashboard-layout" */ '../shell/DashboardLayout').catch(ignore);
  loadRemotePage(`${page.remote}/${page.module}`).catch(ignore);
}
