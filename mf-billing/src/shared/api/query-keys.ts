/**
 * Every query of this remote starts with 'billing'. Sheets are produced by the server on its
 * schedule and nothing here changes them, so the keys only need to tell the screens' data apart.
 */
export const billingKey = ['billing'] as const;

export const billingKeys = {
  nextBillingTime: [...billingKey, 'next-billing-time'],
  sheets: [...billingKey, 'transfer-sheets'],
  sheet: (id: number) => [...billingKey, 'transfer-sheet', id] as const,
  items: (id: number) => [...billingKey, 'transfer-sheet', id, 'items'] as const,
};
