// Production build time of the shell and of each remote, built one after the other from cold.
import { build, frontends } from '../lib/system.mjs';

export async function benchBuilds() {
  const times = {};
  for (const app of frontends()) times[app.dir] = await build(app);
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [dir, ms] of Object.entries(await benchBuilds())) console.log(`build ${dir.padEnd(22)} ${(ms / 1000).toFixed(1)} s`);
}
