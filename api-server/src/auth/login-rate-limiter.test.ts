import { createLoginRateLimiter } from './login-rate-limiter';

const limits = { maxFailuresPerAccount: 3, maxFailuresPerIp: 5, windowSeconds: 60 };

test('blocks an account after its failures, for the rest of the window', () => {
  let now = 0;
  const limiter = createLoginRateLimiter(limits, () => now);
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfter(`ip${i}`, 'a@x.mv')).toBe(0);
    limiter.recordFailure(`ip${i}`, 'A@X.mv ');
  }
  expect(limiter.retryAfter('ip9', 'a@x.mv')).toBe(60);
  now = 45_000;
  expect(limiter.retryAfter('ip9', 'a@x.mv')).toBe(15);
  now = 60_000;
  expect(limiter.retryAfter('ip9', 'a@x.mv')).toBe(0);
});

test('blocks an IP after failures on any accounts', () => {
  const limiter = createLoginRateLimiter(limits, () => 0);
  for (let i = 0; i < 5; i++) limiter.recordFailure('1.2.3.4', `u${i}@x.mv`);
  expect(limiter.retryAfter('1.2.3.4', 'fresh@x.mv')).toBe(60);
  expect(limiter.retryAfter('1.2.3.5', 'fresh@x.mv')).toBe(0);
});

test('success clears the account, not the IP', () => {
  const limiter = createLoginRateLimiter({ ...limits, maxFailuresPerIp: 3 }, () => 0);
  for (let i = 0; i < 3; i++) limiter.recordFailure('1.1.1.1', 'a@x.mv');
  limiter.recordSuccess('a@x.mv');
  expect(limiter.retryAfter('2.2.2.2', 'a@x.mv')).toBe(0);
  expect(limiter.retryAfter('1.1.1.1', 'b@x.mv')).toBe(60);
});
