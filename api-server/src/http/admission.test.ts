import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';

/**
 * Admission control (http/admission.ts): with the database held busy, the requests over what the
 * API serves at once wait their turn for a bounded time or are refused with 503 and Retry-After;
 * sign-out is never refused; every slot is given back once the load is gone.
 */

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp({ config: { admission: { maxInFlight: 2, maxWaitMs: 300, maxLagMs: 10_000 } } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

/** Holds a lock on the atolls table (on both databases) until the returned function is called. */
async function holdAtolls(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.db.transaction(async (tx) => {
    await tx.query('lock table atolls in access exclusive mode');
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Waits for `condition`, failing (instead of hanging) when it never comes. */
const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; !condition(); i += 1) {
    if (i > 2000) throw new Error(`never happened: ${what} (${JSON.stringify(stats())})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const stats = () => t.app.admission!.stats();

test('over capacity: the first are served, the rest refused with 503 and Retry-After; sign-out is served; no slot leaks', async () => {
  const spare = await t.login('admin');
  const release = await holdAtolls();
  let reads: ReturnType<TestApp['request']>[] = [];
  let out: ReturnType<TestApp['request']>;
  try {
    reads = Array.from({ length: 24 }, () => t.request({ method: 'GET', url: '/api/v1/atolls' }, admin));
    // Two run (held by the lock); the other 22 wait, or are refused at once when the expected wait
    // is already over the limit (how long requests took lately).
    await until(() => stats().queued + stats().refused === 22, 'the requests over capacity queued or refused');
    // Sign-out skips the queue: sent now, while the database is held, a call that queues would wait
    // out its time and be refused (one that did not would be refused at once).
    out = t.request({ method: 'POST', url: '/api/v1/logout', payload: {} }, spare);
    await until(() => stats().refused === 22 && stats().queued === 0, 'the waiting requests refused');
  } finally {
    await release();
  }
  expect((await out).statusCode).toBe(200);
  const results = await Promise.all(reads);

  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  const refused = results.filter((r) => r.statusCode === 503);
  expect(refused).toHaveLength(22);
  for (const r of refused) {
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A client that sends again at once has to connect again (new connections are paced).
    expect(r.headers.connection).toBe('close');
    expect(r.json()).toMatchObject({ status: 'fail', title: 'Server busy', description: 'The server is busy right now. Try again in a moment.' });
  }
  expect(stats()).toEqual({ inFlight: 0, queued: 0, refused: 22, lagMs: expect.any(Number) });
  expect((await t.request({ method: 'GET', url: '/api/v1/atolls' }, admin)).statusCode).toBe(200);
});

test('while the event loop lags (a backlog of requests to read), new requests are refused at once, and served again once it catches up', async () => {
  const lagging = await startTestApp({ db: t.db, config: { admission: { maxInFlight: 8, maxWaitMs: 1000, maxLagMs: 100 } } });
  try {
    // The loop kept busy, as a backlog of requests to parse and answer keeps it: 200 ms at a time
    // with a breath between, until the lag measured is over the limit.
    await until(() => {
      const busyUntil = performance.now() + 200;
      while (performance.now() < busyUntil);
      return lagging.app.admission!.stats().lagMs > 100;
    }, 'the lag measured');
    const refused = await lagging.request({ method: 'GET', url: '/api/v1/atolls' }, admin);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    await until(() => lagging.app.admission!.stats().lagMs < 100, 'the lag gone');
    expect((await lagging.request({ method: 'GET', url: '/api/v1/atolls' }, admin)).statusCode).toBe(200);
  } finally {
    await lagging.close();
  }
});

test('clients that leave while their requests wait (a read, and creates whose bodies are never read) take no slot: none leaks, the API keeps serving', async () => {
  const leaving = await startTestApp({ db: t.db, config: { admission: { maxInFlight: 2, maxWaitMs: 5_000, maxLagMs: 10_000 } } });
  const admission = () => leaving.app.admission!.stats();
  await leaving.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = leaving.app.server.address() as AddressInfo;
  /** A list read, or (with `body`) an atoll create: a request whose body is read after admission. */
  const get = (body?: object) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: body ? 'POST' : 'GET',
      path: body ? '/api/v1/atoll/create' : '/api/v1/atolls',
      headers: { authorization: `Bearer ${admin.access_token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    });
    req.end(body ? JSON.stringify(body) : undefined);
    const answered = new Promise<number>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
    });
    return { req, answered };
  };
  const release = await holdAtolls();
  try {
    const served = [get(), get()];
    await until(() => admission().inFlight === 2, 'two requests running');
    const leavers = [get(), get({ name: 'Left 1', code: 'LQ1' }), get({ name: 'Left 2', code: 'LQ2' })];
    await until(() => admission().queued === 3, 'three requests waiting');
    for (const { req } of leavers) req.destroy();
    await release();
    expect(await Promise.all(served.map((s) => s.answered))).toEqual([200, 200]);
    // Without the fix, the three left behind took the two slots and never gave them back.
    await until(() => admission().inFlight === 0 && admission().queued === 0, 'every slot back');
    expect(await Promise.all([get().answered, get().answered, get().answered])).toEqual([200, 200, 200]);
  } finally {
    await release();
    await leaving.close();
  }
});
