// Starts the API: `node scripts/start-api.mjs src/main.ts` (npm start), or `watch src/main.ts`
// (npm run dev: tsx's watch mode, run in this process). The root scripts/start.mjs starts the API
// through it too.
// - On PGlite (no DATABASE_URL) the API process gets the node options of src/node-options.cjs,
//   which node reads only when it starts; on PostgreSQL none.
// - `npm start` runs node with tsx's require hook only (`--require tsx/cjs`), not tsx's command
//   line: that one also registers tsx's ESM loader, whose thread cost the process 25-30 MB
//   (docs/api-performance-history.md, "Sixth step"). The API is CommonJS (its domains `require()` their
//   routes), so it needs no ESM loader.
// Signals: SIGINT/SIGTERM are passed on to the API (main.ts ignores a repeat: Ctrl-C reaches both
// processes), and this process exits with the API's code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';

const require = createRequire(import.meta.url);
const { apiProcessEnv } = require('../src/node-options.cjs');

const args = process.argv.slice(2);
Object.assign(process.env, apiProcessEnv(process.env));
if (args[0] === 'watch') {
  process.argv = [process.argv[0], require.resolve('tsx/cli'), ...args];
  await import('tsx/cli');
} else {
  const api = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
  api.on('exit', (code, signal) => process.exit(code ?? 128 + constants.signals[signal]));
}
