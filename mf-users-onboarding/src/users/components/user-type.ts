import type { UserType } from '@mv-admin/shared-api';

/** Spec §1 user kinds, as the screens name them. */
export const userTypeLabels: Record<UserType, string> = {
  ADMIN: 'Admin',
  CUSTOMER: 'Customer',
  SERVICE_PROVIDER: 'Service provider',
};

export const userTypeOptions = (Object.keys(userTypeLabels) as UserType[]).map((value) => ({ value, label: userTypeLabels[value] }));

export const providerKindLabels = { individual: 'Individual', business: 'Business' } as const;
