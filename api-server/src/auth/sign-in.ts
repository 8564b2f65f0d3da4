import type { LoginBody, SignedInUser, TokenPair, UserType } from '../contract';
import { HttpError } from '../http/http-error';
import { toSignedInUser, type UserRepository } from '../users/user-repository';
import type { AccessTokens } from './access-token';
import type { LoginRateLimiter } from './login-rate-limiter';
import { verifyPassword } from './password';
import type { RefreshTokens } from './refresh-tokens';

export interface SignInDeps {
  users: UserRepository;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  limiter: LoginRateLimiter;
  dummyHash: () => Promise<string>;
}

/** One message for an unknown email and a wrong password, so neither reveals which it was. */
export const invalidCredentials = () => new HttpError(403, 'Invalid email or password', 'Check the email and password and try again.');

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, 'Too many sign-in attempts', 'Wait a few minutes before trying again.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });

export const wrongAccountType = () => new HttpError(403, 'This account cannot sign in here', 'Use the sign-in page made for your kind of account.');

/**
 * Signs a user of type `expected` in and starts a session. Throws 429 when the IP or account is
 * rate-limited (checked before any hashing), 403 `invalidCredentials` for an unknown email or a
 * wrong password (the same scrypt work either way), 403 `wrongAccountType` for a correct
 * password on an account of another type.
 */
export function createSignIn({ users, tokens, refreshTokens, limiter, dummyHash }: SignInDeps) {
  return async function signIn(expected: UserType, { email, password }: LoginBody, ip: string): Promise<TokenPair & { user: SignedInUser }> {
    const wait = await limiter.retryAfter(ip, email);
    if (wait) throw tooManyAttempts(wait);
    const user = await users.findByEmail(email);
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
    if (!user || !matches) {
      await limiter.recordFailure(ip, email);
      throw invalidCredentials();
    }
    await limiter.recordSuccess(email);
    if (user.type !== expected) throw wrongAccountType();
    const session = await refreshTokens.startFamily(user.id);
    return { access_token: tokens.issue(user, session.familyId), refresh_token: session.token, user: toSignedInUser(user) };
  };
}
