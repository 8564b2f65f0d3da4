import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this go as they are: the headers would eat most of the saving. */
const COMPRESS_MIN_BYTES = 1024;

/** The encodings the client's Accept-Encoding allows (a `;q=0` refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Compresses the JSON answers of GET calls when the client accepts it: a page of 20 jobs
 * is about 57 KB of JSON, about a ninth of that as brotli. The fastest settings (brotli quality
 * 1, gzip level 1) cost about 0.3 ms per 57 KB, off the event loop (zlib's thread pool).
 *
 * Only GET answers: they carry what was asked for, never a secret. The sign-in, refresh and other
 * writes answer as they are, so a token is never compressed beside text a caller chose (BREACH).
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.getHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    // A client that accepts no encoding (the benches, curl) costs no more than these header reads.
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    const size = Buffer.byteLength(payload);
    if (!encoding || size < COMPRESS_MIN_BYTES) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
        : await gzipped(payload, { level: 1 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
