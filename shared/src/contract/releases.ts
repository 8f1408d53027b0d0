// A remote's release: what the release command records and what both the command
// and the host check before a release runs. Self-contained, without imports, because tooling/release.mjs loads
// this file as it is (Node.js runs no TypeScript): whoever checks passes the federation runtime's `satisfy`.

/**
 * A release's version, a folder name in the store and a path segment in its address: letters, digits and
 * `.+_-`, starting with a letter or digit (for example `1.0.0+20261129090512.ab12cd3`).
 */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

/** A shared singleton a release was built against, as its mf-manifest.json lists it. */
export interface SharedRequirement {
  name: string;
  /** The version the remote bundled as its own fallback. */
  version: string;
  /** The range the copy on the page must satisfy. */
  requiredVersion: string;
}

/** What the release command writes into a release's mf-manifest.json (metaData.release). */
export interface ReleaseMetadata {
  version: string;
  commit: string;
  builtAt: string;
  shared: SharedRequirement[];
}

/** The singletons whose skew breaks a page: one React, one jotai store, and @moneta/shared with its facades. */
export function isSkewChecked(name: string): boolean {
  return (
    ['react', 'react-dom', 'jotai', '@moneta/shared'].includes(name) || name.startsWith('@moneta/shared/')
  );
}

/** The checked singletons of a built remote, from the `shared` list of its mf-manifest.json. */
export function sharedRequirements(
  manifestShared: readonly Partial<SharedRequirement>[],
): SharedRequirement[] {
  return manifestShared
    .filter((item): item is SharedRequirement =>
      [item.name, item.version, item.requiredVersion].every((value) => typeof value === 'string'),
    )
    .filter((item) => isSkewChecked(item.name))
    .map(({ name, version, requiredVersion }) => ({ name, version, requiredVersion }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Why the host cannot run a release, one reason per requirement it does not meet: a facade it does not provide,
 * or a version outside the range the remote was built for. Empty when it can.
 * `provided` maps each shared module the host provides to its versions.
 */
export function unmetRequirements(
  required: readonly SharedRequirement[],
  provided: Readonly<Record<string, readonly string[]>>,
  satisfy: (version: string, range: string) => boolean,
): string[] {
  return required.flatMap(({ name, requiredVersion }) => {
    const versions = Object.hasOwn(provided, name) ? provided[name]! : [];
    if (versions.length === 0) return [`needs ${name} ${requiredVersion}, which the host does not provide`];
    if (versions.some((version) => satisfy(version, requiredVersion))) return [];
    return [`needs ${name} ${requiredVersion}, the host provides ${versions.join(', ')}`];
  });
}
