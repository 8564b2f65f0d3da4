// `@mv-admin/shared-api/applications`: this domain's schemas and types, and `applicationsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { applicationCalls } from '../contract/applications';

export * from '../contract/applications';
export const applicationsApi = bindCalls(applicationCalls);
