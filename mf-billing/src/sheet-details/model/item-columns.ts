/**
 * The titles of the item table's columns. The CSV export names its columns with the same words,
 * so a file and the screen read alike.
 */
export const ITEM_COLUMN_TITLES = {
  provider: 'Billed provider',
  type: 'Item type',
  rate: 'Profit percentage',
  jobs: 'Total jobs',
  billed: 'Billed amount',
  paid: 'Paid amount',
  outstanding: 'Outstanding',
  status: 'Status',
  overdueAt: 'Overdue date',
} as const;
