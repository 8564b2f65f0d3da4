import * as z from 'zod/mini';
import { defineCall } from './define';
import { messages } from './messages';

/**
 * Sign-in, session and the signed-in user (spec §4, §7 Auth). zod/mini, like envelope.ts: the
 * login page needs these before anything else is loaded.
 */
export const USER_TYPES = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Login form and body (spec §5: email valid; password at least 5). */
export const loginBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.email(messages.invalidEmail)),
  password: z.string().check(z.minLength(5, messages.minChars('Password', 5))),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user of spec §3. */
export const signedInUserSchema = z.object({
  id: z.number().check(z.int()),
  type: userTypeSchema,
  name: z.string(),
  email: z.string(),
  phone_number: z.nullable(z.string()),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

const loginResponse = z.extend(tokenPairSchema, { user: signedInUserSchema });
const login = (path: string, summary: string) => defineCall({ method: 'POST', path, summary, roles: 'public', body: loginBodySchema, response: loginResponse });

export const authCalls = {
  loginAdmin: login('/login/admin', 'Sign in as an admin (403 for other user types or bad credentials)'),
  loginCustomer: login('/login/customer', 'Sign in as a customer'),
  loginVendor: login('/login/vendor', 'Sign in as a service provider'),
  logout: defineCall({
    method: 'POST',
    path: '/logout',
    summary: 'Revoke the current session (its refresh token family)',
    roles: 'authenticated',
    response: z.null(),
  }),
  me: defineCall({ method: 'GET', path: '/me', summary: 'The signed-in user', roles: 'authenticated', response: signedInUserSchema }),
  isAuthenticated: defineCall({
    method: 'POST',
    path: '/is-authenticated',
    summary: 'Whether the bearer token is valid for the given user type (200 with false otherwise)',
    roles: 'public',
    body: z.strictObject({ type: userTypeSchema }),
    response: z.object({ is_authenticated: z.boolean() }),
  }),
  refresh: defineCall({
    method: 'POST',
    path: '/refresh',
    summary: 'Rotate the token pair; the refresh token travels in x-refresh-token as "Bearer <token>"',
    roles: 'public',
    response: tokenPairSchema,
  }),
};
