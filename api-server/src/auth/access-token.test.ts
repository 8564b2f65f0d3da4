import { createAccessTokens, readBearer } from './access-token';

const secret = 'x'.repeat(32);
const user = { id: 7, type: 'ADMIN' as const };
const sid = '0b5c4f55-8a3e-4a84-9d6f-2f8f7c7f2d11';

test('issues an HS256 JWT carrying user id, type and session; verifies it', () => {
  const tokens = createAccessTokens(secret, 900, () => 1_700_000_000_000);
  const token = tokens.issue(user, sid);
  const [header, payload] = token
    .split('.')
    .slice(0, 2)
    .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
  expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  expect(payload).toEqual({ iss: 'mv-admin-api', sub: 7, type: 'ADMIN', sid, iat: 1_700_000_000, exp: 1_700_000_900 });
  expect(tokens.verify(token)).toEqual({ ok: true, expired: false, claims: { sub: 7, type: 'ADMIN', sid, iat: 1_700_000_000, exp: 1_700_000_900 } });
});

test('reports expiry at exp (the caller decides whether that is acceptable)', () => {
  let now = 1_700_000_000_000;
  const tokens = createAccessTokens(secret, 60, () => now);
  const token = tokens.issue(user, sid);
  now += 59_999;
  expect(tokens.verify(token)).toMatchObject({ ok: true, expired: false });
  now += 1;
  expect(tokens.verify(token)).toMatchObject({ ok: true, expired: true });
});

test('refuses another key, a changed payload, other shapes and oversized input', () => {
  const tokens = createAccessTokens(secret, 900, Date.now);
  const token = tokens.issue(user, sid);
  expect(createAccessTokens('y'.repeat(32), 900, Date.now).verify(token)).toEqual({ ok: false });
  const [h, , s] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ iss: 'mv-admin-api', sub: 1, type: 'ADMIN', sid, iat: 0, exp: 9e9 })).toString('base64url');
  for (const bad of [`${h}.${forged}.${s}`, '', 'a.b', 'a.b.c.d', `${token}x`, `${'a'.repeat(3000)}.b.c`]) {
    expect(tokens.verify(bad)).toEqual({ ok: false });
  }
});

test('accepts a signature in its one canonical spelling only', () => {
  // A 32-byte HMAC is 43 base64url characters; the last one carries 2 spare bits, so 4 spellings
  // decode to the same bytes. Only the one the issuer wrote is accepted.
  const tokens = createAccessTokens(secret, 900, () => 1_700_000_000_000);
  const token = tokens.issue(user, sid);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.slice(-1));
  expect(last % 4).toBe(0);
  const spellings = [1, 2, 3].map((spare) => `${token.slice(0, -1)}${alphabet[last + spare]}`);
  for (const other of spellings) {
    expect(Buffer.from(other.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(tokens.verify(other)).toEqual({ ok: false });
  }
});

test('readBearer takes exactly "Bearer <token>"', () => {
  expect(readBearer('Bearer abc.def')).toBe('abc.def');
  expect(readBearer('bearer abc')).toBe('abc');
  expect(readBearer('Basic abc')).toBeUndefined();
  expect(readBearer('Bearer')).toBeUndefined();
  expect(readBearer('Bearer a b')).toBeUndefined();
  expect(readBearer(undefined)).toBeUndefined();
  expect(readBearer(['Bearer a'])).toBeUndefined();
});
