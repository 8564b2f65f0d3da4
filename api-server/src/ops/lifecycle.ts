import type { FastifyInstance } from 'fastify';

/** Where the process is in its life: set by the graceful stop (ops/graceful-stop.ts). */
export interface Lifecycle {
  /** SIGTERM arrived: /ready answers 503 and every answer closes its connection. */
  stopping: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Decorates the app with its lifecycle. Once stopping, answers carry `Connection: close`, so a
 * proxy's kept-alive connections end after their current answer instead of racing the listener's
 * close with a new request (docs/operations.md, "Graceful stop").
 */
export function installLifecycle(app: FastifyInstance): Lifecycle {
  const lifecycle: Lifecycle = { stopping: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
  return lifecycle;
}
