// `@mv-admin/shared-api/documents`: this domain's schemas and types, and `documentsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls } from '@mv-admin/shared-api';
import { documentCalls } from '../contract/documents';

export * from '../contract/documents';
export const documentsApi = bindCalls(documentCalls);
