import fs from 'node:fs';
import path from 'node:path';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';

/**
 * GET /health and GET /ready (issue 36): public, in the OpenAPI document, not audited, answered
 * while admission control refuses the rest, and /ready 503 when the database is behind this
 * build's migrations or the process is stopping.
 */

let t: TestApp;
let admin: Session;
// The newest migration file, read here rather than from the server's own list.
const newest = fs
  .readdirSync(path.join(__dirname, '..', 'db', 'migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .at(-1)!
  .replace(/\.sql$/, '');

beforeAll(async () => {
  t = await startTestApp({ config: { admission: { maxInFlight: 1, maxWaitMs: 200, maxLagMs: 10_000 } } });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const auditCount = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from audit_events'))[0]!.n);

test('health and ready answer without a token, in the envelope, and leave no audit event', async () => {
  const before = await auditCount();
  const health = await get('/api/v1/health');
  expect(health.statusCode).toBe(200);
  expect(health.json()).toMatchObject({ status: 'success', data: { status: 'ok' } });
  expect(health.headers['cache-control']).toBe('no-store');
  const ready = await get('/api/v1/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json().data).toEqual({ status: 'ready', migration: newest });
  expect(await auditCount()).toBe(before);
});

test('the OpenAPI document lists both, public', async () => {
  const doc = (await get('/api/docs/openapi.json')).json();
  for (const p of ['/api/v1/health', '/api/v1/ready']) {
    expect(doc.paths[p]?.get).toBeDefined();
    // Public: the operation says it needs no security (docs/api-development.md, OpenAPI lint).
    expect(doc.paths[p].get.security).toEqual([]);
  }
});

test('ready is 503 while the newest migration is not applied, and 200 again once it is', async () => {
  const [row] = await t.db.query<{ version: string; name: string; applied_at: string }>(
    'delete from schema_migrations where name = $1 returning version, name, applied_at',
    [newest],
  );
  try {
    const res = await get('/api/v1/ready');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ status: 'fail', title: 'Not ready' });
    expect(res.json().description).toContain(newest);
    expect((await get('/api/v1/health')).statusCode).toBe(200);
  } finally {
    await t.db.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [row!.version, row!.name, row!.applied_at]);
  }
  expect((await get('/api/v1/ready')).statusCode).toBe(200);
});

test('while stopping, ready is 503 and every answer closes its connection', async () => {
  t.app.lifecycle.stopping = true;
  try {
    const ready = await get('/api/v1/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().description).toBe('The server is stopping.');
    const health = await get('/api/v1/health');
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  } finally {
    t.app.lifecycle.stopping = false;
  }
  expect((await get('/api/v1/ready')).statusCode).toBe(200);
});

test('health and ready are answered while admission control refuses other requests', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const held = t.db.transaction(async (tx) => {
    await tx.query('lock table atolls in access exclusive mode');
    locked();
    await released;
  });
  await isLocked;
  try {
    const reads = Array.from({ length: 3 }, () => t.request({ method: 'GET', url: '/api/v1/atolls' }, admin));
    for (let i = 0; t.app.admission!.stats().inFlight < 1; i += 1) {
      if (i > 500) throw new Error('the first read never started');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Health needs no database; ready waits for it (one connection on PGlite) but is never queued
    // nor refused: the reads behind the first are refused while it waits.
    const ready = get('/api/v1/ready');
    expect((await get('/api/v1/health')).statusCode).toBe(200);
    for (let i = 0; t.app.admission!.stats().refused < 2; i += 1) {
      if (i > 500) throw new Error('the waiting reads were never refused');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Sent after the reads, a queued ready would still be waiting here.
    expect(t.app.admission!.stats()).toEqual({ inFlight: 1, queued: 0, refused: 2, lagMs: expect.any(Number) });
    release();
    expect((await ready).statusCode).toBe(200);
    const statuses = (await Promise.all(reads)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 503)).toHaveLength(2);
  } finally {
    release();
    await held;
  }
});
