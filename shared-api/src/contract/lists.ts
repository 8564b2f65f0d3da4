/** The lists staff work in (issue 35), by the name their export, bulk, saved-view and search calls use. */
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
