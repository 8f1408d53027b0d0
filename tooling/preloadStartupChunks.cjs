// Adds <link rel="preload"> for every file the host needs before its first render, whatever the route: the
// bootstrap chunk behind the federation boundary and the host's own copies of the shared modules it consumes
// (react, jotai, @moneta/shared, ...). Without the hints the browser learns of them only once main.js has run,
// one network round trip later.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunks';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

/**
 * The files of the entry's async boundary and, transitively, of the shared modules it consumes: the host's own
 * provided copy of each, which is what the federation runtime loads when the host is the first container
 * (the consume fallback can be a separate file with the same code).
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
  }
  const files = new Set();
  const seen = new Set();
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const loaded = provided.get(module.options.shareKey) ?? module;
        for (const block of loaded.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  const entryChunk = compilation.entrypoints.get(entryName).getEntrypointChunk();
  for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

class PreloadStartupChunks {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `${publicPath}${file}`,
          }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunks, startupFiles };
