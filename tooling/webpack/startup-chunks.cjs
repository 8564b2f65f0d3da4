/**
 * Fewer, larger chunks for what each kind of page loads at startup (issue 39). Webpack's own
 * splitting gives the shell one chunk per shared module and per vendor group: a signed-in deep
 * link ran 43 script files, each one requested, compiled and evaluated on its own, on a main
 * thread that is the bottleneck of a cold visit (docs/frontend-performance.md).
 *
 * Each kind of page names the async imports (or the shared modules the shell provides) it loads
 * before its first screen is drawn. A module's signature is the set of kinds that load it; the
 * modules of one signature go into one chunk. So a kind of page downloads exactly the bytes it
 * did before, in fewer files, and never a module another kind alone needs. A chunk loaded later
 * (a form, a drawer) that needs one of these modules loads its whole chunk, which a page of that
 * kind has already run.
 */
const { chunksOf } = require('./chunk-preload.cjs');

const NAME = 'StartupChunksPlugin';
/** The start of every chunk name this plugin gives (`startup-list+remote`). */
const PREFIX = 'startup-';

class StartupChunksPlugin {
  /**
   * @param {{ pages: Record<string, { requests?: string[], shared?: string[] }> }} options
   *   each kind of page: the async imports it loads as written in the source (`requests`), and
   *   the share keys of shell-provided modules it loads (`shared`).
   */
  constructor({ pages }) {
    this.pages = pages;
    /** module -> its chunk's name, for the compilation being sealed */
    this.chunkOf = new Map();
  }

  /** The splitChunks cache group that gathers each signature into its named chunk. */
  cacheGroup() {
    return {
      chunks: 'async',
      enforce: true,
      priority: 10,
      test: (module) => this.chunkOf.has(module),
      name: (module) => this.chunkOf.get(module),
    };
  }

  /** Whether a chunk name is one of this plugin's. */
  owns(name) {
    return typeof name === 'string' && name.startsWith(PREFIX);
  }

  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The federation's builds of trimmed shared packages reuse the config without splitting.
      if (compilation.options.optimization.splitChunks === false) return;
      let done = false;
      // Before SplitChunksPlugin (stage 10): each chunk group is still one chunk.
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: 0 }, () => {
        if (done) return;
        done = true;
        this.chunkOf = this.assign(compilation);
      });
    });
  }

  assign(compilation) {
    const { chunkGraph } = compilation;
    const groupsOf = ({ requests = [], shared = [] }) => [
      ...requests,
      ...shared.flatMap((key) => {
        const provide = [...compilation.modules].find((m) => m.type === 'provide-module' && m._name === key);
        if (!provide) throw new Error(`${NAME}: the shell provides no '${key}'`);
        return provide.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
      }),
    ];
    const kinds = Object.keys(this.pages);
    const signatures = new Map();
    for (const kind of kinds) {
      for (const wave of chunksOf(compilation, groupsOf(this.pages[kind]), { fallbacks: true })) {
        for (const chunk of wave) {
          // Code only: the federation's own modules (consumes, provides) stay with their chunks.
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (!module.type.startsWith('javascript/')) continue;
            const kindsOf = signatures.get(module) ?? new Set();
            signatures.set(module, kindsOf.add(kind));
          }
        }
      }
    }
    const chunkOf = new Map();
    for (const [module, kindsOf] of signatures) chunkOf.set(module, `${PREFIX}${kinds.filter((k) => kindsOf.has(k)).join('+')}`);
    return chunkOf;
  }
}

module.exports = { StartupChunksPlugin };
