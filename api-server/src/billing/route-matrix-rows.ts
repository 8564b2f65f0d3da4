import { adminOnly, type Rows } from '../testing/route-matrix';

/** Billing: admin only (spec §6). Sheet 1 is the seed's oldest (it exists whenever a job was completed before this month). */
export const billingRows: Rows = {
  'GET /api/v1/business-transfer-sheet/get-next-billing-time': { expect: adminOnly(200) },
  // The dashboard's summary (an addition beyond spec §7).
  'GET /api/v1/business-transfer-sheet/summary': { expect: adminOnly(200) },
  'GET /api/v1/business-transfer-sheet': { url: '/api/v1/business-transfer-sheet?status=open', expect: adminOnly(200) },
  'GET /api/v1/business-transfer-sheet/:id': { url: '/api/v1/business-transfer-sheet/1', expect: adminOnly(200) },
  'GET /api/v1/business-transfer-sheet/:id/items': { url: '/api/v1/business-transfer-sheet/1/items?overdue=true', expect: adminOnly(200) },
};
