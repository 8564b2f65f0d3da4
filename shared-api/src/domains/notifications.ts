// `@mv-admin/shared-api/notifications`: this domain's schemas and types, and `notificationsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { notificationCalls } from '../contract/notifications';

export * from '../contract/notifications';
export const notificationsApi = bindCalls(notificationCalls);
