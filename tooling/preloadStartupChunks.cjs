// Preload hints for the host's first files, so the browser fetches them alongside index.html rather than one
// round trip after main.js has run:
// - <link rel="preload"> in index.html for what every address needs before the first render: the bootstrap
//   chunk behind the federation boundary and the host's own copies of the shared modules it consumes (react,
//   jotai, @moneta/shared, ...);
// - route-preloads.json for what a given address renders next: the files of its layouts and their UI facades
//   (given by chunk name) and whatever else the route names (its remote page), which the API adds to that
//   address's index.html (api/src/static.ts).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunks';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';
const PRELOADABLE = /\.(js|css)$/;

/**
 * Collects the files of chunk groups and, transitively, of the shared modules they consume: the host's own
 * provided copy of each, which is what the federation runtime loads when the host is the first container (the
 * consume fallback can be a separate file with the same code).
 */
function fileCollector(compilation) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
  }
  return (groups) => {
    const files = new Set();
    const seen = new Set();
    const visitGroup = (group) => {
      if (!group || seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (PRELOADABLE.test(file)) files.add(file);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== CONSUME_SHARED) continue;
          const loaded = provided.get(module.options.shareKey) ?? module;
          for (const block of loaded.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    };
    groups.forEach(visitGroup);
    return files;
  };
}

/** The groups behind the entry's own async imports (the federation boundary). */
function startupGroups(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entryChunk = compilation.entrypoints.get(entryName).getEntrypointChunk();
  const groups = [];
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) groups.push(chunkGraph.getBlockChunkGroup(block));
  }
  return groups;
}

function preloadTag(publicPath, file) {
  return HtmlWebpackPlugin.createHtmlTagObject('link', {
    rel: 'preload',
    as: file.endsWith('.css') ? 'style' : 'script',
    href: `${publicPath}${file}`,
  });
}

class PreloadStartupChunks {
  /**
   * @param {object} [options]
   * @param {string} [options.entry]  the host's entry
   * @param {Record<string, { chunks: string[] }>} [options.routes]  address -> the names of the lazy chunks it
   *   renders first, and anything else the server should know of it (copied as is)
   */
  constructor({ entry = 'main', routes = {} } = {}) {
    this.entry = entry;
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const startup = fileCollector(compilation)(startupGroups(compilation, this.entry));
        data.headTags.push(...[...startup].sort().map((file) => preloadTag(data.publicPath, file)));
        return data;
      });
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const collect = fileCollector(compilation);
          const startup = collect(startupGroups(compilation, this.entry));
          const publicPath = compilation.outputOptions.publicPath;
          const routes = {};
          for (const [path, { chunks, ...route }] of Object.entries(this.routes)) {
            const groups = chunks.map((name) => {
              const group = compilation.namedChunkGroups.get(name);
              if (!group)
                compilation.errors.push(new compiler.webpack.WebpackError(`No chunk named ${name}`));
              return group;
            });
            const files = [...collect(groups)]
              .filter((file) => !startup.has(file))
              .sort()
              .map((file) => `${publicPath}${file}`);
            routes[path] = { files, ...route };
          }
          compilation.emitAsset(
            'route-preloads.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(routes, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { PreloadStartupChunks };
