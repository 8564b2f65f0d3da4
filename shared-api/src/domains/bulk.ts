// `@mv-admin/shared-api/bulk`: bulk actions on a list's selection (issue 35), their schemas and `bulkApi`.
import { bindCalls } from '@mv-admin/shared-api';
import { bulkActiveCalls, bulkCalls } from '../contract/bulk';

export * from '../contract/bulk';
export const bulkApi = bindCalls(bulkCalls);
/** The `active` bulk call of each activatable list, by list name: `bulkActiveApi.islands({ body })`. */
export const bulkActiveApi = bindCalls(bulkActiveCalls);
