import type { FastifyInstance } from 'fastify';
import type { AuthRouteDeps } from './auth/auth-routes';
import type { AppConfig } from './config';
import type { CallDef } from './contract';
import type { Db, Queryable } from './db/db';
import type { SeedPlan } from './seed/seed-plan';
import type { Rows } from './testing/route-matrix';

/** What every domain's routes may use: one object, so a new dependency is one new field. */
export interface DomainDeps {
  /** The app's database: each call's queries share its audit transaction. */
  db: Db;
  config: AppConfig;
  /** Tokens, sessions and the login limiter, built once by buildApp. */
  auth: AuthRouteDeps;
}

/** What a domain's demo seed gets besides the transaction. */
export interface SeedContext {
  plan: SeedPlan;
  /** The admin's password hashed once; demo people share it. */
  passwordHash: string;
}

/**
 * One API domain: the contract calls it serves, its routes, its seed and its route-matrix rows.
 * Adding a domain is its `<domain>/domain.ts` and one line in `domains.ts`.
 */
export interface ApiDomain {
  name: string;
  /**
   * The contract calls this domain's routes serve; every call belongs to exactly one domain, so
   * http/contract-served.test.ts names the domain whose route is missing.
   */
  calls: Record<string, CallDef>;
  /**
   * Registers the routes under /api/v1. Descriptors load their route modules with `require()`:
   * the seed imports every descriptor, and its static import graph (seed/seed-sources.ts) is the
   * test template's key, which route code must not churn. `require()`, not `import()`: the API
   * runs as CommonJS with tsx's require hook only (scripts/start-api.mjs), without the ESM
   * loader's thread (25-30 MB; docs/api-performance-history.md, "Sixth step").
   */
  registerRoutes(api: FastifyInstance, deps: DomainDeps): Promise<void>;
  seed?: {
    /** Always loaded (reference data the product needs), before the first admin exists. */
    reference?(tx: Queryable): Promise<unknown>;
    /** Demo data (plan.demo), at plan.scale; runs after the demo sign-in users and locations. */
    demo?(tx: Queryable, context: SeedContext): Promise<unknown>;
  };
  /**
   * This domain's rows of the route x role matrix (http/route-matrix-rows.ts). A function that
   * `require`s them: the rows use the test helpers, which the server never loads.
   */
  matrixRows?(): Rows;
}

/** `calls` without the named ones (served by another domain). */
export function callsExcept<C extends Record<string, CallDef>, K extends keyof C>(calls: C, ...names: K[]): Omit<C, K> {
  return Object.fromEntries(Object.entries(calls).filter(([name]) => !names.includes(name as K))) as Omit<C, K>;
}
