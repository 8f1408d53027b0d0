// The registry of remotes: remotes.json is the one place that names each remote, its
// folder, dev port and exposed pages with their routes and sidebar entries. The host's routes and sidebar, the
// remotes' webpack configs, the API's runtime config and static serving, lint and e2e all derive from it, so
// adding a remote is its package plus one entry. It is JSON so that plain Node scripts (lint, webpack) read it too.
import registry from './remotes.json';

/** A remote's federation name, for example 'remote_auth'. */
export type RemoteName = keyof typeof registry;

/**
 * A translation key written as data in remotes.json rather than as a literal in code: the check of translation
 * keys (scripts/translation-keys.mjs) accepts it, and the catalogues take the registry's sections as keys.
 */
export type RegistryKey = string & { readonly registryKey: true };

export interface SidebarEntry {
  /** The name of an antd icon the host's sidebar draws (host/src/shell/sidebarIcons.tsx). */
  icon: string;
  /** Position in the sidebar, ascending. */
  order: number;
  /** Also listed in the footer's Quick Links. */
  footer?: boolean;
}

export interface RemotePageEntry {
  /** The exposed module, without './', for example 'LoginPage'. */
  module: string;
  /** The module's source file, relative to the remote's folder. */
  source: string;
  /** The address the host renders it at. */
  route: string;
  /** The section's name: the sidebar label and the unavailable panel's title (a translation key). */
  section: RegistryKey;
  /**
   * A dashboard page's heading and the line under it, as the page shows them (keys of its catalogue): the server
   * draws them in the page's first frame (tooling/frameHeadings.cjs). `{{name}}` is the person's name. Like
   * `source` and `devPort`, absent in the browser builds (tooling/browserRegistry.cjs).
   */
  heading?: RegistryKey;
  description?: RegistryKey;
  sidebar?: SidebarEntry;
}

export interface RemoteEntry {
  name: RemoteName;
  folder: string;
  devPort: number;
  pages: RemotePageEntry[];
}

/** A page with the remote that exposes it. */
export interface RemotePage extends RemotePageEntry {
  remote: RemoteName;
}

export const REMOTES: readonly RemoteEntry[] = Object.entries(registry).map(([name, entry]) => ({
  ...entry,
  name: name as RemoteName,
  // The JSON's texts are the catalogues' keys: a type, no copy of the pages.
  pages: entry.pages as RemotePageEntry[],
}));

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export const REMOTE_PAGES: readonly RemotePage[] = REMOTES.flatMap((remote) =>
  remote.pages.map((page) => ({ ...page, remote: remote.name })),
);

export const DASHBOARD_PATH = '/dashboard';

/** The dashboard's sidebar, in order. */
export const SIDEBAR_PAGES: readonly RemotePage[] = REMOTE_PAGES.filter((page) => page.sidebar).sort(
  (a, b) => a.sidebar!.order - b.sidebar!.order,
);

/** The footer's Quick Links, in the sidebar's order. */
export const FOOTER_PAGES: readonly RemotePage[] = SIDEBAR_PAGES.filter((page) => page.sidebar?.footer);

/**
 * Where /dashboard leads: the page registered at /dashboard itself (the overview), or, while no remote
 * provides one, the first page of the sidebar.
 */
export const DASHBOARD_HOME: string =
  REMOTE_PAGES.find((page) => page.route === DASHBOARD_PATH)?.route ??
  SIDEBAR_PAGES[0]?.route ??
  DASHBOARD_PATH;

/** The environment variable that moves a remote's manifest elsewhere: remote-auth -> REMOTE_AUTH_URL. */
export function manifestVariable(remote: Pick<RemoteEntry, 'folder'>): string {
  return `${remote.folder.toUpperCase().replace(/-/g, '_')}_URL`;
}

/** Where a remote's manifest is served by default: its folder on the host's origin. */
export function defaultManifestUrl(remote: Pick<RemoteEntry, 'folder'>): string {
  return `/${remote.folder}/mf-manifest.json`;
}
