// `@mv-admin/shared-api/catalog`: this domain's schemas and types, and `catalogApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { catalogCalls } from '../contract/catalog';

export * from '../contract/catalog';
export const catalogApi = bindCalls(catalogCalls);
