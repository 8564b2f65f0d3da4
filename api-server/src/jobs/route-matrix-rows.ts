import type { Queryable } from '../db/db';
import { multipartPng } from '../documents/route-matrix-rows';
import { fieldsForm } from '../tickets/test-form';
import { adminOnly, type Expect, type Rows } from '../testing/route-matrix';

/**
 * Jobs. The admin lists all of them; customers and providers use their own (spec §6). Seeded
 * jobs of the demo customer (2) with the demo provider (3): 67 draft, 68 posted, 69
 * vendor-accepted, 70 in-progress (steps site-visit and materials done), 71 vendor-completed,
 * 72 completed (not reviewed). The demo provider is approved for category 7 (Events,
 * subcategories 21 and 22) only.
 * Rows run in this order on one database, so a row that changes a job comes after the rows
 * that read it.
 */
const lastJobId = async (db: Queryable) => (await db.query<{ id: number }>('select max(id) as id from jobs'))[0]!.id;
const customerOnly = (status: number): Expect => ({ none: 401, customer: status, provider: 403, admin: 403 });
const providerOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: status, admin: 403 });

const newJob = fieldsForm({ title: 'Wedding photos', job_description: 'Photos of a wedding on Maafushi', job_subcategory_id: 21, job_type: 'regular' });
const draftEdit = fieldsForm({
  title: 'Draft edited',
  job_description: 'Still a draft, edited by the matrix',
  job_subcategory_id: 21,
  job_type: 'regular',
  save_as_draft: 'true',
});
const offer = fieldsForm({
  title: 'Event catering',
  job_description: 'Catering for forty guests',
  job_subcategory_id: 22,
  job_type: 'regular',
  customer_id: 2,
});
const payment = multipartPng();
const proof = multipartPng({ document_type_id: '1' });

export const jobRows: Rows = {
  'GET /api/v1/jobs': { url: '/api/v1/jobs?status=posted,completed&size=5', expect: adminOnly(200) },
  // The dashboard's summary (an addition beyond spec §7).
  'GET /api/v1/jobs/summary': { expect: adminOnly(200) },

  'POST /api/v1/customer-jobs': { payload: newJob.payload, headers: () => newJob.headers, expect: customerOnly(201) },
  'GET /api/v1/customer-jobs': { url: '/api/v1/customer-jobs?state=posted,draft', expect: customerOnly(200) },
  'GET /api/v1/customer-jobs/:job_id': { url: '/api/v1/customer-jobs/68', expect: customerOnly(200) },
  'GET /api/v1/job/customer-workflow/:job_id': { url: '/api/v1/job/customer-workflow/70', expect: customerOnly(200) },
  'GET /api/v1/job/customer-otp/:job_id': { url: '/api/v1/job/customer-otp/71', expect: customerOnly(200) },
  'POST /api/v1/customer-jobs/update/:id': {
    url: '/api/v1/customer-jobs/update/67',
    payload: draftEdit.payload,
    headers: () => draftEdit.headers,
    expect: customerOnly(200),
  },
  'DELETE /api/v1/customer-jobs/:job_id': { url: '/api/v1/customer-jobs/67', expect: customerOnly(200) },
  'POST /api/v1/job/cancel-customer-job': { payload: { job_id: 68 }, expect: customerOnly(200) },
  'POST /api/v1/job/complete-payment/:job_id': {
    url: '/api/v1/job/complete-payment/71',
    payload: payment.payload,
    headers: () => payment.headers,
    expect: customerOnly(200),
  },
  'POST /api/v1/job/review': { payload: { job_id: 72, description: 'Quick and tidy work', rating: 5 }, expect: customerOnly(201) },

  'GET /api/v1/service-provider-jobs': { url: '/api/v1/service-provider-jobs?state=ongoing', expect: providerOnly(200) },
  'GET /api/v1/service-provider-jobs/:job_id': { url: '/api/v1/service-provider-jobs/69', expect: providerOnly(200) },
  'GET /api/v1/service-provider-job-workflow/:job_id': { url: '/api/v1/service-provider-job-workflow/70', expect: providerOnly(200) },
  'GET /api/v1/job/customer-posted': { expect: providerOnly(200) },
  'GET /api/v1/urgent-job-notifications': { expect: providerOnly(200) },
  'GET /api/v1/approved/job-categories': { expect: providerOnly(200) },
  // The job the customer-jobs row above posted, in the demo provider's approved category (a
  // category it is not approved for is refused in job-parties.test.ts).
  'POST /api/v1/job/accept': { payload: async (_n: number, db: Queryable) => ({ job_id: await lastJobId(db) }), expect: providerOnly(200) },
  'POST /api/v1/job/workflow-actions/:job_id': { url: '/api/v1/job/workflow-actions/70', payload: { action: 'work-done' }, expect: providerOnly(200) },
  'POST /api/v1/job/proof-of-work/:job_id': {
    url: '/api/v1/job/proof-of-work/70',
    payload: proof.payload,
    headers: () => proof.headers,
    expect: providerOnly(200),
  },
  'PATCH /api/v1/job/estimated-delivery/:job_id': {
    url: '/api/v1/job/estimated-delivery/69',
    payload: { date_of_delivery: '2026-12-20' },
    expect: providerOnly(200),
  },
  'POST /api/v1/job/update-price': { payload: { job_id: 69, price: 45000 }, expect: providerOnly(200) },
  // The code the seed's fixed PRNG issued for job 71 (the lifecycle test reads it through GET /job/customer-otp).
  'POST /api/v1/job/otp/:job_id': {
    url: '/api/v1/job/otp/71',
    // The seeded code (the customer reads it with GET customer-otp).
    payload: async (_n: number, db: Queryable) => ({ otp: (await db.query<{ otp: string }>('select completion_otp as otp from jobs where id = 71'))[0]!.otp }),
    expect: providerOnly(200),
  },
  'POST /api/v1/service-provider/offer': { payload: offer.payload, headers: () => offer.headers, expect: providerOnly(201) },

  // Someone else's job (seeded job 1: another customer's, taken by another provider) is a job
  // that does not exist for the demo parties. Every job call: job-parties.test.ts.
  "GET /api/v1/customer-jobs/:job_id (another customer's job)": { url: '/api/v1/customer-jobs/1', expect: customerOnly(404) },
  "POST /api/v1/job/cancel-customer-job (another customer's job)": { payload: { job_id: 1 }, expect: customerOnly(404) },
  "GET /api/v1/service-provider-jobs/:job_id (another provider's job)": { url: '/api/v1/service-provider-jobs/1', expect: providerOnly(404) },
  "POST /api/v1/job/update-price (another provider's job)": { payload: { job_id: 1, price: 100 }, expect: providerOnly(404) },
};
