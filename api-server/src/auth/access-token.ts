import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { userTypeSchema } from '../contract';

/** What an access token says about its bearer. `sid` is the session (refresh token family). */
export interface AccessClaims {
  sub: number;
  type: z.infer<typeof userTypeSchema>;
  sid: string;
  iat: number;
  exp: number;
}

const ISSUER = 'mv-admin-api';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const claimsSchema = z.object({
  iss: z.literal(ISSUER),
  sub: z.number().int().positive(),
  type: userTypeSchema,
  sid: z.uuid(),
  iat: z.number().int(),
  exp: z.number().int(),
});

export type VerifyResult = { ok: true; claims: AccessClaims; expired: boolean } | { ok: false };

/**
 * Signs and verifies short-lived access tokens: JWTs with HS256 (HMAC-SHA256, node's crypto),
 * one fixed header, so there is no `alg` to negotiate. `now` is in milliseconds (injectable).
 */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => number) {
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest();

  function issue(user: { id: number; type: AccessClaims['type'] }, sid: string): string {
    const iat = Math.floor(now() / 1000);
    const payload = { iss: ISSUER, sub: user.id, type: user.type, sid, iat, exp: iat + ttlSeconds };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${sign(body).toString('base64url')}`;
  }

  /** Checks the signature and the claims; `expired` is reported, not refused (refresh needs it). */
  function verify(token: string): VerifyResult {
    if (token.length > 2048 || !TOKEN_SHAPE.test(token)) return { ok: false };
    const [header, payload, signature] = token.split('.') as [string, string, string];
    if (header !== HEADER) return { ok: false };
    // Compared as text, not decoded bytes: base64url's spare low bits of the last character would
    // otherwise let several spellings of one signature pass (a token is accepted in one form only).
    const expected = Buffer.from(sign(`${header}.${payload}`).toString('base64url'));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false };
    }
    const claims = claimsSchema.safeParse(json);
    if (!claims.success) return { ok: false };
    const { sub, type, sid, iat, exp } = claims.data;
    return { ok: true, claims: { sub, type, sid, iat, exp }, expired: exp * 1000 <= now() };
  }

  return { issue, verify };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** `Bearer <token>` -> token; anything else -> undefined. */
export function readBearer(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1];
}
