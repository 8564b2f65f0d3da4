import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (prototype-poisoning safe) that also accepts an empty body: POST calls
 * without a body (logout, refresh) then work whether or not the client sends a content type.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
