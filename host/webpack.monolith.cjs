// The suite as one webpack application, for measurement only: the host's build
// (webpack.config.cjs) without Module Federation, each remote's pages imported from their sources with a chunk of
// their own per page. Its output is a static root for the API (STATIC_ROOT=host/dist-monolith), so the same
// server, precompressed files, cache headers and page-head preloads serve it.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { FRAME_FILE, frameHeadings } = require('@moneta/tooling/frameHeadings');
const { remoteRegistry } = require('@moneta/tooling/webpack');
const hostConfig = require('./webpack.config.cjs');
const { monolithRoutePreloads, remotePagesModule } = require('./monolith/remotePages.cjs');

const registry = remoteRegistry(__dirname);
const registryFile = require.resolve('@moneta/shared/remotes.json', { paths: [__dirname] });

/** The host's modules that reach the remotes through the federation runtime, and their monolith versions. */
const STAND_INS = Object.fromEntries(
  ['loadRemotePage', 'config'].map((name) => [
    path.join(__dirname, 'src/remotes', name),
    path.join(__dirname, 'monolith', `${name}.ts`),
  ]),
);

/**
 * Puts the stand-ins in place and provides `virtual:remote-pages`, with the plugins of the compiler's own
 * webpack: pnpm gives the host's `webpack` dependency and the CLI's different copies, and a plugin of the other
 * copy taps hooks this compilation never calls.
 */
class MonolithPages {
  apply(compiler) {
    const { NormalModuleReplacementPlugin, experiments } = compiler.webpack;
    new NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
      const standIn = STAND_INS[path.resolve(resource.context, resource.request)];
      if (standIn) resource.request = standIn;
    }).apply(compiler);
    new experiments.schemes.VirtualUrlPlugin({
      'remote-pages': {
        type: '.js',
        source: (loader) => {
          // A change to the registry rebuilds the module, from the filesystem cache too.
          loader.addDependency(registryFile);
          return remotePagesModule(registry, path.join(__dirname, '..'));
        },
      },
    }).apply(compiler);
  }
}

/**
 * Each remote's frame.json where the API looks for it (<static root>/<remote>/dist), so that the monolith's pages
 * get the same first frame as the suite's; `build:monolith` builds its renderer into host/dist-frame beside it.
 */
class MonolithFrameHeadings {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('MonolithFrameHeadings', () => {
      for (const { folder, pages } of Object.values(registry)) {
        const dist = path.join(__dirname, 'dist-monolith', folder, 'dist');
        mkdirSync(dist, { recursive: true });
        const headings = frameHeadings(path.join(__dirname, '..', folder), pages);
        writeFileSync(path.join(dist, FRAME_FILE), JSON.stringify(headings));
      }
    });
  }
}

module.exports = (env, argv) => {
  const built = hostConfig(
    { ...env, monolith: { routePreloads: monolithRoutePreloads(require('./routePreloads.cjs'), registry) } },
    argv,
  );
  built.output.path = path.join(__dirname, 'dist-monolith/host/dist');
  built.plugins.push(new MonolithPages(), new MonolithFrameHeadings());
  return built;
};
