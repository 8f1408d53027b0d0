// The monolith build imports each remote's pages from their sources, as
// the registry of remotes (@moneta/shared's remotes.json) lists them, instead of loading them from the remotes.
const path = require('node:path');

/**
 * The chunk of a page in the monolith, named after its federation id (remote_auth/LoginPage), as the suite's
 * `__federation_expose_LoginPage` chunk is: e2e/bench/web.mjs waits for it before a page counts as loaded.
 */
function pageChunkName(remote, module) {
  return `${remote}-${module}`;
}

/**
 * The source of a module whose default export maps each page's federation id to an import() of the page's
 * source file, one chunk per page as in the suite. `root` is the workspace's folder, which holds each remote's.
 */
function remotePagesModule(registry, root) {
  const entries = Object.entries(registry).flatMap(([remote, { folder, pages }]) =>
    pages.map(({ module, source }) => {
      const file = path.resolve(root, folder, source);
      const chunk = pageChunkName(remote, module);
      return `  ${JSON.stringify(`${remote}/${module}`)}: () => import(/* webpackChunkName: ${JSON.stringify(chunk)} */ ${JSON.stringify(file)}),`;
    }),
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/**
 * The host's route preloads (host/routePreloads.cjs) for the monolith: the host's own pages' as they are; a remote
 * page is a chunk of the host, preloaded with the route's layouts, where the suite preloads the remote's manifest.
 */
function monolithRoutePreloads(routePreloads, registry) {
  const hostPages = Object.entries(routePreloads).filter(([, preload]) => !preload.remote);
  return Object.fromEntries([
    ...hostPages,
    ...Object.entries(registry).flatMap(([remote, { pages }]) =>
      pages.map(({ module, route }) => {
        const preload = routePreloads[route];
        if (!preload) throw new Error(`host/routePreloads.cjs has no entry for ${route}`);
        return [route, { chunks: [...preload.chunks, pageChunkName(remote, module)] }];
      }),
    ),
  ]);
}

module.exports = { pageChunkName, remotePagesModule, monolithRoutePreloads };
