import type { Role } from '../contract';
import { type AccessTokens, readBearer } from './access-token';
import type { RefreshTokens } from './refresh-tokens';

/** Who is calling, as proven by a valid access token of a live session. */
export interface RequestAuth {
  userId: number;
  type: Role;
  /** The session (refresh token family) the access token belongs to. */
  familyId: string;
}

export interface AuthenticateOptions {
  /** Accept a correctly signed but expired token (sign-out only). */
  allowExpired?: boolean;
}

/**
 * Turns an `Authorization: Bearer ...` header into a RequestAuth, or null when the token is
 * missing, malformed, badly signed, expired, or its session was ended (sign-out, reuse, expiry).
 * The session check is one indexed lookup, so a signed-out token stops working at once.
 */
export function createAuthenticator(tokens: AccessTokens, refreshTokens: RefreshTokens) {
  async function authenticate(header: string | string[] | undefined, options: AuthenticateOptions = {}): Promise<RequestAuth | null> {
    const token = readBearer(header);
    if (!token) return null;
    const result = tokens.verify(token);
    if (!result.ok || (result.expired && !options.allowExpired)) return null;
    if (!(await refreshTokens.isFamilyActive(result.claims.sid))) return null;
    return { userId: result.claims.sub, type: result.claims.type, familyId: result.claims.sid };
  }
  return { authenticate };
}
export type Authenticator = ReturnType<typeof createAuthenticator>;
