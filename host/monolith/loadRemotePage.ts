// The monolith's src/remotes/loadRemotePage.ts (host/webpack.monolith.cjs): each page is a chunk of the one
// application, with no federation runtime, remote config or manifest in between.
import type * as federated from '../src/remotes/loadRemotePage';
import pages from 'virtual:remote-pages';

export const loadRemotePage: typeof federated.loadRemotePage = (id) => {
  const load = pages[id];
  return load ? load() : Promise.reject(new Error(`${id} is not in the registry of remotes`));
};

// webpack fetches a chunk that failed anew on the next import() of it: there is no load to forget.
export const forgetRemotePage: typeof federated.forgetRemotePage = () => undefined;
