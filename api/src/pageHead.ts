// What the server adds to the head of the host's index.html for an address: the support address, the runtime
// remote config, inline, naming each remote's live release, and preload links for what the address renders
// first. The browser then fetches the route's layouts, UI facades and remote manifest alongside the app's
// start-up files, instead of discovering each only once the one before it has run.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTES, SUPPORT_EMAIL_META, type RemoteEntry } from '@moneta/shared/contract';
import type { Config } from './config';
import { remoteLocations, type RemoteLocation } from './releases';

/** One address in the host build's route-preloads.json (tooling/preloadStartupChunks.cjs). */
interface RoutePreload {
  files?: unknown;
  remote?: unknown;
}

/** Built file names only (a release's folder may hold a '+'): nothing from a file may break out of an attribute. */
const FILE_PATH = /^\/[\w./+-]+\.(js|css)$/;

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function fileLinks(files: string[]): string[] {
  return files
    .filter((file) => FILE_PATH.test(file))
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${file}">`);
}

/**
 * The remote page's manifest, fetched as the federation runtime fetches it. Not its container and page files:
 * Chromium keeps a failed preload failed for the page, so a remote that was down at load would stay down on
 * Retry.
 */
function remoteManifestLink(location: RemoteLocation): string {
  const href = escapeAttribute(location.manifestUrl);
  return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}">`;
}

/** What a remote's mf-manifest.json says of an exposed page: its container and its own files. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }[];
}

/**
 * The remote's container and the page's own files, when this server serves the remote (its own build folder or
 * its live release): read from its manifest on disk, so the browser fetches them alongside the host's start-up
 * files instead of after the manifest, the container and the page have each been fetched and run.
 */
async function remotePageLinks(
  location: RemoteLocation,
  remote: RemoteEntry,
  path: string,
): Promise<string[]> {
  if (!location.files) return [];
  const page = remote.pages.find((candidate) => candidate.route === path);
  const manifest = await readJson<Manifest>(join(location.files.dir, 'mf-manifest.json'));
  const expose = manifest?.exposes?.find((candidate) => candidate.path === `./${page?.module}`);
  const entry = manifest?.metaData?.remoteEntry;
  if (!expose || typeof entry?.name !== 'string' || entry.path !== '') return [];
  const files = [entry.name, ...strings(expose.assets?.js?.sync), ...strings(expose.assets?.css?.sync)];
  const { urlPrefix } = location.files;
  return fileLinks(files.map((file) => `${urlPrefix}${file}`));
}

/** The remote config (remote name -> manifest URL) as a JSON data block the host reads instead of fetching it. */
function inlineRemoteConfig(locations: Record<string, RemoteLocation>): string {
  const config = Object.fromEntries(
    Object.entries(locations).map(([name, { manifestUrl }]) => [name, manifestUrl]),
  );
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="moneta-remotes" type="application/json">${json}</script>`;
}

/** The support address the screens show (host/src/shell/SupportEmailLink.tsx), as a meta tag. */
function supportEmailMeta(supportEmail: string): string {
  return `<meta name="${SUPPORT_EMAIL_META}" content="${escapeAttribute(supportEmail)}">`;
}

/** The markup to add before </head> of the page served at `url`. */
export async function pageHead(config: Config, url: string): Promise<string> {
  const path = url.split('?')[0]!.replace(/\/+$/, '') || '/';
  const routes = await readJson<Record<string, RoutePreload>>(
    join(config.staticRoot, 'host', 'dist', 'route-preloads.json'),
  );
  const route = routes && Object.hasOwn(routes, path) ? routes[path] : undefined;
  const locations = await remoteLocations(config);
  const links = fileLinks(strings(route?.files));
  const remote = REMOTES.find((candidate) => candidate.name === route?.remote);
  if (remote) {
    const location = locations[remote.name];
    links.push(remoteManifestLink(location), ...(await remotePageLinks(location, remote, path)));
  }
  return supportEmailMeta(config.supportEmail) + inlineRemoteConfig(locations) + links.join('');
}
