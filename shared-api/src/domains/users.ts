// `@mv-admin/shared-api/users`: this domain's schemas and types, and `usersApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { userCalls } from '../contract/users';

export * from '../contract/users';
export const usersApi = bindCalls(userCalls);
