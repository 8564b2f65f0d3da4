/**
 * API latency under a bounded load, on loopback only: `npm run bench --workspace api-server`.
 *
 * Starts the app on a random 127.0.0.1 port over a fresh seeded PGlite in a temp dir (or the
 * PostgreSQL named by BENCH_DATABASE_URL, whose API tables are dropped), signs in as the demo
 * admin, then runs autocannon against a few list calls one after another and prints req/s and
 * p50/p99 latency per call. BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) bound
 * the load. Figures also go to <repo>/.bench/api-latency.json. Prints figures, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig, repoRoot } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { pgliteDb } from '../src/db/pglite-db';
import { openPostgres } from '../src/db/postgres-db';
import { dropAllTables, seed } from '../src/seed/seed';
import { DEMO_ADMIN } from '../src/seed/seed-plan';

// autocannon ships no types; this is the part used here.
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = require('autocannon') as Autocannon;

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 30);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 50);
const targets = ['/atolls', '/islands?page=2', '/islands?search=hithadhoo', '/business-locations'];

async function openBenchDb(): Promise<{ db: Db; label: string; cleanup: () => void }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const db = openPostgres(url);
    await dropAllTables(db);
    return { db, label: 'PostgreSQL', cleanup: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-admin-bench-'));
  return { db: pgliteDb(await PGlite.create(dir)), label: 'PGlite (file-backed)', cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function main(): Promise<void> {
  const { db, label, cleanup } = await openBenchDb();
  const config = { ...loadConfig({}), databaseUrl: undefined, host: '127.0.0.1' };
  await migrate(db);
  await seed(db, { admin: { ...DEMO_ADMIN }, demo: true }, config.scrypt);
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  try {
    const login = await fetch(`${base}/login/admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    const { data } = (await login.json()) as { data: { access_token: string } };
    const headers = { authorization: `Bearer ${data.access_token}` };

    console.log(`API latency, ${label}, ${connections} connections x ${seconds} s per call, loopback`);
    console.log('call                          req/s    p50 ms   p99 ms   non-2xx');
    const rows = [];
    for (const target of targets) {
      const r = await autocannon({ url: `${base}${target}`, connections, duration: seconds, headers });
      const row = { call: `GET ${target}`, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts };
      rows.push(row);
      console.log(`${row.call.padEnd(30)}${String(row.rps).padStart(5)}${String(row.p50).padStart(10)}${String(row.p99).padStart(9)}${String(row.non2xx).padStart(10)}`);
    }
    const out = path.join(repoRoot, '.bench');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'api-latency.json'), JSON.stringify({ database: label, connections, seconds, at: new Date().toISOString(), rows }, null, 2));
  } finally {
    await app.close();
    await db.close();
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
