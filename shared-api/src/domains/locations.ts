// `@mv-admin/shared-api/locations`: this domain's schemas and types, and `locationsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { locationCalls } from '../contract/locations';

export * from '../contract/locations';
export const locationsApi = bindCalls(locationCalls);
