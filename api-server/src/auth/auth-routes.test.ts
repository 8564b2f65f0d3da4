import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { bearer, credentials, type RoleName, type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const me = (session: Session) => t.request({ method: 'GET', url: '/api/v1/me' }, session);
const isAuthenticated = async (headers: Record<string, string>, type = 'ADMIN') =>
  contractData(calls.isAuthenticated, await post('/is-authenticated', { type }, headers)).is_authenticated;
const refresh = (session: Session) => post('/refresh', undefined, { ...bearer(session), 'x-refresh-token': `Bearer ${session.refresh_token}` });
const withoutTimestamp = (body: object) => ({ ...body, timestamp: undefined });

describe('login', () => {
  const paths: Record<RoleName, string> = { admin: '/login/admin', customer: '/login/customer', provider: '/login/vendor' };
  const roles = Object.keys(paths) as RoleName[];

  test.each(roles.flatMap((page) => roles.map((account) => [page, account] as const)))('%s sign-in page, %s account', async (page, account) => {
    const { email, password } = credentials[account];
    const res = await post(paths[page], { email, password });
    if (page === account) {
      expect(res.statusCode).toBe(200);
      const data = contractData(calls.loginAdmin, res);
      expect(data.user).toMatchObject({ email, type: { admin: 'ADMIN', customer: 'CUSTOMER', provider: 'SERVICE_PROVIDER' }[account] });
      expect(data.user).not.toHaveProperty('password_hash');
      expect(data.refresh_token).toMatch(/^[\w-]{43}$/); // 32 bytes, base64url
    } else {
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).title).toBe('This account cannot sign in here');
    }
  });

  test('a wrong password and an unknown email get the same generic answer', async () => {
    const wrongPassword = await post('/login/admin', { email: 'admin@example.com', password: 'wrong-password' });
    const unknownEmail = await post('/login/admin', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrongPassword.statusCode).toBe(403);
    expect(unknownEmail.statusCode).toBe(403);
    expect(withoutTimestamp(errorBody(wrongPassword))).toEqual(withoutTimestamp(errorBody(unknownEmail)));
    expect(errorBody(wrongPassword).title).toBe('Invalid email or password');
  });

  test('emails match whatever their case and surrounding spaces', async () => {
    const res = await post('/login/admin', { email: '  ADMIN@Example.com ', password: credentials.admin.password });
    expect(res.statusCode).toBe(200);
  });

  test('the contract validates the body: valid email, password of at least 5, nothing else', async () => {
    const res = await post('/login/admin', { email: 'not-an-email', password: '123', role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({
      email: ['Invalid email address'],
      password: ['Password must be at least 5 characters'],
      _: ['Unrecognized key: "role"'],
    });
  });
});

describe('me and is-authenticated', () => {
  test('me returns the signed-in user', async () => {
    const res = await me(await t.login('customer'));
    expect(contractData(calls.me, res)).toEqual({
      id: expect.any(Number),
      type: 'CUSTOMER',
      name: 'Aishath Customer',
      email: 'customer@example.com',
      phone_number: '+9607712345',
    });
  });

  test('true only for a valid token of the asked type; false (not 401) otherwise', async () => {
    const admin = await t.login('admin');
    expect(await isAuthenticated(bearer(admin), 'ADMIN')).toBe(true);
    expect(await isAuthenticated(bearer(admin), 'CUSTOMER')).toBe(false);
    expect(await isAuthenticated({})).toBe(false);
    expect(await isAuthenticated({ authorization: 'Bearer not-a-token' })).toBe(false);
    expect(await isAuthenticated({ authorization: `Bearer ${admin.access_token.slice(0, -2)}xx` })).toBe(false);
    expect(await isAuthenticated({ authorization: `Basic ${admin.access_token}` })).toBe(false);
  });

  test('a token with a forged payload or an "alg: none" header is refused', async () => {
    const admin = await t.login('customer');
    const [header, payload, signature] = admin.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, type: 'ADMIN' })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, `${none}.${payload}.`, `${none}.${forged}.${signature}`]) {
      expect((await t.request({ method: 'GET', url: '/api/v1/atolls', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    }
  });
});

describe('refresh', () => {
  test('rotates: a new pair each time, the old refresh token is spent', async () => {
    const first = await t.login('admin');
    const res = await refresh(first);
    expect(res.statusCode).toBe(200);
    const second = contractData(calls.refresh, res);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second)).statusCode).toBe(200);
    // Straight away the spent token is refused without harm (grace period, see the moving clock).
    const again = await refresh({ ...second, refresh_token: first.refresh_token });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ status: 'fail', title: 'Session already refreshed' });
    expect((await me(second)).statusCode).toBe(200);
  });

  test('reusing a rotated token revokes the whole family: the newest tokens fail too', async () => {
    const first = await t.login('admin');
    const second = contractData(calls.refresh, await refresh(first));
    const third = contractData(calls.refresh, await refresh(second));
    expect((await refresh({ ...third, refresh_token: first.refresh_token })).statusCode).toBe(403); // replayed copy
    expect((await refresh(third)).statusCode).toBe(403);
    expect((await me(third)).statusCode).toBe(401);
    expect(await isAuthenticated(bearer(third))).toBe(false);
  });

  test('a rotated token revokes its session even when paired with another session', async () => {
    const victim = await t.login('admin');
    const attacker = await t.login('customer');
    const rotated = contractData(calls.refresh, await refresh(victim));
    expect((await refresh({ access_token: attacker.access_token, refresh_token: victim.refresh_token })).statusCode).toBe(403);
    expect((await me(rotated)).statusCode).toBe(401);
    expect((await me(attacker)).statusCode).toBe(200);
  });

  test('needs both headers, and the refresh token must belong to the access token session', async () => {
    const a = await t.login('admin');
    const b = await t.login('admin');
    expect((await post('/refresh', undefined, bearer(a))).statusCode).toBe(403);
    expect((await post('/refresh', undefined, { 'x-refresh-token': `Bearer ${a.refresh_token}` })).statusCode).toBe(403);
    expect((await refresh({ access_token: b.access_token, refresh_token: a.refresh_token })).statusCode).toBe(403);
    expect((await refresh({ access_token: 'x.y.z', refresh_token: a.refresh_token })).statusCode).toBe(403);
    // Neither session was harmed by the failed attempts.
    expect((await refresh(a)).statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  test('revokes the session: 401 on calls, is-authenticated false, refresh refused', async () => {
    const session = await t.login('admin');
    const other = await t.login('admin');
    const res = await t.request({ method: 'POST', url: '/api/v1/logout' }, session);
    expect(res.statusCode).toBe(200);
    expect(contractData(calls.logout, res)).toBeNull();
    expect((await me(session)).statusCode).toBe(401);
    expect(errorBody(await me(session))).toMatchObject({ status: 'fail', title: 'Not signed in' });
    expect(await isAuthenticated(bearer(session))).toBe(false);
    expect((await refresh(session)).statusCode).toBe(403);
    expect((await me(other)).statusCode).toBe(200); // only that session ended
  });

  test('accepts an empty JSON body (content type without payload)', async () => {
    const session = await t.login('customer');
    const res = await t.request({ method: 'POST', url: '/api/v1/logout', headers: { 'content-type': 'application/json' }, payload: '' }, session);
    expect(res.statusCode).toBe(200);
  });
});

describe('with a moving clock', () => {
  let now = Date.now();
  let clocked: TestApp;
  beforeAll(async () => {
    clocked = await startTestApp({
      db: t.db,
      clock: () => now,
      config: { accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 3600, refreshFamilyTtlSeconds: 3 * 3600, refreshReuseGraceSeconds: 20 },
    });
  });
  afterAll(() => clocked.close());
  const later = (seconds: number) => {
    now += seconds * 1000;
  };
  const meAt = (session: Session) => clocked.request({ method: 'GET', url: '/api/v1/me' }, session);
  const refreshAt = (session: Session) =>
    clocked.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { ...bearer(session), 'x-refresh-token': `Bearer ${session.refresh_token}` } });

  test('an expired access token gets 401 and is not authenticated; refresh still works with it', async () => {
    const session = await clocked.login('admin');
    later(61);
    expect((await meAt(session)).statusCode).toBe(401);
    const check = await clocked.app.inject({ method: 'POST', url: '/api/v1/is-authenticated', headers: bearer(session), payload: { type: 'ADMIN' } });
    expect(contractData(calls.isAuthenticated, check).is_authenticated).toBe(false);
    const res = await refreshAt(session);
    expect(res.statusCode).toBe(200);
    expect((await meAt(contractData(calls.refresh, res))).statusCode).toBe(200);
  });

  test('sign-out works with an expired (but genuine) access token', async () => {
    const session = await clocked.login('admin');
    later(61);
    expect((await clocked.request({ method: 'POST', url: '/api/v1/logout' }, session)).statusCode).toBe(200);
    expect((await refreshAt(session)).statusCode).toBe(403);
  });

  test('a refresh token unused for longer than its lifetime expires', async () => {
    const session = await clocked.login('admin');
    later(3601);
    expect((await refreshAt(session)).statusCode).toBe(403);
  });

  test('another API process sees a sign-out within 2 s (its live-session cache)', async () => {
    const other = await startTestApp({ db: t.db, clock: () => now });
    try {
      const session = await clocked.login('admin');
      expect((await other.request({ method: 'GET', url: '/api/v1/me' }, session)).statusCode).toBe(200);
      await clocked.request({ method: 'POST', url: '/api/v1/logout' }, session);
      expect((await meAt(session)).statusCode).toBe(401); // the process that signed out: at once
      later(2);
      expect((await other.request({ method: 'GET', url: '/api/v1/me' }, session)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  test('a token its own session presents again within 20 s of its rotation: 409, the session lives on', async () => {
    const first = await clocked.login('admin');
    later(61);
    const second = contractData(calls.refresh, await refreshAt(first));
    later(19); // the tab that lost the race comes back with the token it read before
    const late = await refreshAt(first);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late)).toMatchObject({
      status: 'fail',
      title: 'Session already refreshed',
      description: 'This refresh token was exchanged a moment ago; use the newest tokens.',
    });
    expect((await meAt(second)).statusCode).toBe(200);
    const third = await refreshAt(second);
    expect(third.statusCode).toBe(200);
    expect((await meAt(contractData(calls.refresh, third))).statusCode).toBe(200);
  });

  test('the same replay 21 s after the rotation is reuse: the whole session is revoked', async () => {
    const first = await clocked.login('admin');
    const second = contractData(calls.refresh, await refreshAt(first));
    later(21);
    const late = await refreshAt(first);
    expect(late.statusCode).toBe(403);
    expect(errorBody(late)).toMatchObject({ status: 'fail', title: 'Session expired' });
    expect((await meAt(second)).statusCode).toBe(401);
    expect((await refreshAt(second)).statusCode).toBe(403);
  });

  test('within the grace period, a token whose successor was already rotated is reuse', async () => {
    const first = await clocked.login('admin');
    const second = contractData(calls.refresh, await refreshAt(first));
    const third = contractData(calls.refresh, await refreshAt(second));
    later(5);
    expect((await refreshAt({ ...third, refresh_token: first.refresh_token })).statusCode).toBe(403);
    expect((await meAt(third)).statusCode).toBe(401);
  });

  test('within the grace period, a replay after sign-out is refused and brings nothing back', async () => {
    const first = await clocked.login('admin');
    const second = contractData(calls.refresh, await refreshAt(first));
    await clocked.request({ method: 'POST', url: '/api/v1/logout' }, second);
    later(2);
    expect((await refreshAt(first)).statusCode).toBe(403);
    expect((await meAt(second)).statusCode).toBe(401);
  });

  test('a session ends at its absolute lifetime however often it is refreshed', async () => {
    let session = await clocked.login('admin');
    for (let i = 0; i < 5; i++) {
      later(1800);
      const res = await refreshAt(session);
      expect(res.statusCode).toBe(200);
      session = contractData(calls.refresh, res);
    }
    later(1800 + 1); // 3 h + 1 s after sign-in
    expect((await refreshAt(session)).statusCode).toBe(403);
    expect((await meAt(session)).statusCode).toBe(401);
  });
});

describe('login rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ db: t.db, config: { login: { maxFailuresPerAccount: 3, maxFailuresPerIp: 5, windowSeconds: 900 } } });
  });
  afterAll(() => limited.close());
  const attempt = (email: string, password: string, ip: string) =>
    limited.app.inject({ method: 'POST', url: '/api/v1/login/admin', payload: { email, password }, remoteAddress: ip });

  test('per account: after 3 failures even the right password gets 429 with one generic message', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('admin@example.com', 'wrong-pass', `10.0.0.${i}`)).statusCode).toBe(403);
    const blocked = await attempt('admin@example.com', credentials.admin.password, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBody(blocked)).toMatchObject({ status: 'fail', title: 'Too many sign-in attempts' });
    // Other accounts are not affected.
    expect(
      (
        await limited.app.inject({
          method: 'POST',
          url: '/api/v1/login/customer',
          payload: { email: credentials.customer.email, password: credentials.customer.password },
          remoteAddress: '10.0.0.9',
        })
      ).statusCode,
    ).toBe(200);
  });

  test('per IP: 5 failures on any accounts block that IP only', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(`user${i}@example.com`, 'wrong-pass', '10.1.1.1')).statusCode).toBe(403);
    expect((await attempt('provider@example.com', credentials.provider.password, '10.1.1.1')).statusCode).toBe(429);
    expect(
      (
        await limited.app.inject({
          method: 'POST',
          url: '/api/v1/login/vendor',
          payload: { email: credentials.provider.email, password: credentials.provider.password },
          remoteAddress: '10.1.1.2',
        })
      ).statusCode,
    ).toBe(200);
  });

  test('a successful sign-in clears the account counter', async () => {
    const email = credentials.customer.email;
    const customer = (password: string) =>
      limited.app.inject({ method: 'POST', url: '/api/v1/login/customer', payload: { email, password }, remoteAddress: '10.2.2.2' });
    for (let i = 0; i < 2; i++) expect((await customer('wrong-pass')).statusCode).toBe(403);
    expect((await customer(credentials.customer.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await customer('wrong-pass')).statusCode).toBe(403);
    expect((await customer(credentials.customer.password)).statusCode).toBe(200);
  });
});
