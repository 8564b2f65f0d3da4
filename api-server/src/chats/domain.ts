import type { ApiDomain } from '../api-domain';
import { chatCalls } from '../contract';

/** Job chats and price negotiation (their demo rows come with the jobs seed). */
export const chatsDomain: ApiDomain = {
  name: 'chats',
  calls: chatCalls,
  async registerRoutes(api, { db, config }) {
    (require('./chat-routes') as typeof import('./chat-routes')).registerChatRoutes(api, db, config.uploadDir);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).chatRows,
};
