// Production build of the shell and every remote in this checkout, two at a time (2 cores: one
// webpack compilation leaves the second core mostly idle). The shell, the longest, goes first;
// each lane takes the next app when it is done. `BUILD_JOBS=1` builds one after the other.
// `npm run build` rebuilds everything; `--if-stale` builds only what changed (used by npm start).
import { build, frontends, isBuilt } from './lib/system.mjs';

export async function buildAll({ onlyStale = false } = {}) {
  const todo = frontends().filter((app) => !onlyStale || !isBuilt(app));
  const times = {};
  if (!todo.length) {
    console.log('Everything is built and up to date.');
    return times;
  }
  const jobs = Math.max(1, Number(process.env.BUILD_JOBS ?? 2));
  console.log(`Building ${todo.map((app) => app.label).join(', ')} (${Math.min(jobs, todo.length)} at a time)…`);
  const queue = [...todo];
  const lane = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      times[app.dir] = await build(app);
      console.log(`  ${app.label} built in ${(times[app.dir] / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll({ onlyStale: process.argv.includes('--if-stale') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
