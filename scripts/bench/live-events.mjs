// Live events (issue 33, docs/live-events.md): BENCH_CLIENTS (default 200) stream clients on
// GET /api/v1/events, BENCH_RATE (default 20) writes per second for BENCH_SECONDS (default 20),
// on one API process over PGlite, then, with BENCH_DATABASE_URL (a role that may create
// databases), on one and on two API processes over one PostgreSQL database (the clients split
// between them, the writes through the first). Reports:
// - delivery: from sending the write to each client's receipt of its change event, p50/p99 (an
//   upper bound of commit-to-client: it includes the write itself, whose own time is reported);
// - the API's RSS per idle connection (after the streams opened and idled, minus before) and CPU
//   during the writes (per cent of one core, and per connection);
// - a client that stops reading while writes go on at full speed: the API's RSS before and after,
//   and whether the server dropped it.
// Ports are the OS's (PORT=0): it needs no lock and runs beside the system. Figures only.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from '../lib/system.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const IDLE_SECONDS = 5;
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 15);
const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] : NaN);
const rssOf = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const cpuOf = (pid) => {
  const f = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `api-server/src/main.ts` as `npm start` runs it, on the OS's port; resolves at its ready line. */
function startApi(env) {
  const child = fork(path.join(root, 'api-server/src/main.ts'), [], {
    cwd: root,
    execArgv: ['--require', createRequire(import.meta.url).resolve('tsx/cjs')],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += String(chunk);
      const ready = /API ready on http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve({ child, pid: child.pid, base: `http://127.0.0.1:${ready[1]}/api/v1` });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API exited (${code}):\n${output}`)));
  });
}
const stopApi = (api) => new Promise((resolve) => (api.child.exitCode !== null ? resolve() : (api.child.once('exit', resolve), api.child.kill('SIGTERM'))));

async function send(base, method, route, token, body) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}`);
  return (await res.json()).data;
}

/** A stream client: counts the atoll change events it receives and when. */
function openClient(base, token) {
  return new Promise((resolve, reject) => {
    const client = { received: [], opened: false, res: undefined };
    const req = http.get(`${base}/events`, { agent: false, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      client.res = res;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': live') && !client.opened) (client.opened = true), resolve(client);
          if (block.includes('event: change') && block.includes('"type":"atoll"')) client.received.push(at);
          end = buffer.indexOf('\n\n');
        }
      });
    });
    req.on('error', reject);
    client.close = () => req.destroy();
  });
}

/**
 * Writes at `rate` per second for `seconds`, at most `concurrency` in flight (a late write delays
 * the next). One at a time (the default), the k-th change event a client receives is the k-th
 * write, so each delivery is bounded: commit happens between sending the write and its answer.
 */
async function writeAtRate(base, token, rate, seconds, concurrency = 1) {
  const sent = [];
  const answered = [];
  const inFlight = new Set();
  const start = performance.now();
  for (let i = 0; i < rate * seconds && performance.now() - start < seconds * 1000; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    const at = performance.now();
    sent.push(at);
    const write = send(base, 'PATCH', '/atoll/update/1', token, { name: `Haa Alif ${i % 2 ? 'north' : 'south'}`, code: 'HA' }).then(() => {
      answered[i] = performance.now();
      inFlight.delete(write);
    });
    inFlight.add(write);
  }
  await Promise.all(inFlight);
  return { sent, answered, took: sent.map((at, i) => answered[i] - at), seconds: (performance.now() - start) / 1000 };
}

