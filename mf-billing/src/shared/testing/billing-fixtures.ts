import type { NextBillingTime, TransferSheet, TransferSheetItem } from '@mv-admin/shared-api/billing';

/**
 * Test data shaped like the contract's answers. The amounts are chosen to break float money:
 * 10 + 20 cents (0.1 + 0.2), 1005 cents (10.05 * 100 is 1004.999... in floats) and 115 (1.15).
 */
export const clock: NextBillingTime = {
  systemTime: '2026-11-23T10:15:00.000Z',
  nextDate: '2026-11-30T18:59:59.000Z',
  nextDates: ['2026-11-30T18:59:59.000Z', '2026-12-31T18:59:59.000Z', '2027-01-31T18:59:59.000Z'],
  lastDate: '2026-10-31T18:59:59.000Z',
};

// January 2025 in Maldives time; its items fell due on Feb 15, 2025 (long past).
export const january: TransferSheet = {
  id: 7,
  batch_name: 'BTS-2025-01',
  billing_period_start: '2024-12-31T19:00:00.000Z',
  billing_period_end: '2025-01-31T18:59:59.000Z',
  status: 'open',
  created_at: '2025-01-31T19:01:00.000Z',
  createdBy: null,
  items_count: 3,
  outstanding_count: 1,
  total_billed_amount: 1035,
  total_paid_amount: 135,
};

export const december: TransferSheet = {
  ...january,
  id: 6,
  batch_name: 'BTS-2024-12',
  billing_period_start: '2024-11-30T19:00:00.000Z',
  billing_period_end: '2024-12-31T18:59:59.000Z',
  status: 'settled',
  created_at: '2024-12-31T19:01:00.000Z',
  createdBy: { id: 1, name: 'Aisha Admin', email: 'aisha@example.mv', phone_number: null },
  items_count: 0,
  outstanding_count: 0,
  total_billed_amount: 0,
  total_paid_amount: 0,
};

const type = (id: number, name: string, bp: number) => ({ id, name, slug: name.toLowerCase(), profit_percentage_bp: bp });
const provider = (id: number, name: string, business_name: string | null) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.mv`,
  phone_number: null,
  business_name,
});
const DUE = '2025-02-15T18:59:59.000Z';

/** Outstanding past its due date: overdue. 133 cents at 7.5 % is 9.975, billed 10. */
export const atollMovers: TransferSheetItem = {
  id: 71,
  business_transfer_sheet_id: 7,
  type: type(2, 'Premium', 750),
  status: 'outstanding',
  remarks: null,
  overdue_at: DUE,
  subscription_type_id: 2,
  billed_service_provider_id: 31,
  total_jobs_count: 1,
  profit_percentage_bp: 750,
  billed_amount: 10,
  paid_amount: 0,
  billedServiceProvider: provider(31, 'Atoll Movers', 'Atoll Movers Pvt Ltd'),
  jobs: [{ id: 501, title: 'Fridge to Hulhumalé', status: 'completed', completed_at: '2025-01-10T07:30:00.000Z', job_total_cost: 133, profit_amount: 10 }],
};

/** Settled in full. */
export const blueLagoon: TransferSheetItem = {
  ...atollMovers,
  id: 72,
  type: type(3, 'Starter', 1250),
  status: 'settled',
  remarks: 'Paid by bank transfer',
  subscription_type_id: 3,
  billed_service_provider_id: 32,
  profit_percentage_bp: 1250,
  billed_amount: 20,
  paid_amount: 20,
  billedServiceProvider: provider(32, 'Blue Lagoon', null),
  jobs: [{ id: 502, title: 'Sofa to Maafushi', status: 'completed', completed_at: '2025-01-20T12:00:00.000Z', job_total_cost: 160, profit_amount: 20 }],
};

/** A bounced transfer with a part payment: still owed, but not "overdue" (that is for outstanding items). */
export const coralFreight: TransferSheetItem = {
  ...atollMovers,
  id: 73,
  type: type(1, 'Standard', 1000),
  status: 'failed',
  remarks: 'Transfer rejected: name mismatch',
  subscription_type_id: 1,
  billed_service_provider_id: 33,
  total_jobs_count: 2,
  profit_percentage_bp: 1000,
  billed_amount: 1005,
  paid_amount: 115,
  billedServiceProvider: provider(33, 'Coral Freight', 'Coral, "Freight" & Co'),
  jobs: [
    { id: 503, title: 'Boxes to Addu', status: 'completed', completed_at: '2025-01-05T09:00:00.000Z', job_total_cost: 5000, profit_amount: 500 },
    { id: 504, title: 'Desk to Malé', status: 'completed', completed_at: '2025-01-31T18:59:59.999Z', job_total_cost: 5050, profit_amount: 505 },
  ],
};

export const januaryItems = [atollMovers, blueLagoon, coralFreight];
