import type { LiveHub } from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events of this process (set by buildApp): streams, presence, the open streams' count. */
    liveEvents: LiveHub;
  }
}
