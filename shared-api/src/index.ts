/**
 * `@mv-admin/shared-api`: what every page needs before sign-in, and nothing more (the login page
 * carries it): settings, the auth store, the one HTTP client with session recovery, the call
 * machinery, the response envelope, the auth contract and the module contract.
 *
 * The rest is split so a screen downloads only what it uses, each one a federated singleton:
 * a domain's schemas and calls in `@mv-admin/shared-api/<domain>` (`locationsApi.listAtolls`),
 * the query client in `@mv-admin/shared-api/query`, and the whole contract for the server and
 * the OpenAPI document in `@mv-admin/shared-api/contract`.
 */
import { authCalls } from './contract/auth';
import { bindCalls } from './http/call';

export * from './contract/define';
export * from './contract/envelope';
export * from './contract/messages';
export * from './contract/auth';
export * from './contract/module';
export * from './contract/routes';
export * from './config/env';
export * from './auth/auth-store';
export * from './http/client';
export { busyStore, useApiBusy, type BusyState } from './http/busy';
export * from './http/session';
export * from './http/call';
export { readEarly } from './http/early-reads';
export * from './lazy-page';
export * from './http/results';

/** Typed calls of spec §7 Auth: `authApi.loginAdmin({ body })`, `authApi.me()`. */
export const authApi = bindCalls(authCalls);
