import type { FastifyInstance } from 'fastify';

/**
 * The API reads JSON only (other content types get 415): fastify's JSON parser, which refuses
 * prototype poisoning, extended to accept an empty body so POST calls without one (logout,
 * refresh) work whether or not the client sends a content type.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
