import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseMetadata } from '@moneta/shared';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The shared modules this host provides, each with its versions. */
function providedByHost(options: SnapshotArgs['options']): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(options.shared).map(([name, shares]) => [
      name,
      shares.filter((share) => share.from === options.name).map((share) => share.version),
    ]),
  );
}

/**
 * Refuses a remote's release built against shared singletons this host cannot satisfy (its mf-manifest.json's
 * metaData.release, written by the release command) before any of its code runs: a facade export the host lacks
 * would otherwise crash the page with an undefined component. The section shows the unavailable panel; the
 * console names the mismatch. A remote without a release record (a plain build, the dev servers) is loaded as is.
 */
export const skewGuard: ModuleFederationRuntimePlugin = {
  name: 'moneta-skew-guard',
  async loadRemoteSnapshot(args) {
    const release = (args.manifestJson?.metaData as { release?: ReleaseMetadata } | undefined)?.release;
    if (!release?.shared) return args;
    // The rule comes with @moneta/shared, which any remote page loads anyway.
    const { unmetRequirements } = await import('@moneta/shared');
    const reasons = unmetRequirements(release.shared, providedByHost(args.options), satisfy);
    if (reasons.length === 0) return args;
    const message = `${args.moduleInfo.name} ${release.version} was refused: it ${reasons.join('; it ')}`;
    console.error(message);
    throw new Error(message);
  },
};
