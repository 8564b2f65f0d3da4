import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { toFastifyPath, calls, defineCall } from '../contract';
import { errorBody } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { testConfig } from '../testing/test-config';
import { loggerOptions } from './logger';
import { registerCall } from './register-call';
import { securityHeaders } from './security-headers';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('security headers', () => {
  type Probe = [string, InjectOptions & { headers?: Record<string, string> }, number];
  test.each<Probe>([
    ['a success', { method: 'GET' as const, url: '/api/v1/atolls' }, 200],
    ['a 401', { method: 'GET' as const, url: '/api/v1/me', headers: { authorization: 'Bearer nope' } }, 401],
    ['an unknown route', { method: 'GET' as const, url: '/api/v1/nowhere' }, 404],
    ['the OpenAPI document', { method: 'GET' as const, url: '/api/docs/openapi.json' }, 200],
    [
      'a preflight',
      { method: 'OPTIONS' as const, url: '/api/v1/atolls', headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' } },
      204,
    ],
  ])('on %s', async (_name, request, status) => {
    const res = await t.request(request, request.headers?.authorization ? undefined : admin);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(securityHeaders);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('CORS', () => {
  test('an allowed origin is echoed exactly; the allowed request headers are listed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/refresh',
      headers: { origin: 'http://localhost:3006', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-refresh-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3006');
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
      'authorization',
      'content-type',
      'x-app-source',
      'x-refresh-token',
      'last-event-id',
    ]);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test.each(['http://localhost:3007', 'http://evil.example', 'null', 'http://localhost:3000.evil.example'])('origin %s is not allowed', async (origin) => {
    const res = await t.request({ method: 'GET', url: '/api/v1/atolls', headers: { origin } }, admin);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error envelope', () => {
  test('unknown routes and methods: 404 in the fail shape', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/nowhere' },
      { method: 'DELETE' as const, url: '/api/v1/atolls' },
      { method: 'GET' as const, url: '/' },
    ]) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(errorBody(res)).toEqual({ status: 'fail', timestamp: expect.any(String), title: 'Not found', description: expect.any(String) });
    }
  });

  test('malformed JSON: 400 in the fail shape', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/atoll/create', headers: { 'content-type': 'application/json' }, payload: '{"name":' }, admin);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ status: 'fail', title: 'Bad request' });
  });

  test('a body over the limit: 413 before any parsing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/atoll/create', payload: { name: 'x'.repeat(70_000), code: 'BIG' } }, admin);
    expect(res.statusCode).toBe(413);
    expect(errorBody(res)).toMatchObject({ status: 'fail', title: 'Request too large' });
  });

  test('other content types are refused with 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/v1/atoll/create', headers: { 'content-type': 'text/plain' }, payload: 'name=x' }, admin);
    expect(res.statusCode).toBe(415);
    expect(errorBody(res).status).toBe('fail');
  });

  test('prototype poisoning in a body is refused', async () => {
    const res = await t.request(
      {
        method: 'POST',
        url: '/api/v1/atoll/create',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"Poison","code":"PP1","__proto__":{"admin":true}}',
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
  });

  test('authorization runs before validation: no token and a bad body is a 401, not a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/atoll/create', payload: { bad: true } });
    expect(res.statusCode).toBe(401);
  });

  test('timestamps are ISO instants; titles only when a toast is wanted', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/v1/atolls' }, admin)).json();
    expect(new Date(list.timestamp).toISOString()).toBe(list.timestamp);
    expect(list).not.toHaveProperty('title');
  });
});

describe('contract enforcement on the way out', () => {
  test('fields the contract does not declare are dropped; a mismatch is a generic 500', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({ db: t.db, config: testConfig(), logger: { ...loggerOptions('error'), stream } });
    const probe = (path: string) => defineCall({ method: 'GET', path, summary: 'probe', roles: 'public', response: z.object({ id: z.number() }) });
    registerCall(app, probe('/probe/extra'), async () => ({ id: 1, password_hash: 'secret' }) as { id: number });
    registerCall(app, probe('/probe/wrong'), async () => ({ id: 'one' }) as unknown as { id: number });
    const extra = await app.inject({ method: 'GET', url: '/probe/extra' });
    expect(extra.json().data).toEqual({ id: 1 });
    const wrong = await app.inject({ method: 'GET', url: '/probe/wrong' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json()).toEqual({ status: 'fail', timestamp: expect.any(String), title: 'Something went wrong', description: expect.any(String) });
    expect(lines.join('')).toContain('request failed');
    await app.close();
  });
});

