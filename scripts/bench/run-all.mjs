// `npm run bench`: build times, page weight and time to first rows, API latency. Figures only.
import { spawnSync } from 'node:child_process';
import { root } from '../lib/system.mjs';

const step = (title, args) => {
  console.log(`\n== ${title}`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
};
step('production build times', ['scripts/bench/build-times.mjs']);
step('page weight and time to first rows (headless Chromium)', ['scripts/bench/frontend.mjs']);
step('API latency (autocannon on loopback)', ['node_modules/tsx/dist/cli.mjs', 'api-server/bench/api-latency.ts']);
