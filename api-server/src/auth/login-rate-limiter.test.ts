import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { createLoginRateLimiter } from './login-rate-limiter';

const limits = { maxFailuresPerAccount: 3, maxFailuresPerIp: 5, windowSeconds: 60 };

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());
// Each test starts with no counters.
beforeEach(() => db.query('delete from login_failures'));

test('blocks an account after its failures, for the rest of the window', async () => {
  let now = 1_000_000;
  const limiter = createLoginRateLimiter(db, limits, () => now);
  for (let i = 0; i < 3; i++) {
    expect(await limiter.retryAfter(`ip${i}`, 'a@x.mv')).toBe(0);
    await limiter.recordFailure(`ip${i}`, 'A@X.mv ');
  }
  expect(await limiter.retryAfter('ip9', 'a@x.mv')).toBe(60);
  now += 45_000;
  expect(await limiter.retryAfter('ip9', 'a@x.mv')).toBe(15);
  now += 15_000;
  expect(await limiter.retryAfter('ip9', 'a@x.mv')).toBe(0);
});

test('blocks an IP after failures on any accounts', async () => {
  const limiter = createLoginRateLimiter(db, limits, () => 1_000_000);
  for (let i = 0; i < 5; i++) await limiter.recordFailure('1.2.3.4', `u${i}@x.mv`);
  expect(await limiter.retryAfter('1.2.3.4', 'fresh@x.mv')).toBe(60);
  expect(await limiter.retryAfter('1.2.3.5', 'fresh@x.mv')).toBe(0);
});

test('success clears the account, not the IP', async () => {
  const limiter = createLoginRateLimiter(db, { ...limits, maxFailuresPerIp: 3 }, () => 1_000_000);
  for (let i = 0; i < 3; i++) await limiter.recordFailure('1.1.1.1', 'a@x.mv');
  await limiter.recordSuccess('a@x.mv');
  expect(await limiter.retryAfter('2.2.2.2', 'a@x.mv')).toBe(0);
  expect(await limiter.retryAfter('1.1.1.1', 'b@x.mv')).toBe(60);
});

test('a window that ran out starts again at one failure, and expired rows are removed', async () => {
  let now = 1_000_000;
  const limiter = createLoginRateLimiter(db, limits, () => now);
  for (let i = 0; i < 2; i++) await limiter.recordFailure('3.3.3.3', 'c@x.mv');
  now += 60_000;
  await limiter.recordFailure('4.4.4.4', 'd@x.mv');
  // The two old counters are gone; only the new failure's two remain.
  expect((await db.query<{ n: number }>('select count(*)::int as n from login_failures'))[0]!.n).toBe(2);
  for (let i = 0; i < 2; i++) await limiter.recordFailure('3.3.3.3', 'c@x.mv');
  expect(await limiter.retryAfter('5.5.5.5', 'c@x.mv')).toBe(0);
  await limiter.recordFailure('3.3.3.3', 'c@x.mv');
  expect(await limiter.retryAfter('5.5.5.5', 'c@x.mv')).toBe(60);
});

test('two limiters on one database (two API processes) count the same failures', async () => {
  const now = () => 1_000_000;
  const [a, b] = [createLoginRateLimiter(db, limits, now), createLoginRateLimiter(db, limits, now)];
  await a.recordFailure('6.6.6.6', 'e@x.mv');
  await b.recordFailure('7.7.7.7', 'e@x.mv');
  expect(await a.retryAfter('8.8.8.8', 'e@x.mv')).toBe(0);
  await a.recordFailure('6.6.6.6', 'e@x.mv');
  expect(await b.retryAfter('8.8.8.8', 'e@x.mv')).toBe(60);
});

test('stores neither the address nor the e-mail', async () => {
  const limiter = createLoginRateLimiter(db, limits, () => 1_000_000);
  await limiter.recordFailure('9.9.9.9', 'secret.person@x.mv');
  const rows = await db.query<{ key: string }>('select key from login_failures');
  expect(rows).toHaveLength(2);
  expect(rows.map((r) => r.key).join(' ')).not.toMatch(/9\.9\.9\.9|secret/);
});
