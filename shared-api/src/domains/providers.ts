// `@mv-admin/shared-api/providers`: this domain's schemas and types, and `providersApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { providerCalls } from '../contract/providers';

export * from '../contract/providers';
export const providersApi = bindCalls(providerCalls);
