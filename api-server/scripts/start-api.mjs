// Starts the API as `tsx <args>` does (`node scripts/start-api.mjs src/main.ts`, or `watch
// src/main.ts`), with the node options it takes on PGlite (src/node-options.cjs: none when
// DATABASE_URL is set). tsx's command line runs in this process and starts the API in a child
// with this environment, relaying signals as it does; so there is no extra process between them.
// `npm start` and `npm run dev`, of the API workspace and of the root (scripts/start.mjs), start
// the API through it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { apiProcessEnv } = require('../src/node-options.cjs');

Object.assign(process.env, apiProcessEnv(process.env));
process.argv = [process.argv[0], require.resolve('tsx/cli'), ...process.argv.slice(2)];
await import('tsx/cli');
