import type { UserType } from '@mv-admin/shared-api';

/** A user's kind in words, next to their name on tickets and messages. */
export const userTypeLabels: Record<UserType, string> = { ADMIN: 'Admin', CUSTOMER: 'Customer', SERVICE_PROVIDER: 'Service provider' };
