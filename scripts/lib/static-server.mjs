// A small production static server for the shell and the remotes: gzip, cache headers that fit
// federation (entries no-cache, hashed chunks immutable), SPA fallback and CSP for the shell.
// Hardened (issue 16): a request can only read regular files inside the served folder, compared
// by whole path segments after decoding and after resolving symlinks; a malformed URL answers
// 400; an error in a handler answers 500 and the server keeps serving.
import { realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * @param {{ dir: string, port: number, spa?: boolean, dynamic?: Record<string, () => unknown>,
 *   headers?: Record<string, string> | ((path: string) => Record<string, string>), cors?: boolean }} options
 *   `dynamic` answers are computed per request; so are `headers` given as a function, of the
 *   page's path (the shell's CSP follows the remotes registry, which a deploy changes while the
 *   server runs, and a deep link's page names its remote's entry for preloading).
 */
export function startStaticServer({ dir, port, spa = false, dynamic = {}, headers = {}, cors = false }) {
  const root = realpathSync(resolve(dir));
  const inside = (path) => path === root || path.startsWith(root + sep);
  const cache = new Map();

  /**
   * The file a URL path names inside the served folder: undefined when the path is malformed or
   * leads outside (400), null when there is no such regular file (404, or the SPA page).
   */
  async function fileFor(rawPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return undefined;
    }
    if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return undefined;
    const path = resolve(root, `.${decoded}`);
    if (!inside(path)) return undefined;
    const real = await realpath(path).catch(() => null);
    if (real === null) return null;
    if (!inside(real)) return undefined;
    return (await stat(real).then(
      (s) => s.isFile(),
      () => false,
    ))
      ? real
      : null;
  }

  async function load(path) {
    const hit = cache.get(path);
    if (hit) return hit;
    const body = await readFile(path);
    const entry = { body, gz: body.length > 1024 ? gzipSync(body, { level: 9 }) : null };
    cache.set(path, entry);
    return entry;
  }

  async function handle(req, res) {
    const rawPath = (req.url ?? '/').split('?')[0];
    const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common).end();
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (Object.hasOwn(dynamic, rawPath)) {
      const body = JSON.stringify(dynamic[rawPath]());
      // The registry is a few KB that every page load reads (Lighthouse: text compression).
      const gz = acceptsGzip && body.length > 1024 ? gzipSync(body) : null;
      res
        .writeHead(200, {
          ...common,
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
          ...(gz ? { 'Content-Encoding': 'gzip' } : {}),
        })
        .end(gz ?? body);
      return;
    }
    let path = await fileFor(rawPath);
    if (path === undefined) {
      res.writeHead(400, { ...common, 'Content-Type': TYPES['.txt'] }).end('Bad request');
      return;
    }
    // A page path without a file is the app: its own page when the build made one (/login ->
    // login.html, which leaves out what only signed-in screens use), else index.html.
    if (path === null && spa && !extname(rawPath)) path = (rawPath !== '/' && (await fileFor(`${rawPath}.html`))) || join(root, 'index.html');
    if (path === null) {
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const { body, gz } = await load(path);
    const ext = extname(path);
    const useGz = gz && acceptsGzip;
    res.writeHead(200, {
      ...common,
      ...(ext === '.html' ? (typeof headers === 'function' ? headers(rawPath) : headers) : {}),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(useGz ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': (useGz ? gz : body).length,
    });
    res.end(req.method === 'HEAD' ? undefined : useGz ? gz : body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`static server :${port}: ${req.method} ${JSON.stringify(req.url).slice(0, 200)} failed: ${error?.code ?? error?.message ?? error}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt'] }).end('Internal error');
      else res.destroy();
    });
  });
  // Malformed requests and headers (node's parser refuses them): answer 400 and drop the socket.
  server.on('clientError', (error, socket) => {
    if (socket.writable && !socket.destroyed) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy(error);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
