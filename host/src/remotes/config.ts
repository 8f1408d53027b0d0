import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@moneta/shared';
// Before any remote registers, the host offers the facades that only remotes use.
import './remoteFacades';

export type RemoteConfig = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteConfig> | null = null;

/**
 * Fetches the runtime remote config (remote name -> manifest URL) and registers the remotes with the
 * federation runtime, once, before the first remote route renders (DESIGN section 2).
 */
export function ensureRemotesRegistered(): Promise<RemoteConfig> {
  registration ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`Remote configuration unavailable (${response.status})`);
      return response.json() as Promise<RemoteConfig>;
    })
    .then((config) => {
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
      return config;
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** A retry after a failed load registers the remote again so the runtime fetches its manifest anew. */
export async function reRegisterRemote(name: RemoteName): Promise<void> {
  const config = await ensureRemotesRegistered();
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
