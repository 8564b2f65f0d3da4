// Sizing figures of the reference deployment (docs/operations.md, "Sizing"): with
// `npm run deploy:local` running (DEPLOY_PORT, ADMIN_EMAIL, ADMIN_PASSWORD as given to it), loads
// an admin list through nginx with autocannon and reports requests per second, latency and the
// resident memory of nginx and the API processes. BENCH_SECONDS (10), BENCH_CONNECTIONS (8).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const base = `http://localhost:${process.env.DEPLOY_PORT ?? 8080}/api/v1`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);

const login = await fetch(`${base}/login/admin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
});
if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
const { access_token } = (await login.json()).data;
const apiPorts = (process.env.DEPLOY_API_PORTS ?? '4101,4102').split(',');
const nginxPort = String(process.env.DEPLOY_PORT ?? 8080);
/** Resident MB of the processes listening on the deployment's ports (nginx's workers share the master's port). */
const rss = () => {
  const listeners = execFileSync('ss', ['-ltnpH']).toString().split('\n');
  const pidsOn = (port) => [...new Set(listeners.filter((l) => l.includes(`:${port} `)).flatMap((l) => [...l.matchAll(/pid=(\d+)/g)].map((m) => m[1])))];
  const mb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  return {
    api: apiPorts.map((port) =>
      pidsOn(port)
        .map(mb)
        .reduce((a, b) => a + b, 0),
    ),
    nginx: pidsOn(nginxPort)
      .map(mb)
      .reduce((a, b) => a + b, 0),
  };
};
const atRest = rss();
const out = {};
for (const path of ['/atolls?size=20', '/health']) {
  let peak = {};
  const timer = setInterval(() => (peak = rss()), 1000);
  const r = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers: { authorization: `Bearer ${access_token}` } });
  clearInterval(timer);
  out[path] = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, timeouts: r.timeouts, peak };
}
console.log(JSON.stringify({ connections, seconds, atRest, ...out }, null, 2));
