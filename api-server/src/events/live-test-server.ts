import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import type { LiveOptions } from './live-hub';
import { createTestDb } from '../testing/test-db';
import { testConfig } from '../testing/test-config';
import { credentials, type RoleName, type Session } from '../testing/test-app';

export interface LiveTestServer {
  db: Db;
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>/api/v1` */
  base: string;
  /** A JSON call with the session's bearer header. */
  call(method: string, path: string, session?: Session, body?: unknown): Promise<{ status: number; body: { data: Record<string, unknown> } }>;
  /** Signs in as the demo user of `role`. */
  login(role: RoleName): Promise<Session>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * A listening API (streams need a real socket) over a fresh seeded database, with the live
 * events' timings shortened by `live` and its clock moved by `offset()` ms.
 */
export async function startLiveTestServer(live: Partial<LiveOptions>, offset: () => number = () => 0): Promise<LiveTestServer> {
  const db = await createTestDb();
  const app = await buildApp({ db, config: testConfig(), logger: false, clock: () => Date.now() + offset(), live });
  // After the app's own preClose (the streams' `bye`): a connection the tests' fetch opened and
  // never sent a request on is not idle to Node, and would hold close() for the headers timeout.
  app.addHook('preClose', async () => app.server.closeAllConnections());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  async function call(method: string, path: string, session?: Session, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(session ? { authorization: `Bearer ${session.access_token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  }
  return {
    db,
    app,
    base,
    call,
    async login(role) {
      const { path, email, password } = credentials[role];
      return (await call('POST', path.replace('/api/v1', ''), undefined, { email, password })).body.data as unknown as Session;
    },
    userId: async (email) => (await db.query<{ id: number }>('select id from users where email = $1', [email]))[0]!.id,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
