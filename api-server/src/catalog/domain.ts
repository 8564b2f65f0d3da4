import type { ApiDomain } from '../api-domain';
import { catalogCalls } from '../contract';
import { seedCatalogReference, seedDemoCatalog } from './seed';

/** Job categories and subcategories; document types and workflows are reference data. */
export const catalogDomain: ApiDomain = {
  name: 'catalog',
  calls: catalogCalls,
  async registerRoutes(api, { db }) {
    (require('./catalog-routes') as typeof import('./catalog-routes')).registerCatalogRoutes(api, db);
  },
  seed: {
    reference: (tx) => seedCatalogReference(tx),
    demo: (tx, { plan }) => seedDemoCatalog(tx, plan.admin.email),
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).catalogRows,
};
