import type { FastifyInstance } from 'fastify';
import { calls, type UserType } from '../contract';
import type { Queryable } from '../db/db';
import { withToast } from '../http/call-outcome';
import { registerCall } from '../http/register-call';
import { createUserAdminRepository } from '../users/user-admin-repository';
import { rethrowUserWriteError } from '../users/user-errors';
import type { AccessTokens } from './access-token';
import { hashPassword, type ScryptParams } from './password';
import type { RefreshTokens } from './refresh-tokens';

export interface SignupDeps {
  db: Queryable;
  tokens: AccessTokens;
  refreshTokens: RefreshTokens;
  scrypt: ScryptParams;
}

/**
 * Spec §7 signup (spec §5 rules in the contract): creates a customer or a service provider and
 * signs it in (a new session, as a login would). A taken e-mail is a 409 on `email` (any case),
 * like the admin's user create. The vendor's referral code is accepted and not kept: no spec
 * rule says what it earns.
 */
export function registerSignupRoutes(api: FastifyInstance, { db, tokens, refreshTokens, scrypt }: SignupDeps): void {
  const users = createUserAdminRepository(db);
  const signups: Array<[typeof calls.signupCustomer | typeof calls.signupVendor, UserType]> = [
    [calls.signupCustomer, 'CUSTOMER'],
    [calls.signupVendor, 'SERVICE_PROVIDER'],
  ];
  for (const [def, type] of signups) {
    registerCall(
      api,
      def as typeof calls.signupCustomer,
      async ({ body }) => {
        // Hashed before the first query: the call's transaction opens there (PGlite holds the whole database meanwhile).
        const password_hash = await hashPassword(body.password, scrypt);
        const user = await users
          .create({ type, name: body.name, email: body.email, phone_number: body.phone_number, provider_kind: null, password_hash })
          .catch(rethrowUserWriteError);
        const session = await refreshTokens.startFamily(user.id);
        return withToast({ access_token: tokens.issue(user, session.familyId), refresh_token: session.token, user }, 'Account created');
      },
      { status: 201 },
    );
  }
}
