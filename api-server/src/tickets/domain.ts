import type { ApiDomain } from '../api-domain';
import { dashboardCalls, ticketCalls } from '../contract';
import { seedDemoTickets } from './seed';

/** Support tickets, their categories, chats and the tickets summary. */
export const ticketsDomain: ApiDomain = {
  name: 'tickets',
  calls: { ...ticketCalls, ticketsSummary: dashboardCalls.ticketsSummary },
  async registerRoutes(api, { db, config }) {
    (require('./ticket-routes') as typeof import('./ticket-routes')).registerTicketRoutes(api, db, config.uploadDir);
  },
  seed: { demo: (tx, { plan }) => seedDemoTickets(tx, { adminEmail: plan.admin.email, scale: plan.scale }) },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).ticketRows,
};
