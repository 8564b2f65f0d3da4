import { startTestApp, type Session, type TestApp } from '../testing/test-app';

/**
 * Admission control (http/admission.ts): with the database held busy, the requests over what the
 * API serves at once wait their turn for a bounded time or are refused with 503 and Retry-After;
 * sign-out is never refused; every slot is given back once the load is gone.
 */

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp({ config: { admission: { maxInFlight: 2, maxWaitMs: 300 } } });
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
  const reads = Array.from({ length: 24 }, () => t.request({ method: 'GET', url: '/api/v1/atolls' }, admin));
  await until(() => stats().queued === 22, 'the requests over capacity queued');
  // Sign-out skips the queue: sent behind 22 waiting reads while the database is held, it is not
  // refused with them (it answers once the database is free again).
  const out = t.request({ method: 'POST', url: '/api/v1/logout', payload: {} }, spare);
  // Each waiting read is refused when its wait runs out.
  await until(() => stats().refused >= 22 && stats().queued === 0, 'the waiting requests refused');
  await release();
  expect((await out).statusCode).toBe(200);
  const results = await Promise.all(reads);

  const statuses = results.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(2);
  const refused = results.filter((r) => r.statusCode === 503);
  expect(refused).toHaveLength(22);
  for (const r of refused) {
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(r.json()).toMatchObject({ status: 'fail', title: 'Server busy', description: 'The server is busy right now. Try again in a moment.' });
  }
  expect(stats()).toEqual({ inFlight: 0, queued: 0, refused: 22 });
  expect((await t.request({ method: 'GET', url: '/api/v1/atolls' }, admin)).statusCode).toBe(200);
});
