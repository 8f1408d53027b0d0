import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@moneta/shared';
// Before any remote registers, the host offers the facades that only remotes use.
import './remoteFacades';
import { skewGuard } from './skewGuard';

export type RemoteConfig = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteConfig> | null = null;

/**
 * The runtime remote config (remote name -> manifest URL): the copy the API puts in the page
 * (api/src/pageHead.ts), or else /remotes.json, for a host served as plain files.
 */
async function remoteConfig(): Promise<RemoteConfig> {
  const inline = document.getElementById('moneta-remotes')?.textContent;
  if (inline) return JSON.parse(inline) as RemoteConfig;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote configuration unavailable (${response.status})`);
  return (await response.json()) as RemoteConfig;
}

/**
 * Reads the runtime remote config and registers the remotes with the federation runtime, once, before the
 * first remote route renders.
 */
export function ensureRemotesRegistered(): Promise<RemoteConfig> {
  registration ??= remoteConfig()
    .then((config) => {
      registerPlugins([skewGuard]);
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

/**
 * Whether the page's head preloads this remote's scripts (api/src/pageHead.ts). Chromium keeps a failed preload
 * failed for the rest of the page's life, so a remote whose preloaded files failed loads again only in a page
 * loaded anew.
 */
export async function remoteScriptsPreloaded(name: RemoteName): Promise<boolean> {
  const entry = (await ensureRemotesRegistered())[name];
  if (!entry) return false;
  const folder = new URL('.', new URL(entry, window.location.href)).href;
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]');
  return [...preloads].some((link) => link.href.startsWith(folder));
}
