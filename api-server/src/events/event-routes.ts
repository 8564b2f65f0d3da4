import type { FastifyInstance } from 'fastify';
import { calls, toFastifyPath } from '../contract';
import { registerCall, requireCaller, roleGuard } from '../http/register-call';
import { describeCall } from '../http/openapi';
import { securityHeaders } from '../http/security-headers';
import type { UserRepository } from '../users/user-repository';
import './live-types';

/** A Last-Event-ID header as a seq, or undefined when absent or not one. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  return text && /^[0-9]{1,15}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/**
 * GET /events (the live stream) and POST /presence. The stream is a hijacked response: fastify's
 * onSend hooks (security headers, compression) do not run for it, so its headers are written
 * here, and it is never compressed (an SSE stream must reach the client event by event).
 */
export function registerEventRoutes(api: FastifyInstance, users: Pick<UserRepository, 'findById'>): void {
  const live = api.liveEvents;
  const def = calls.streamEvents;
  api.route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema: describeCall(def),
    onRequest: roleGuard(api, def.roles, {}),
    handler: async (request, reply) => {
      const auth = requireCaller(request.auth);
      reply.hijack();
      // Each event goes out as written (an injected request, in tests, has no real socket).
      request.raw.socket?.setNoDelay?.(true);
      reply.raw.writeHead(200, {
        // CORS and any header set before this point (the hooks that ran), then the stream's own.
        ...(reply.getHeaders() as Record<string, string>),
        ...securityHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        // nginx and other proxies would otherwise hold the events back (docs/live-events.md).
        'x-accel-buffering': 'no',
      });
      await live.open(reply.raw, auth, parseLastEventId(request.headers['last-event-id']));
    },
  });

  const names = new Map<number, string>();
  registerCall(api, calls.updatePresence, async ({ body, auth }) => {
    const { userId } = requireCaller(auth);
    let name = names.get(userId);
    if (name === undefined) {
      name = (await users.findById(userId))?.name ?? '';
      if (names.size > 10_000) names.clear();
      names.set(userId, name);
    }
    return live.reportPresence({ ...body, user_id: userId, name });
  });
}
