// What the API process starts with on PGlite (docs/api-performance.md, "Sixth step"). PGlite runs
// inside the API process, so its memory and node's add up: with node's default heap the process
// passed 300 MB under load. A small young generation (--max-semi-space-size=4) saves about 25 MB;
// an old-generation cap at most 256 MB makes V8 grow that generation by 1.3x over its live size
// instead of up to 4x (its "small device" heuristic), which saves 40-90 MB at peak; fewer malloc
// arenas save 10-20 MB. On PostgreSQL none of it is given: there the small young generation doubled
// the API's CPU per request (more objects promoted), and the process is far below 300 MB anyway.
// Node reads these flags only when it starts, so whoever starts the API process applies them
// (scripts/start.mjs, the bench's server processes); the process itself cannot.
// CommonJS, so plain node scripts (the root scripts/start.mjs) and TypeScript both load it.

/** Node options of the API process on PGlite, unless PGLITE_NODE_OPTIONS replaces them (`none`: node's defaults). */
const PGLITE_NODE_OPTIONS = '--max-semi-space-size=4 --max-old-space-size=256';
/** glibc's malloc arenas (default 8 per core): a few threads of the process allocate at once. */
const PGLITE_MALLOC_ARENA_MAX = '2';

/**
 * The variables to add to `env` for the API process that will run with `env`: none when
 * DATABASE_URL is set (PostgreSQL); on PGlite, NODE_OPTIONS with the options above first (a flag
 * the caller's NODE_OPTIONS gives again wins: node takes the last) and MALLOC_ARENA_MAX unless set.
 * @param {NodeJS.ProcessEnv} env
 * @returns {Record<string, string>}
 */
function apiProcessEnv(env) {
  // As loadConfig reads it: an empty variable is not set.
  if (env.DATABASE_URL) return {};
  const ours = env.PGLITE_NODE_OPTIONS === 'none' ? '' : env.PGLITE_NODE_OPTIONS || PGLITE_NODE_OPTIONS;
  const nodeOptions = [ours, env.NODE_OPTIONS].filter(Boolean).join(' ');
  return {
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || PGLITE_MALLOC_ARENA_MAX,
  };
}

module.exports = { apiProcessEnv, PGLITE_NODE_OPTIONS, PGLITE_MALLOC_ARENA_MAX };
