// `@mv-admin/shared-api/views`: saved views of the lists (issue 35), their schemas and `viewsApi`.
import { bindCalls } from '@mv-admin/shared-api';
import { viewCalls } from '../contract/views';

export * from '../contract/lists';
export * from '../contract/views';
export const viewsApi = bindCalls(viewCalls);
