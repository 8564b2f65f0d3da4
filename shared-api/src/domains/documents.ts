// `@mv-admin/shared-api/documents`: this domain's schemas and types, and `documentsApi`, its typed calls.
// One federated module per domain, so a screen downloads only the contract it uses.
import { bindCalls, callApiForFile } from '@mv-admin/shared-api';
import { documentCalls } from '../contract/documents';

export * from '../contract/documents';
export const documentsApi = bindCalls(documentCalls);

/** A document's file (GET /document/{id}/asset) as a Blob, fetched with the signed-in session. */
export const fetchDocumentFile = (id: number, signal?: AbortSignal) => callApiForFile(documentCalls.documentAsset, { params: { id } }, signal);