describe('logging', () => {
  const linesAt = async (level: string) => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({ db: t.db, config: testConfig({ logLevel: level }), logger: { ...loggerOptions(level), stream } });
    await app.inject({ method: 'GET', url: '/api/v1/atolls' });
    await app.close();
    return lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
  };

  test('no line per request at info; "incoming request" and "request completed" at debug', async () => {
    expect(await linesAt('info')).not.toEqual(expect.arrayContaining([expect.stringMatching(/incoming request|request completed/)]));
    expect(await linesAt('debug')).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  test('tokens and passwords are redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({ db: t.db, config: testConfig(), logger: { ...loggerOptions('info'), stream } });
    app.log.info(
      { req: { headers: { authorization: 'Bearer secret-access', 'x-refresh-token': 'Bearer secret-refresh' } }, body: { password: 'secret-pw' } },
      'probe',
    );
    app.log.info({ user: { password: 'secret-pw2', password_hash: 'secret-hash' }, data: { access_token: 'secret-a', refresh_token: 'secret-r' } }, 'probe');
    await app.inject({ method: 'POST', url: '/api/v1/login/admin', payload: { email: 'admin@example.com', password: 'secret-login' } });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/secret-/);
  });
});

describe('OpenAPI', () => {
  test('documents every served contract call with its operationId, security and schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const served = new Set(t.app.routeCatalog.map((r) => `${r.method} ${r.url}`));
    const declaredOnly: string[] = [];
    for (const [name, def] of Object.entries(calls)) {
      if (!served.has(`${def.method} /api/v1${toFastifyPath(def.path)}`)) {
        declaredOnly.push(name);
        // Only customer and provider calls may wait for a later issue: every admin call is served.
        expect({ name, roles: def.roles }).not.toEqual({ name, roles: expect.arrayContaining(['ADMIN']) });
        continue;
      }
      const op = doc.paths[`/api/v1${def.path}`]?.[def.method.toLowerCase()];
      expect({ name, operationId: op?.operationId }).toEqual({ name, operationId: name });
      expect(Boolean(op.security)).toBe(def.roles !== 'public');
    }
    expect(declaredOnly.length).toBeLessThan(Object.keys(calls).length);
    const create = doc.paths['/api/v1/atoll/create'].post;
    expect(create.requestBody.content['application/json'].schema.properties.name).toMatchObject({ type: 'string', minLength: 2 });
    expect(create.responses['201']).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  test('/api/docs redirects to the document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/api/docs/openapi.json');
  });
});

describe('compression', () => {
  const jobsPage = (encoding?: string) =>
    t.request({ method: 'GET', url: '/api/v1/jobs?page=1&size=20', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } }, admin);

  test.each([
    ['br', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['gzip, deflate, br', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['br;q=0, gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
  ])('a page of jobs asked with "%s" comes as %s, the same JSON in fewer bytes', async (accept, encoding, decode) => {
    const plain = await jobsPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    const res = await jobsPage(accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers).toMatchObject(securityHeaders);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode(res.rawPayload).toString('utf8')).data).toEqual(plain.json().data);
  });

  test('no encoding the client accepts, or an answer under 1 KB, goes as it is', async () => {
    expect((await jobsPage('identity')).headers['content-encoding']).toBeUndefined();
    expect((await jobsPage('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    const small = await t.request({ method: 'GET', url: '/api/v1/me', headers: { 'accept-encoding': 'br, gzip' } }, admin);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('the answer to a write is never compressed, whatever the client accepts: tokens come from writes (BREACH)', async () => {
    const app = await buildApp({ db: t.db, config: testConfig(), logger: false });
    const answer = async () => ({ token: 'x'.repeat(4096) });
    app.get('/probe/GET', answer);
    app.post('/probe/POST', answer);
    const headers = { 'accept-encoding': 'br, gzip' };
    const read = await app.inject({ method: 'GET', url: '/probe/GET', headers });
    expect(read.headers['content-encoding']).toBe('br');
    const write = await app.inject({ method: 'POST', url: '/probe/POST', headers, payload: {} });
    expect(write.statusCode).toBe(200);
    expect(write.rawPayload.length).toBeGreaterThan(4096);
    expect(write.headers['content-encoding']).toBeUndefined();
    expect(write.json().token).toHaveLength(4096);
    await app.close();
  });
});
