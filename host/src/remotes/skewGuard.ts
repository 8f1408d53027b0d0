import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseMetadata } from '@moneta/shared/releases';

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
    // The check loads only for a remote that has a release record, off every page's first load.
    const { refuseSkew } = await import('./skewCheck');
    refuseSkew(args, release);
    return args;
  },
};
