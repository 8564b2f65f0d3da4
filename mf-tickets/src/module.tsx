import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const TicketListPage = lazyPage(() => import('./tickets/pages/ticket-list-page').then((m) => ({ default: m.TicketListPage })));
const TicketCategoryListPage = lazyPage(() =>
  import('./ticket-categories/pages/ticket-category-list-page').then((m) => ({ default: m.TicketCategoryListPage })),
);
const TicketSubcategoryListPage = lazyPage(() =>
  import('./ticket-subcategories/pages/ticket-subcategory-list-page').then((m) => ({ default: m.TicketSubcategoryListPage })),
);

/** What this remote gives the shell (`mf_tickets/module`): the support desk's three screens (spec §2). */
const ticketsModule: RemoteModule = {
  name: 'mf_tickets',
  routes: withPages(routes, {
    '/tickets': TicketListPage,
    '/ticket/categories': TicketCategoryListPage,
    '/ticket/subcategories': TicketSubcategoryListPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/tickets-widget') }],
};

export default ticketsModule;
