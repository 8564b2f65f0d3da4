// `@mv-admin/shared-api/audit`: this domain's schemas and types, and `auditApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { auditCalls } from '../contract/audit';

export * from '../contract/audit';
export const auditApi = bindCalls(auditCalls);
