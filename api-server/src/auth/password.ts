import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N (CPU/memory, a power of 2), r (block size), p (parallelisation). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor: N=2^15, r=8, p=3 (32 MiB, about 0.3 s here; runs on libuv's pool). */
export const defaultScryptParams: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, { N, r, p }: ScryptParams, keyLength = KEY_LENGTH) =>
  new Promise<Buffer>((resolve, reject) =>
    // maxmem: scrypt needs 128*N*r bytes; node's default cap (32 MiB) is exactly the floor's need.
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * Hashes a password with a fresh random salt. The result carries its own parameters
 * (`scrypt$N$r$p$salt$key`, base64url), so the cost can be raised later without breaking
 * stored hashes.
 */
export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const parse = (stored: string) => {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** True when `password` matches `stored`; compares in constant time. A malformed hash is false. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Something to verify against when the account does not exist, so an unknown email costs the
 * same time as a wrong password (no user enumeration by timing). Computed once per cost.
 */
export function createDummyHash(params: ScryptParams): () => Promise<string> {
  let dummy: Promise<string> | undefined;
  return () => (dummy ??= hashPassword(randomBytes(16).toString('hex'), params));
}
