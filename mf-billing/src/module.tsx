import { lazyPage, withPages, type RemoteModule } from '@mv-admin/shared-api';
import { routes, widgets } from './routes';

// Each screen is its own chunk: a deep link downloads only its screen and the kit cuts it uses.
const TransferSheetListPage = lazyPage(() => import('./transfer-sheets/pages/transfer-sheet-list-page').then((m) => ({ default: m.TransferSheetListPage })));
const TransferSheetDetailsPage = lazyPage(() =>
  import('./sheet-details/pages/transfer-sheet-details-page').then((m) => ({ default: m.TransferSheetDetailsPage })),
);

/** What this remote gives the shell (`mf_billing/module`): the transfer sheet list and a sheet's details (spec §2). */
const billingModule: RemoteModule = {
  name: 'mf_billing',
  routes: withPages(routes, {
    '/billing/business-transfer-sheet': TransferSheetListPage,
    '/billing/business-transfer-sheet/:id/details': TransferSheetDetailsPage,
  }),
  // Dashboard widgets load with the dashboard only (their code is not in any list screen's chunks).
  widgets: [{ ...widgets[0], load: () => import('./dashboard/billing-widget') }],
};

export default billingModule;