async function phase(label, apis) {
  const { access_token: token } = await send(apis[0].base, 'POST', '/login/admin', undefined, ADMIN);
  const rssBefore = apis.map((a) => rssOf(a.pid));
  const clients = [];
  for (let i = 0; i < CLIENTS; i++) clients.push(await openClient(apis[i % apis.length].base, token));
  await sleep(IDLE_SECONDS * 1000);
  const rssIdle = apis.map((a) => rssOf(a.pid));
  const perConnection = (rssIdle.reduce((s, x) => s + x, 0) - rssBefore.reduce((s, x) => s + x, 0)) / CLIENTS;

  const cpuBefore = apis.map((a) => cpuOf(a.pid));
  const writes = await writeAtRate(apis[0].base, token, RATE, SECONDS);
  await sleep(1000);
  const cpu = apis.map((a, i) => ((cpuOf(a.pid) - cpuBefore[i]) / writes.seconds) * 100);
  const latencies = [];
  const afterAnswer = [];
  let missing = 0;
  for (const client of clients) {
    missing += Math.max(0, writes.sent.length - client.received.length);
    client.received.slice(0, writes.sent.length).forEach((at, k) => {
      latencies.push(at - writes.sent[k]);
      afterAnswer.push(at - writes.answered[k]);
    });
  }
  for (const client of clients) client.close();

  // A client that stops reading: writes as fast as one connection sends them.
  const rssSlowBefore = rssOf(apis[0].pid);
  const slow = net.connect(new URL(apis[0].base).port, '127.0.0.1');
  let dropped = false;
  slow.on('close', () => (dropped = true));
  slow.on('error', () => undefined);
  slow.write(`GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
  slow.pause();
  const burst = await writeAtRate(apis[0].base, token, 1000, SLOW_SECONDS, 8);
  const rssSlowAfter = rssOf(apis[0].pid);
  slow.destroy();

  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `\n${label}: ${CLIENTS} stream clients, ${writes.sent.length} writes in ${writes.seconds.toFixed(1)} s (${(writes.sent.length / writes.seconds).toFixed(1)}/s)`,
  );
  console.log(
    `  delivery (write sent -> client): p50 ${ms(pct(latencies, 50))}, p99 ${ms(pct(latencies, 99))}, max ${ms(Math.max(...latencies))}; events missing: ${missing}`,
  );
  console.log(`  the same from the write's answer (negative: the event came first): p50 ${ms(pct(afterAnswer, 50))}, p99 ${ms(pct(afterAnswer, 99))}`);
  console.log(`  the write itself: p50 ${ms(pct(writes.took, 50))}, p99 ${ms(pct(writes.took, 99))}`);
  console.log(
    `  RSS per idle connection: ${(perConnection / 1024).toFixed(1)} KB (${rssBefore.map((before, i) => `${mb(before)} -> ${mb(rssIdle[i])}`).join(', ')})`,
  );
  console.log(
    `  API CPU during the writes: ${cpu.map((c) => `${c.toFixed(1)} %`).join(', ')} of a core (${((cpu.reduce((s, c) => s + c, 0) / CLIENTS) * 1000).toFixed(1)} milli-% per connection)`,
  );
  console.log(
    `  a client that stops reading, ${burst.sent.length} writes in ${burst.seconds.toFixed(1)} s: RSS ${mb(rssSlowBefore)} -> ${mb(rssSlowAfter)}, dropped by the server: ${dropped ? 'yes' : 'no'}`,
  );
}

async function main() {
  process.on('exit', () =>
    console.log(
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    ),
  );
  console.log(
    `Load average at the start: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`Live events bench on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), node ${process.version}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mv-live-bench-'));
  try {
    const api = await startApi({ DATA_DIR: path.join(dataDir, 'pglite'), DATABASE_URL: '' });
    try {
      await phase('PGlite, one API process', [api]);
    } finally {
      await stopApi(api);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return console.log('\nBENCH_DATABASE_URL not set: the PostgreSQL runs are skipped.');
  const name = `mv_live_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  try {
    const first = await startApi({ DATABASE_URL: dbUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' });
    try {
      await phase('PostgreSQL, one API process', [first]);
      const second = await startApi({ DATABASE_URL: dbUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
      try {
        await phase('PostgreSQL, two API processes (clients split, writes through the first)', [first, second]);
      } finally {
        await stopApi(second);
      }
    } finally {
      await stopApi(first);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
