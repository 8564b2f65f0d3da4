import type { ApiDomain } from '../api-domain';
import { documentCalls } from '../contract';

/** Uploaded documents and their files. */
export const documentsDomain: ApiDomain = {
  name: 'documents',
  calls: documentCalls,
  async registerRoutes(api, { db, config }) {
    (require('./document-routes') as typeof import('./document-routes')).registerDocumentRoutes(api, db, config.uploadDir);
  },
  matrixRows: () => (require('./route-matrix-rows') as typeof import('./route-matrix-rows')).documentRows,
};
