import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { createTestDb } from './test-db';
import { testConfig } from './test-config';

export type RoleName = 'admin' | 'customer' | 'provider';

export const credentials: Record<RoleName, { path: string; email: string; password: string }> = {
  admin: { path: '/api/v1/login/admin', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  customer: { path: '/api/v1/login/customer', email: 'customer@example.com', password: DEMO_ADMIN.password },
  provider: { path: '/api/v1/login/vendor', email: 'provider@example.com', password: DEMO_ADMIN.password },
};

export interface Session {
  access_token: string;
  refresh_token: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Signs in as the demo user of `role` and returns a fresh session. */
  login(role: RoleName): Promise<Session>;
  /** inject() with `Authorization: Bearer` when a session is given. */
  request(options: InjectOptions, session?: Session): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/**
 * A ready app over a fresh seeded PGlite (one per test file: share it across the file's tests).
 * Pass `db` to put a second app (another clock or config) on the same database.
 */
export async function startTestApp(options: { config?: Partial<AppConfig>; clock?: () => number; db?: Db } = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const app = await buildApp({ db, config: testConfig(options.config), logger: false, clock: options.clock });
  await app.ready();
  const request = (opts: InjectOptions, session?: Session) => app.inject({ ...opts, headers: { ...(session ? bearer(session) : {}), ...opts.headers } });
  async function login(role: RoleName): Promise<Session> {
    const { path, email, password } = credentials[role];
    const res = await app.inject({ method: 'POST', url: path, payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${role} failed: ${res.statusCode} ${res.body}`);
    return res.json().data as Session;
  }
  return {
    app,
    db,
    login,
    request,
    async close() {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}
