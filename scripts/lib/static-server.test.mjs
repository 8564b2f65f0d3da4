// The production static server (issue 16): only regular files inside the served folder, whatever
// the encoding of the path; malformed URLs and headers answer 400; a failing handler answers 500;
// and the server keeps serving after each of them.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startStaticServer } from './static-server.mjs';

const SECRET = 'secret-outside-the-served-folder';
let base;
let server;
let port;

/** A GET with the path sent exactly as written (no URL normalisation, unlike fetch). */
function get(path, { method = 'GET', headers = {}, at = port } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: at, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, raw: Buffer.concat(chunks), body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Raw bytes on a socket, for requests node's client refuses to send; resolves with the reply. */
function raw(text) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (d) => (reply += d));
    socket.on('end', () => resolve(reply));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'static-server-'));
  const dist = join(base, 'dist');
  mkdirSync(join(dist, 'sub'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'login.html'), '<!doctype html><title>login page</title>');
  writeFileSync(join(dist, 'app.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dist, 'sub', 'page.txt'), 'inside');
  writeFileSync(join(dist, '%2e%2e'), 'a file literally named %2e%2e');
  writeFileSync(join(base, 'secret.txt'), SECRET);
  for (const sibling of ['dist-old', 'dist.bak', 'dist2']) {
    mkdirSync(join(base, sibling));
    writeFileSync(join(base, sibling, 'secret.txt'), SECRET);
  }
  symlinkSync(join(base, 'secret.txt'), join(dist, 'link-out.txt'));
  symlinkSync(join(base, 'dist-old'), join(dist, 'linkdir'));
  symlinkSync(join(dist, 'sub', 'page.txt'), join(dist, 'link-in.txt'));
  server = await startStaticServer({
    dir: dist,
    port: 0,
    spa: true,
    dynamic: {
      '/env.json': () => ({ ok: true }),
      '/boom.json': () => {
        throw new Error('handler failed');
      },
    },
  });
  port = server.address().port;
});

afterAll(() => {
  server?.close();
  rmSync(base, { recursive: true, force: true });
});

afterEach(async () => {
  // Whatever the test sent, the server still serves.
  expect((await get('/sub/page.txt')).body).toBe('inside');
});

test('serves files inside the folder, the SPA page for routes, 404 for missing files', async () => {
  expect((await get('/')).body).toContain('<title>shell</title>');
  expect((await get('/admin/atoll?page=2')).body).toContain('<title>shell</title>');
  // A route with a page of its own gets it (the shell's /login); anything below it is the app.
  expect((await get('/login?from=x')).body).toContain('<title>login page</title>');
  expect((await get('/login/x')).body).toContain('<title>shell</title>');
  expect((await get('/sub')).body).toContain('<title>shell</title>');
  const chunk = await get('/app.0123abcd.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(chunk.status).toBe(200);
  expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chunk.headers['content-encoding']).toBe('gzip');
  expect((await get('/missing.js')).status).toBe(404);
  expect((await get('/link-in.txt')).body).toBe('inside');
  expect((await get('/env.json')).body).toBe('{"ok":true}');
  expect((await get('/', { method: 'POST' })).status).toBe(405);
});

test.each([
  ['/../secret.txt'],
  ['/sub/../../secret.txt'],
  ['/%2e%2e/secret.txt'],
  ['/%2E%2E%2Fsecret.txt'],
  ['/..%2fsecret.txt'],
  ['/..%2fdist-old%2fsecret.txt'],
  ['/..%2fdist.bak%2fsecret.txt'],
  ['/..%2fdist2%2fsecret.txt'],
  ['/..%5csecret.txt'],
  ['/%5c..%5csecret.txt'],
  ['/sub/%2e%2e/%2e%2e/secret.txt'],
  ['/%c0%ae%c0%ae/secret.txt'],
  ['/%252e%252e/secret.txt'],
  ['/link-out.txt'],
  ['/linkdir/secret.txt'],
  ['/sub%00.txt'],
  ['/index.html%00.js'],
])('%s never reads outside the folder', async (path) => {
  const res = await get(path);
  expect(res.body).not.toContain(SECRET);
  expect([400, 404]).toContain(res.status);
});

test('a path leaving the folder or through a symlink out of it is refused with 400', async () => {
  expect((await get('/..%2fdist-old%2fsecret.txt')).status).toBe(400);
  expect((await get('/%2e%2e/secret.txt')).status).toBe(400);
  expect((await get('/link-out.txt')).status).toBe(400);
  expect((await get('/linkdir/secret.txt')).status).toBe(400);
});

test('a double-encoded dot-dot is a file name, not a way out', async () => {
  const res = await get('/%252e%252e');
  expect(res.status).toBe(200);
  expect(res.body).toBe('a file literally named %2e%2e');
});

test.each([['/%'], ['/%zz'], ['/%e0%a4%a'], ['/a%'], ['/%ff']])('malformed percent-encoding %s answers 400', async (path) => {
  expect((await get(path)).status).toBe(400);
});

test('malformed request lines and headers answer 400 and the server keeps serving', async () => {
  expect(await raw('GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  expect(await raw('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
  expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 4\d\d/);
  expect(await raw('GET /../../secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).not.toContain(SECRET);
  expect(await raw('GET secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
});

test('an error in a handler answers 500, logs no stack to the client, and the server keeps serving', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  const res = await get('/boom.json');
  spy.mockRestore();
  expect(res.status).toBe(500);
  expect(res.body).toBe('Internal error');
});

test('dynamic answers and page headers given as a function are computed per request (a registry switch needs no restart)', async () => {
  let deployed = 'a';
  const dist = join(base, 'dist');
  const live = await startStaticServer({
    dir: dist,
    port: 0,
    spa: true,
    dynamic: { '/remotes.json': () => ({ deployed }) },
    headers: (path) => ({ 'Content-Security-Policy': `script-src ${deployed}`, 'X-Page': path }),
  });
  const at = (path, options = {}) => get(path, { ...options, at: live.address().port });
  try {
    expect((await at('/remotes.json')).body).toBe('{"deployed":"a"}');
    expect((await at('/')).headers['content-security-policy']).toBe('script-src a');
    deployed = 'b';
    expect((await at('/remotes.json')).body).toBe('{"deployed":"b"}');
    const deep = await at('/some/deep/link?tab=2');
    expect(deep.headers['content-security-policy']).toBe('script-src b');
    // Of the page's own path, without its query (a deep link's Link header names its remote).
    expect(deep.headers['x-page']).toBe('/some/deep/link');
    // Compressed when asked and worth it (over 1 KB).
    deployed = 'c'.repeat(2000);
    const large = await at('/remotes.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(large.raw).toString()).toBe(JSON.stringify({ deployed }));
    expect((await at('/remotes.json')).headers['content-encoding']).toBeUndefined();
  } finally {
    live.close();
  }
});
