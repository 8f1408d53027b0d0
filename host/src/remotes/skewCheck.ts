import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unmetRequirements, type ReleaseMetadata } from '@moneta/shared/releases';

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

/** Throws, and names the mismatch on the console, when this host cannot satisfy the release's shared modules. */
export function refuseSkew(args: SnapshotArgs, release: ReleaseMetadata): void {
  const reasons = unmetRequirements(release.shared, providedByHost(args.options), satisfy);
  if (reasons.length === 0) return;
  const message = `${args.moduleInfo.name} ${release.version} was refused: it ${reasons.join('; it ')}`;
  console.error(message);
  throw new Error(message);
}
