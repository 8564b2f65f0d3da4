import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer (ASVS 5 §3.4, OWASP REST cheat sheet): API answers are data, never
 * pages, so nothing may cache them, sniff them, frame them or run anything from them.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-opener-policy': 'same-origin',
  // Ignored by browsers over plain http (local development); effective behind TLS.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(securityHeaders);
    return payload;
  });
}
