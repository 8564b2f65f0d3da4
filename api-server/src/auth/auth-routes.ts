import type { FastifyInstance } from 'fastify';
import { calls, type CallDef, type UserType } from '../contract';
import { HttpError } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import type { UserRepository } from '../users/user-repository';
import { type AccessTokens, readBearer } from './access-token';
import type { Authenticator } from './authenticator';
import type { RefreshTokens } from './refresh-tokens';
import { createSignIn, type SignInDeps } from './sign-in';

export interface AuthRouteDeps extends SignInDeps {
  users: UserRepository;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  authenticator: Authenticator;
}

const refreshRefused = () => new HttpError(403, 'Session expired', 'Sign in again to continue.');
/**
 * The token was exchanged a moment ago by this same session (another tab won the race). A 409,
 * not a 403: the session lives on and the caller should use the tokens the winner stored.
 */
const refreshSuperseded = () => new HttpError(409, 'Session already refreshed', 'This refresh token was exchanged a moment ago; use the newest tokens.');

/** Spec §7 auth calls: the three logins, logout, me, is-authenticated, refresh. */
export function registerAuthRoutes(api: FastifyInstance, deps: AuthRouteDeps): void {
  const signIn = createSignIn(deps);
  const logins: Array<[CallDef, UserType]> = [
    [calls.loginAdmin, 'ADMIN'],
    [calls.loginCustomer, 'CUSTOMER'],
    [calls.loginVendor, 'SERVICE_PROVIDER'],
  ];
  for (const [def, type] of logins) {
    registerCall(api, def as typeof calls.loginAdmin, async ({ body, request }) => signIn(type, body, request.ip));
  }

  // A correctly signed but expired token may still end its session: signing out after an idle
  // tab must not leave the refresh token alive on the server.
  registerCall(
    api,
    calls.logout,
    async ({ auth }) => {
      await deps.refreshTokens.revokeFamily(requireCaller(auth).familyId);
      return null;
    },
    { allowExpired: true },
  );

  registerCall(api, calls.me, async ({ auth }) => {
    const user = await deps.users.findById(requireCaller(auth).userId);
    if (!user) throw new HttpError(401, 'Not signed in', 'Your account no longer exists.');
    return user;
  });

  registerCall(api, calls.isAuthenticated, async ({ body, request }) => {
    const auth = await deps.authenticator.authenticate(request.headers.authorization);
    return { is_authenticated: auth !== null && auth.type === body.type };
  });

  registerCall(api, calls.refresh, async ({ request }) => {
    const access = readBearer(request.headers.authorization);
    const refresh = readBearer(request.headers['x-refresh-token']);
    const verified = access ? deps.tokens.verify(access) : undefined;
    if (!refresh || !verified?.ok) throw refreshRefused();
    const result = await deps.refreshTokens.rotate(refresh, verified.claims.sid);
    if (result.kind === 'reused') {
      request.log.warn({ familyId: result.familyId, userId: result.userId }, 'refresh token reused: session revoked');
    }
    if (result.kind === 'superseded') {
      request.log.info({ familyId: result.familyId }, 'refresh token presented again within the grace period');
      throw refreshSuperseded();
    }
    if (result.kind !== 'rotated') throw refreshRefused();
    // The type is read again so a changed account type takes effect at the next refresh.
    const user = await deps.users.findById(verified.claims.sub);
    if (!user) throw refreshRefused();
    return { access_token: deps.tokens.issue(user, verified.claims.sid), refresh_token: result.token };
  });
}
