// `@mv-admin/shared-api/billing`: this domain's schemas and types, and `billingApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { billingCalls } from '../contract/billing';

export * from '../contract/billing';
export const billingApi = bindCalls(billingCalls);
