/**
 * Preload hints for the chunks a signed-in page cannot start without (issue 7: time to usable,
 * Lighthouse's largest contentful paint; docs/frontend-performance.md, "The first paint and the
 * waterfall"; measured in docs/frontend-performance-history.md, "The waves preloaded").
 *
 * Without them, a signed-in page requests its scripts in three waves, each waiting for the one
 * before to be evaluated: the entry; the shared modules of the bootstrap (React, the router, the
 * kit's core), which the federation runtime asks for only once the entry has run; the signed-in
 * layout, which the router asks for only once the bootstrap has run. The build knows every chunk
 * of those imports, so the page's HTML names them with `<link rel="preload" as="script">`: the
 * browser fetches them with the entry, and the runtime's script elements later take them from
 * the preload cache. Nothing is evaluated sooner and no byte is added: every signed-in page
 * downloads each of them anyway (a browser test checks that the page runs each one).
 *
 * The chunks of an import are its chunk group's, plus, for each shared module it consumes, the
 * chunks of the module the shell provides for it (the shell provides every shared module a page
 * of its own needs, so those are the ones the runtime loads), recursively.
 */
const NAME = 'ChunkPreloadPlugin';

/**
 * The chunks the async imports of `requests` load, one list per request (in the order found):
 * the import's chunk group, and for each shared module it consumes the chunks of what the shell
 * provides for it, recursively. A chunk already listed for an earlier request is not listed again.
 * A shared module the shell does not provide is an error, unless `fallbacks`: then its consumer's
 * own copy (the fallback's chunks) counts.
 */
function chunksOf(compilation, requests, { fallbacks = false } = {}) {
  const { chunkGraph } = compilation;
  // What the shell provides under each share key: the runtime loads these, not the consumers'
  // fallbacks (separate chunks of the same code).
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, [...(provided.get(module._name) ?? []), module]);
  }
  const seen = new Set();
  return requests.map((request) => {
    // A request is an import as written, or a chunk group itself.
    const groups = typeof request === 'string' ? compilation.chunkGroups.filter((g) => g.origins.some((o) => o.request === request)) : [request];
    if (groups.length === 0) throw new Error(`${NAME}: no chunk group is loaded by import('${request}')`);
    const wave = [];
    const visit = (chunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      wave.push(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const providers = provided.get(module.options.shareKey) ?? (fallbacks ? [module] : undefined);
        if (!providers) throw new Error(`${NAME}: the shell consumes '${module.options.shareKey}' but provides no module for it`);
        for (const block of providers.flatMap((p) => p.blocks)) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
      }
    };
    for (const group of groups) group.chunks.forEach(visit);
    return wave;
  });
}

/** Every JS file the async imports of `requests` load: the imports in order, each one's largest file first. */
function chunkFilesOf(compilation, requests) {
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  // The wave is done when its largest file is: that one first.
  return chunksOf(compilation, requests).flatMap((wave) =>
    wave.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort((a, b) => size(b) - size(a)),
  );
}

class ChunkPreloadPlugin {
  /** @param {{ pages: Record<string, string[]> }} options  page (an HtmlWebpackPlugin filename) -> the imports it preloads */
  constructor({ pages }) {
    this.pages = pages;
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const requests = this.pages[data.outputName];
        if (!requests) return data;
        const publicPath = data.publicPath ?? '/';
        const preloads = chunkFilesOf(compilation, requests).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
        );
        // The entry's script first: a deferred script is fetched at low priority, after the
        // preloads (high by default) unless told otherwise, and it is what runs first.
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { ChunkPreloadPlugin, chunkFilesOf, chunksOf };
