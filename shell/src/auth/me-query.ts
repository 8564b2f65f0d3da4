export { meQuery } from '@mv-admin/shared-api';
