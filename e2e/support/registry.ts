// The registry of remotes (@moneta/shared's remotes.json) as the suite reads it: which remotes
// must be built, which pages the sidebar lists, and where /dashboard leads. Read as JSON because the suite's ES
// modules cannot import shared's CommonJS-compiled TypeScript by name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE } from './env';

interface RegistryPage {
  module: string;
  route: string;
  section: string;
  sidebar?: { icon: string; order: number };
}

const registry = JSON.parse(
  readFileSync(join(WORKSPACE, 'shared', 'src', 'contract', 'remotes.json'), 'utf8'),
) as Record<string, { folder: string; pages: RegistryPage[] }>;

export const REMOTE_FOLDERS = Object.values(registry).map((remote) => remote.folder);

const PAGES = Object.values(registry).flatMap((remote) => remote.pages);

/** The sidebar's links, in order: [label, address]. */
export const SIDEBAR_LINKS: [string, string][] = PAGES.filter((page) => page.sidebar)
  .sort((a, b) => a.sidebar!.order - b.sidebar!.order)
  .map((page) => [page.section, page.route]);

/** Where /dashboard leads (shared's DASHBOARD_HOME): its own page, or else the sidebar's first. */
export const DASHBOARD_HOME =
  PAGES.find((page) => page.route === '/dashboard')?.route ?? SIDEBAR_LINKS[0]?.[1] ?? '/dashboard';

const isDashboardRoute = (route: string) => route === '/dashboard' || route.startsWith('/dashboard/');

/** The addresses a visitor's remote pages live at (sign-in, sign-up, reset), as the host routes them. */
export const GUEST_ROUTES = PAGES.map((page) => page.route).filter((route) => !isDashboardRoute(route));

/** The signed-in addresses, each a page of the dashboard. */
export const DASHBOARD_ROUTES = PAGES.map((page) => page.route).filter(isDashboardRoute);
