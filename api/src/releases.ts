// Remotes' releases: the environment's release
// manifest, written by tooling/release.mjs, says which release of a remote is live. The server reads it at run
// time, so a switch or a rollback is served on the next page load without a restart.
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  defaultManifestUrl,
  RELEASE_VERSION,
  REMOTES,
  type RemoteEntry,
  type RemoteName,
} from '@moneta/shared/contract';
import { RELEASES_PATH, type Config } from './config';

const MANIFEST_FILE = 'manifest.json';

/** Remote folder -> live version. A version that could leave its folder or its attribute is not one. */
const manifestSchema = z.record(z.string(), z.string().regex(RELEASE_VERSION));

/** Where a remote's manifest is, and, when this server holds its files, where on disk and at which address. */
export interface RemoteLocation {
  manifestUrl: string;
  files?: { dir: string; urlPrefix: string };
}

interface ReadManifest {
  /** Changes whenever the file is replaced (the release command renames a new one into place) or edited. */
  stamp: string;
  versions: Record<string, string>;
}

const manifests = new Map<string, ReadManifest>();

/**
 * The live version of each remote that has one. Costs one stat per call: the file is read again only when it
 * has changed. A manifest that cannot be read or is not valid keeps the last good one in use.
 */
export async function liveVersions(store: string): Promise<Record<string, string>> {
  const file = join(store, MANIFEST_FILE);
  let stamp: string;
  try {
    const { ino, mtimeMs, size } = await stat(file);
    stamp = `${ino}:${mtimeMs}:${size}`;
  } catch {
    manifests.delete(store);
    return {};
  }
  const known = manifests.get(store);
  if (known?.stamp === stamp) return known.versions;
  try {
    const versions = manifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    manifests.set(store, { stamp, versions });
    return versions;
  } catch {
    return known?.versions ?? {};
  }
}

function ownBuild(config: Config, remote: RemoteEntry): RemoteLocation {
  const manifestUrl = config.remotes[remote.name];
  if (manifestUrl !== defaultManifestUrl(remote)) return { manifestUrl };
  return {
    manifestUrl,
    files: { dir: join(config.staticRoot, remote.folder, 'dist'), urlPrefix: `/${remote.folder}/` },
  };
}

function release(config: Config, remote: RemoteEntry, version: string): RemoteLocation {
  const { store, baseUrl } = config.releases;
  const urlPrefix = `${baseUrl}/${remote.folder}/${version}/`;
  const dir = join(store, remote.folder, version);
  // The store's files are this server's when it serves them; a CDN's addresses are another origin's.
  return {
    manifestUrl: `${urlPrefix}mf-manifest.json`,
    ...(baseUrl === RELEASES_PATH && { files: { dir, urlPrefix } }),
  };
}

/** Each remote's location now: its live release, else its own build (REMOTE_<FOLDER>_URL). */
export async function remoteLocations(config: Config): Promise<Record<RemoteName, RemoteLocation>> {
  const live = await liveVersions(config.releases.store);
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const version = Object.hasOwn(live, remote.folder) ? live[remote.folder] : undefined;
      return [remote.name, version ? release(config, remote, version) : ownBuild(config, remote)];
    }),
  ) as Record<RemoteName, RemoteLocation>;
}

/** The runtime remote config: each remote's name and the address of its live manifest. */
export async function remotesConfig(config: Config): Promise<Record<RemoteName, string>> {
  const locations = await remoteLocations(config);
  return Object.fromEntries(
    REMOTES.map((remote) => [remote.name, locations[remote.name].manifestUrl]),
  ) as Record<RemoteName, string>;
}
