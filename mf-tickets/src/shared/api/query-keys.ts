/**
 * Every query of this remote starts with 'tickets'. A category's title shows beside its
 * subcategories and on every ticket, and the pickers list them, so each save invalidates the
 * whole prefix; only what is on screen actually refetches.
 */
export const ticketsKey = ['tickets'] as const;

export const ticketKeys = {
  categories: [...ticketsKey, 'categories'],
  categoryOptions: [...ticketsKey, 'category-options'],
  subcategories: [...ticketsKey, 'subcategories'],
  subcategoryPicker: [...ticketsKey, 'category-subcategory-select'],
  list: [...ticketsKey, 'list'],
  /** One ticket, by reference number (the drawer's URL). */
  ticket: (referenceNo: string) => [...ticketsKey, 'ticket', referenceNo] as const,
  messages: (chatId: number) => [...ticketsKey, 'messages', chatId] as const,
  admins: [...ticketsKey, 'admins'],
  users: (search: string) => [...ticketsKey, 'users', search] as const,
} as const;
