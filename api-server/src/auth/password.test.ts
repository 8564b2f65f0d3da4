import { createDummyHash, defaultScryptParams, hashPassword, verifyPassword } from './password';

const cheap = { N: 1024, r: 8, p: 1 };

test('the default cost is the OWASP scrypt floor and round-trips', async () => {
  expect(defaultScryptParams).toEqual({ N: 2 ** 15, r: 8, p: 3 });
  const hash = await hashPassword('Admin#2026');
  expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
  expect(await verifyPassword('Admin#2026', hash)).toBe(true);
  expect(await verifyPassword('admin#2026', hash)).toBe(false);
});

test('salted: the same password hashes differently each time', async () => {
  const [a, b] = await Promise.all([hashPassword('same password', cheap), hashPassword('same password', cheap)]);
  expect(a).not.toBe(b);
  expect(await verifyPassword('same password', a)).toBe(true);
  expect(await verifyPassword('same password', b)).toBe(true);
});

test('a hash verifies with the parameters stored in it, not the current ones', async () => {
  const old = await hashPassword('pw-12345', { N: 512, r: 4, p: 1 });
  expect(old.startsWith('scrypt$512$4$1$')).toBe(true);
  expect(await verifyPassword('pw-12345', old)).toBe(true);
});

test('malformed hashes never verify', async () => {
  for (const bad of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$10$abc', 'scrypt$1024$8$1$$']) {
    expect(await verifyPassword('anything', bad)).toBe(false);
  }
});

test('the dummy hash is computed once and never matches a real password', async () => {
  const dummy = createDummyHash(cheap);
  const first = await dummy();
  expect(await dummy()).toBe(first);
  expect(await verifyPassword('Admin#2026', first)).toBe(false);
});
