import fs from 'node:fs';
import http from 'node:http';
import type { Db } from '../db/db';

/**
 * The embedded database lives inside the API process, so a backup of a running system asks that
 * process for it: over a Unix socket beside the data dir (`<DATA_DIR>.sock`, mode 0600), which
 * only the account running the API can open. GET /backup answers PGlite's data-dir dump.
 */
export const controlSocketPath = (dataDir: string) => `${dataDir}.sock`;

export async function startControlSocket(db: Db, dataDir: string): Promise<http.Server> {
  const socketPath = controlSocketPath(dataDir);
  // A socket file left by a process that was killed; a live one answers and the start fails below.
  if (fs.existsSync(socketPath) && !(await answers(socketPath))) fs.rmSync(socketPath);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup' || !db.dumpDataDir) return void res.writeHead(404).end();
    db.dumpDataDir().then(
      async (dump) => res.writeHead(200, { 'content-type': 'application/gzip' }).end(Buffer.from(await dump.arrayBuffer())),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return server;
}

/** True when an API process answers on the socket (a running system). */
export function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ socketPath, path: '/none' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
  });
}

/** The running API's dump, written to `file`. */
export function fetchDump(socketPath: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ socketPath, path: '/backup' }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`the API answered ${res.statusCode} for the backup`));
        const out = fs.createWriteStream(file);
        res.pipe(out);
        out.on('finish', () => resolve());
        out.on('error', reject);
      })
      .on('error', reject);
  });
}
