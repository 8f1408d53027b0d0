import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './config';

export interface PageModule {
  default: ComponentType;
}

const loads = new Map<string, Promise<PageModule>>();

/**
 * Loads a remote's page module ('remote_auth/LoginPage'), once: the boot-time preload and the page's own render
 * share one load, and a failed load stays failed until forgetRemotePage (Retry).
 */
export function loadRemotePage(id: string): Promise<PageModule> {
  let load = loads.get(id);
  if (!load) {
    load = ensureRemotesRegistered()
      .then(() => loadRemote<PageModule>(id))
      .then((loaded) => {
        if (!loaded?.default) throw new Error(`${id} could not be loaded`);
        return loaded;
      });
    loads.set(id, load);
  }
  return load;
}

/** Forgets a page's load, so that the next one fetches it anew. */
export function forgetRemotePage(id: string): void {
  loads.delete(id);
}
