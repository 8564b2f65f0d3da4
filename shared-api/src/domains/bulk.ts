// `@mv-admin/shared-api/bulk`: bulk actions on a list's selection (issue 35), their schemas and `bulkApi`.
import { bindCalls } from '@mv-admin/shared-api';
import { bulkCalls } from '../contract/bulk';

export * from '../contract/bulk';
export const bulkApi = bindCalls(bulkCalls);
