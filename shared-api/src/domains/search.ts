// `@mv-admin/shared-api/search`: the command palette's record search (issue 35) and `searchApi`.
import { bindCalls } from '@mv-admin/shared-api';
import { searchCalls } from '../contract/search';

export * from '../contract/search';
export const searchApi = bindCalls(searchCalls);
