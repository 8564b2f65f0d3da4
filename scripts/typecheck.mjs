// Type-checks every workspace with the native TypeScript compiler (tsc --noEmit per package).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
// Workspace patterns ('mf-*') name every remote in this checkout.
const patterns = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).workspaces;
const workspaces = patterns.flatMap((p) =>
  p.endsWith('*')
    ? readdirSync(root)
        .filter((d) => d.startsWith(p.slice(0, -1)))
        .sort()
    : [p],
);
// Not a workspace: the benches' monolith floor, which imports every module's screens.
workspaces.push('scripts/bench/monolith');
const tsc = `${root}node_modules/.bin/tsc`;
let failed = 0;
for (const ws of workspaces) {
  if (!existsSync(`${root}${ws}/tsconfig.json`)) continue;
  const started = Date.now();
  const r = spawnSync(tsc, ['--noEmit', '-p', `${root}${ws}/tsconfig.json`], { stdio: 'inherit' });
  console.log(`typecheck ${ws}: ${r.status === 0 ? 'ok' : 'FAILED'} (${Date.now() - started} ms)`);
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
