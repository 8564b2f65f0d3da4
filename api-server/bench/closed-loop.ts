import http from 'node:http';

/** One call of a closed-loop run; `body` is made again for each request (a write needs a fresh name). */
export interface LoopRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: () => string;
}

export interface LoopResult {
  /** Answers in the measured window, by status code. */
  statuses: Record<string, number>;
  /** Latency of every answer in the measured window, ms, sorted. */
  latencies: number[];
  /** Requests that failed without an answer (connection errors, 30 s timeouts). */
  errors: number;
  seconds: number;
  /** From opening the connections to the last one's first answer, ms (the burst of new connections). */
  connectMs: number;
  /** The slowest first answer of a connection, ms. */
  slowestFirstMs: number;
}

/**
 * `connections` keep-alive connections, each sending its next request when the last one is
 * answered (staff's browsers keep their connections, and so does the reference deployment's
 * nginx). The connections are opened once, warmed up for `warmupSeconds`, then measured for
 * `seconds`: every request sent in the window counts, with its exact latency (the last ones are
 * waited for). A refused request's connection waits the answer's Retry-After before its next one
 * unless `honourRetryAfter` is false. autocannon is not used
 * here: a run opens all its connections at once, and under saturation the kernel's queue of new
 * connections drains one per event-loop iteration (libuv accepts one connection per iteration since
 * 1.45), so its first requests measured that burst, seconds of it, not the API's answers
 * (docs/api-performance.md, "Overload"). The burst is reported apart: `connectMs`, `slowestFirstMs`.
 */
export async function closedLoop(options: {
  bases: string[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  headers: Record<string, string>;
  requests: LoopRequest[];
  /**
   * After a 503, wait its Retry-After (plus up to 250 ms of jitter) before the connection's next
   * request, as the admin's client does (shared-api's busy retry); false: send it at once.
   */
  honourRetryAfter: boolean;
}): Promise<LoopResult> {
  const { bases, connections, warmupSeconds, seconds, headers, requests, honourRetryAfter } = options;
  const opened = performance.now();
  const measureFrom = opened + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let lastFirst = 0;
  let slowestFirstMs = 0;

  const send = (agent: http.Agent, url: URL, request: LoopRequest) =>
    new Promise<{ status: number; retryAfter: number }>((resolve, reject) => {
      const body = request.body?.();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${request.path}`,
          method: request.method,
          agent,
          timeout: 30_000,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: Number(res.headers['retry-after'] ?? 0) }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });

  const connection = async (index: number) => {
    const url = new URL(bases[index % bases.length]!);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let step = index % requests.length;
    let first = true;
    while (performance.now() < measureTo) {
      const started = performance.now();
      try {
        const { status, retryAfter } = await send(agent, url, requests[step++ % requests.length]!);
        const ended = performance.now();
        if (first) {
          first = false;
          lastFirst = Math.max(lastFirst, ended - opened);
          slowestFirstMs = Math.max(slowestFirstMs, ended - started);
        }
        if (started >= measureFrom) {
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(ended - started);
        }
        if (status === 503 && honourRetryAfter && retryAfter > 0) await new Promise((r) => setTimeout(r, retryAfter * 1000 + Math.random() * 250));
      } catch {
        if (started >= measureFrom) errors += 1;
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => connection(i)));
  latencies.sort((a, b) => a - b);
  return { statuses, latencies, errors, seconds, connectMs: Math.round(lastFirst), slowestFirstMs: Math.round(slowestFirstMs) };
}

/** The latency at quantile `q` (0-1) of sorted `latencies`, ms. */
export const quantile = (latencies: number[], q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
