// The tests of `npm test` after the lint and type checks. First the unit and component tests
// (Jest, every project but the API's, two workers). Then two lanes at once:
// - the browser tests (npm run test:e2e), printed as they run;
// - the API suites, on PGlite and then on PostgreSQL (npm run test:api:pg), one Jest worker each.
//   Their output is kept and printed when they end, so it does not interleave with Playwright's.
// The browser tests keep about half of one core busy out of two (Chromium, the system's servers
// and Playwright mostly wait on each other), so the API suites use the rest. Run one after the
// other, the whole took 936-989 s on the 2-core machine, over the 15-minute standard (README).
// `npm run test:unit`, `test:api:pg` and `test:e2e` still run each part alone.
import { spawn } from 'node:child_process';

const run = (cmd, args, { quiet = false, env = {} } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });

const step = (label, result) => {
  console.log(`\n== ${label}: ${result.ok ? 'passed' : `FAILED (${result.code})`} in ${result.seconds} s`);
  return result.ok;
};

const unit = await run('npx', ['jest', '--ignoreProjects', 'api-server']);
if (!step('unit and component tests', unit)) process.exit(1);

const apiSuites = (async () => {
  const pglite = await run('npx', ['jest', '--selectProjects', 'api-server', '--maxWorkers=1'], { quiet: true });
  const postgres = pglite.ok ? await run('node', ['scripts/test-api-postgres.mjs', '--maxWorkers=1'], { quiet: true }) : undefined;
  return { pglite, postgres };
})();
const browser = await run('npm', ['run', 'test:e2e']);
const { pglite, postgres } = await apiSuites;

console.log('\n== API tests on PGlite (run beside the browser tests; their output):');
process.stdout.write(pglite.output);
if (postgres) {
  console.log('\n== API tests on PostgreSQL (run beside the browser tests; their output):');
  process.stdout.write(postgres.output);
}
const results = [
  step('browser tests', browser),
  step('API tests on PGlite', pglite),
  postgres ? step('API tests on PostgreSQL', postgres) : (console.log('\n== API tests on PostgreSQL: not run (the PGlite run failed)'), false),
];
process.exit(results.every(Boolean) ? 0 : 1);
