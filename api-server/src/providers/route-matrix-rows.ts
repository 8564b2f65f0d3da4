import type { Queryable } from '../db/db';
import { signedIn, type Expect, type Rows } from '../testing/route-matrix';

/**
 * Providers and job alerts. A provider reads and saves its own profile and alerts (spec §6);
 * public profiles, offerings and the search answer every signed-in role. The demo provider (3)
 * is approved for category 7 (subcategory 21: Photography) and gets the alerts of the jobs the
 * jobs rows post there.
 */
const providerOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: status, admin: 403 });

const profile = {
  title: 'Island Events',
  intro: 'Photos and catering for weddings across the atoll',
  faq: [{ question: 'Do you travel?', answer: 'Yes, to any inhabited island' }],
  offerings: [
    { name: 'Wedding photography', job_subcategory_id: 21, price: 250000, sub_services: ['Album'], discount_by: { type: 'percentage', value: 1000 } },
  ],
};

export const providerRows: Rows = {
  'GET /api/v1/service-provider/profile': { expect: providerOnly(200) },
  'POST /api/v1/service-provider/my/public-profile': { payload: profile, expect: providerOnly(200) },
  'GET /api/v1/service-provider/my/public-profile': { expect: providerOnly(200) },
  'GET /api/v1/service-provider/:id/public-profile': { url: '/api/v1/service-provider/3/public-profile', expect: signedIn(200) },
  'GET /api/v1/service-provider/offer/:id': {
    url: async (db: Queryable) => `/api/v1/service-provider/offer/${(await db.query<{ id: number }>('select max(id) as id from offerings'))[0]!.id}`,
    expect: signedIn(200),
  },
  'GET /api/v1/service-providers/search': { url: '/api/v1/service-providers/search?search=events&category_id=7&price=300000', expect: signedIn(200) },
  'GET /api/v1/service-providers/search/suggestion': { url: '/api/v1/service-providers/search/suggestion?search=wed', expect: signedIn(200) },
  'GET /api/v1/notification/service-provider/job-alerts': { url: '/api/v1/notification/service-provider/job-alerts?mode=all', expect: providerOnly(200) },
  'POST /api/v1/notification/service-provider/read': { payload: { ids: [1, 2] }, expect: providerOnly(200) },
};
