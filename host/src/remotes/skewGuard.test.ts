import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseMetadata } from '@moneta/shared/releases';
import { skewGuard } from './skewGuard';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

/** The host's share config as the runtime holds it, with one remote's copy of React beside the host's. */
const HOST_OPTIONS = {
  name: 'host',
  shared: {
    react: [
      { version: '19.3.1', from: 'host' },
      { version: '20.0.0', from: 'remote_goals' },
    ],
    '@moneta/shared/ui': [{ version: '1.0.0', from: 'host' }],
  },
};

function snapshotArgs(release?: Partial<ReleaseMetadata>): SnapshotArgs {
  return {
    options: HOST_OPTIONS,
    moduleInfo: { name: 'remote_goals', entry: '/releases/remote-goals/2.0.0/mf-manifest.json' },
    manifestJson: { metaData: { name: 'remote_goals', ...(release && { release }) } },
    remoteSnapshot: {},
    from: 'manifest',
  } as unknown as SnapshotArgs;
}

function release(shared: ReleaseMetadata['shared']): ReleaseMetadata {
  return { version: '2.0.0', commit: 'abc', builtAt: '2026-11-29T09:00:00.000Z', shared };
}

describe('skewGuard', () => {
  const guard = skewGuard.loadRemoteSnapshot!;

  it('lets a release the host satisfies load, and a build without a release record', async () => {
    const satisfied = snapshotArgs(
      release([
        { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
        { name: '@moneta/shared/ui', version: '1.0.0', requiredVersion: '^1.0.0' },
      ]),
    );
    await expect(guard(satisfied)).resolves.toBe(satisfied);
    const plain = snapshotArgs();
    await expect(guard(plain)).resolves.toBe(plain);
  });

  it("refuses a release the host's own copies cannot satisfy, naming each mismatch on the console", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const skewed = snapshotArgs(
      release([
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
        { name: '@moneta/shared/ui/charts', version: '1.1.0', requiredVersion: '^1.1.0' },
      ]),
    );
    const message =
      'remote_goals 2.0.0 was refused: it needs react ^20.0.0, the host provides 19.3.1; ' +
      'it needs @moneta/shared/ui/charts ^1.1.0, which the host does not provide';
    await expect(guard(skewed)).rejects.toThrow(message);
    expect(error).toHaveBeenCalledWith(message);
    error.mockRestore();
  });
});
