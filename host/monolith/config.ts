// The monolith's src/remotes/config.ts (host/webpack.monolith.cjs): the pages are bundled, so there is no remote
// to register, and Retry needs only the page's import() again.
import type * as federated from '../src/remotes/config';

export const reRegisterRemote: typeof federated.reRegisterRemote = async () => undefined;

/** Every page is in the bundle: no remote's scripts are preloaded, so Retry never needs a page loaded anew. */
export const remoteScriptsPreloaded: typeof federated.remoteScriptsPreloaded = async () => false;
