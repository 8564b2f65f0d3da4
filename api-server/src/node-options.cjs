// What the API process starts with on PGlite (docs/api-performance-history.md, "Sixth step"). PGlite runs
// inside the API process, so its memory and node's add up: with node's and glibc's defaults the
// process passed 300 MB under load on the large seed.
// - --max-semi-space-size=4: a young generation of 8 MB instead of 32 (about 25 MB).
// - --max-old-space-size=256: at most 256 MB, V8 grows the old generation by 1.3x over what is
//   live instead of up to 4x (its heuristic for small devices): 40-90 MB less at peak.
// - glibc's malloc: 2 arenas instead of 8 per core, and fixed trim and mmap thresholds of 128 kB
//   (the default thresholds grow with the largest block freed, and the memory V8's compilers
//   free after the start stayed resident): 20-40 MB.
// On PostgreSQL none of it is given: there the small young generation doubled the API's CPU per
// request (more objects promoted), and the process is far below 300 MB anyway. Node and glibc read
// these only when the process starts, so whoever starts the API applies them (scripts/start-api.mjs,
// the bench's server processes); the process itself cannot.
// CommonJS, so plain node scripts (the root scripts/start.mjs) and TypeScript both load it.

/** Node options of the API process on PGlite, unless PGLITE_NODE_OPTIONS replaces them. */
const PGLITE_NODE_OPTIONS = '--max-semi-space-size=4 --max-old-space-size=256';
/** glibc malloc settings on PGlite; each one the environment sets already is kept. */
const PGLITE_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The variables to add to `env` for the API process that will run with `env`: none when
 * DATABASE_URL is set (PostgreSQL), or when PGLITE_NODE_OPTIONS is `none` (node's and glibc's
 * defaults). On PGlite: NODE_OPTIONS with the options above first (a flag the caller's
 * NODE_OPTIONS gives again wins: node takes the last one), and the malloc settings not set yet.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
function apiProcessEnv(env) {
  // As loadConfig reads them: an empty variable is not set.
  if (env.DATABASE_URL || env.PGLITE_NODE_OPTIONS === 'none') return {};
  const nodeOptions = [env.PGLITE_NODE_OPTIONS || PGLITE_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' ');
  const malloc = Object.entries(PGLITE_MALLOC_ENV).filter(([name]) => !env[name]);
  return { NODE_OPTIONS: nodeOptions, ...Object.fromEntries(malloc) };
}

module.exports = { apiProcessEnv, PGLITE_NODE_OPTIONS, PGLITE_MALLOC_ENV };
