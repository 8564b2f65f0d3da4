// `@mv-admin/shared-api/delivery`: this domain's schemas and types, and `deliveryApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { deliveryCalls } from '../contract/delivery';

export * from '../contract/delivery';
export const deliveryApi = bindCalls(deliveryCalls);
