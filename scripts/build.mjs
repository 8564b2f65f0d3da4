// Production build of the shell and every remote in this checkout, one after the other (2 cores).
// `npm run build` rebuilds everything; `--if-stale` builds only what changed (used by npm start).
import { build, frontends, isBuilt } from './lib/system.mjs';

export async function buildAll({ onlyStale = false } = {}) {
  const todo = frontends().filter((app) => !onlyStale || !isBuilt(app));
  const times = {};
  for (const [i, app] of todo.entries()) {
    process.stdout.write(`Building ${app.label} (${i + 1}/${todo.length})…`);
    times[app.dir] = await build(app);
    process.stdout.write(` done in ${(times[app.dir] / 1000).toFixed(1)} s\n`);
  }
  if (!todo.length) console.log('Everything is built and up to date.');
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
