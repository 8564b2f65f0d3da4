// A small production static server for the shell and the remotes: gzip, cache headers that fit
// federation (entries no-cache, hashed chunks immutable), SPA fallback and CSP for the shell.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
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
const HASHED = /\.[0-9a-f]{8}\.js$/;

/**
 * @param {{ dir: string, port: number, spa?: boolean, dynamic?: Record<string, () => unknown>,
 *   headers?: Record<string, string>, cors?: boolean }} options
 */
export function startStaticServer({ dir, port, spa = false, dynamic = {}, headers = {}, cors = false }) {
  const cache = new Map();

  async function load(path) {
    const hit = cache.get(path);
    if (hit) return hit;
    const body = await readFile(path);
    const entry = { body, gz: body.length > 1024 ? gzipSync(body, { level: 9 }) : null };
    cache.set(path, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, common).end();
      return;
    }
    if (dynamic[url.pathname]) {
      res.writeHead(200, { ...common, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }).end(JSON.stringify(dynamic[url.pathname]()));
      return;
    }
    let path = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dir)) {
      res.writeHead(400, common).end();
      return;
    }
    let isFile = await stat(path).then((s) => s.isFile(), () => false);
    if (!isFile && spa && !extname(url.pathname)) {
      path = join(dir, 'index.html');
      isFile = true;
    }
    if (!isFile) {
      res.writeHead(404, { ...common, 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const { body, gz } = await load(path);
    const ext = extname(path);
    const useGz = gz && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      ...common,
      ...(ext === '.html' ? headers : {}),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(useGz ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': (useGz ? gz : body).length,
    });
    res.end(req.method === 'HEAD' ? undefined : useGz ? gz : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
