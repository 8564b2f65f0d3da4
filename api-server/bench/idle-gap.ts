/**
 * The jobs search's latency before and after a quiet period longer than pg's default idle
 * timeout (10 s): a pooled connection that was closed and opened again plans the lists' JSON
 * statements anew (custom plans for their first five runs), which shows in the p99 of the first
 * burst after the pause (docs/api-performance-history.md, "The pool's idle connections", fifth session).
 * One API process (bench-server.ts) on the bench's seeded PostgreSQL database, 10 connections.
 *
 *   BENCH_DATABASE_URL=postgres://mvbench:mvbench@127.0.0.1:5432/mv_bench npx tsx bench/idle-gap.ts   # in api-server/
 *
 * BENCH_IDLE_SECONDS (default 15) sets the pause. The database must hold the large seed already
 * (`npm run bench:large` with the same URL prepares it).
 */
import { adminHeaders, autocannon } from './autocannon';
import { startServer } from './server-processes';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: the seeded PostgreSQL database to run against');
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
  const server = await startServer({ BENCH_SERVER_DATABASE_URL: databaseUrl }, 0);
  try {
    const base = `http://127.0.0.1:${server.port}/api/v1`;
    const headers = await adminHeaders(base);
    const url = `${base}/jobs?search=plumbing`;
    const run = async (label: string) => {
      const r = await autocannon({ url, connections: 10, duration: 5, headers });
      console.log(
        `${label.padEnd(28)} ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, non-2xx ${r.non2xx}`,
      );
    };
    await run('warm-up, 5 s (not compared)');
    await run('steady, 5 s');
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    await run(`after ${idleSeconds} s without calls, 5 s`);
  } finally {
    await server.stop();
  }
}

void main();
