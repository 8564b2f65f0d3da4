import type { ApiDomain } from '../api-domain';
import { eventCalls } from '../contract';

/** Live events: the stream every screen follows, and staff presence (docs/live-events.md). */
export const eventsDomain: ApiDomain = {
  name: 'events',
  calls: eventCalls,
  async registerRoutes(api, { auth }) {
    (require('./event-routes') as typeof import('./event-routes')).registerEventRoutes(api, auth.users);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).eventRows,
};
