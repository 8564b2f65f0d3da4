// `@mv-admin/shared-api/user-pickers`: the users calls of pickers (search, the admins) and the
// option they return, without the rest of the users contract (contract/user-pickers.ts).
import { bindCalls } from '@mv-admin/shared-api';
import { userPickerCalls } from '../contract/user-pickers';

export * from '../contract/user-pickers';
export const userPickersApi = bindCalls(userPickerCalls);
