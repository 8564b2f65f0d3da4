/** The lists of the back-office (issue 35): their names in exports, bulk calls and saved views. */
export const LIST_NAMES = [
  'jobs',
  'job-categories',
  'job-subcategories',
  'tickets',
  'ticket-categories',
  'ticket-subcategories',
  'atolls',
  'islands',
  'business-locations',
  'delivery-slots',
  'package-configs',
  'distance-addons',
  'users',
  'individual-requests',
  'business-requests',
  'applications',
  'activity',
  'transfer-sheets',
  'sheet-items',
] as const;
export type ListName = (typeof LIST_NAMES)[number];
