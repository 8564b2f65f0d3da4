import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A caller's request id is kept when it is 8 to 128 safe characters (a proxy's or another
 * service's id: nginx's `$request_id` is 32 hex digits); anything else, or none, gets a UUID.
 * At least 8, because the admin's error toast shows the first 8 characters as the reference.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Fastify settings: each request's id from `requestIdOf`; fastify puts it on every log line of the request as `reqId`. */
export const requestIdOptions = { requestIdHeader: false as const, genReqId: requestIdOf };

/**
 * Every answer carries `x-request-id` (onSend runs for errors and refusals too; the router's own
 * refusals set it in answerFrameworkError). With `accessLog`, one line per request at info, with
 * the path but not the query string (search terms are personal data) and no headers.
 */
export function installRequestLog(app: FastifyInstance, { accessLog }: { accessLog: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!accessLog) return;
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?', 1)[0],
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        user: request.auth?.userId ?? null,
      },
      'request',
    );
  });
}
