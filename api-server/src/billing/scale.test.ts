import { calls } from '../contract';
import type { Db } from '../db/db';
import { seedApplications } from '../applications/seed';
import { seedOnboarding } from '../onboarding/seed';
import { contractData } from '../testing/expect-contract';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDb } from '../testing/test-db';
import { generateDueSheets } from './billing-service';

// `--scale large` for this worker's tables, without the 100,000 generated jobs of the jobs
// seed: 6,000 bulk providers (a quarter of them businesses) and 20,000 completed jobs of the
// business providers over the last year stand in for them. Only what the lists answer is checked
// here; how fast they answer at this size is measured by the API bench (`npm run bench:large -w
// api-server`), not timed in a test.
jest.setTimeout(180_000);

const DAY = 86_400_000;
const anchor = Date.now() - (Date.now() % DAY);
let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDb();
  await db.query(
    `insert into users (type, name, email, phone_number, provider_kind, password_hash)
     select 'SERVICE_PROVIDER', 'Bulk Provider ' || g, 'scale-' || g || '@example.com', '+960' || (7000000 + g)::text,
            case when g % 4 = 0 then 'business' else 'individual' end, 'no-login'
     from generate_series(1, 6000) as g`,
  );
  await db.query(
    `insert into jobs (title, job_description, job_type, status, job_total_cost, job_subcategory_id, created_by, service_provider_id, completed_at, created_at)
     select 'Scale job ' || g, 'Scale job description', 'regular', 'completed', 5000 + (g * 7919) % 200000,
            (select min(id) from job_subcategories), (select min(id) from users where type = 'CUSTOMER'),
            (array(select id from users where email like 'scale-%' and provider_kind = 'business' order by id))[1 + g % 1500],
            $1::timestamptz - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
            $1::timestamptz - (g % 365) * interval '1 day' - interval '2 days'
     from generate_series(1, 20000) as g`,
    [new Date(anchor).toISOString()],
  );
  await db.transaction(async (tx) => {
    await seedOnboarding(tx, { passwordHash: 'no-login', scale: 'large', anchor });
    await seedApplications(tx, { scale: 'large', anchor });
  });
  // The demo seed's sheets are final: clear them so this year of jobs is billed from scratch.
  await db.exec('truncate business_transfer_sheets cascade');
  await generateDueSheets(db, anchor);
  t = await startTestApp({ db });
});
afterAll(async () => {
  await t?.close();
  await db.close();
});

const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

test('5,000 requests of each kind, 5,000 applications, every status', async () => {
  expect(await count('individual_onboardings')).toBe(5_000);
  expect(await count('business_onboardings')).toBe(5_000);
  expect(await count('service_provider_applications')).toBe(5_000);
  const statuses = await db.query<{ status: string }>(
    'select distinct status from business_onboardings union select distinct status from individual_onboardings order by 1',
  );
  expect(statuses.map((s) => s.status)).toEqual(['approved', 'pending', 'rejected']);
});

test('every completed business job of a closed period is billed exactly once', async () => {
  const [row] = await db.query<{ unbilled: number; billed: number }>(
    `select count(*) filter (where x.job_id is null)::int as unbilled, count(x.job_id)::int as billed
     from jobs j join users u on u.id = j.service_provider_id and u.provider_kind = 'business'
     left join business_transfer_sheet_item_jobs x on x.job_id = j.id
     where j.status = 'completed' and j.completed_at < (select max(billing_period_end) from business_transfer_sheets) and j.title like 'Scale job %'`,
  );
  expect(row!.unbilled).toBe(0);
  expect(row!.billed).toBeGreaterThan(15_000);
});

test('first pages answer at this size', async () => {
  const admin = await t.login('admin');
  const get = async (name: string, url: string) => {
    const res = await t.request({ method: 'GET', url: `/api/v1${url}` }, admin);
    expect({ name, status: res.statusCode }).toEqual({ name, status: 200 });
    return res;
  };
  const individual = contractData(calls.listIndividualOnboardings, await get('individual list', '/service-provider/onboarding/individual/list?status=pending'));
  expect(individual.pagination.total_items).toBeGreaterThan(100);
  await get('business list search', '/service-provider/onboarding/business/list?search=pvt');
  const applications = contractData(calls.listApplications, await get('applications list', '/service-provider-application?status=submitted'));
  expect(applications.pagination.total_items).toBeGreaterThan(500);
  await get('applications search', '/service-provider-application?search=bulk%20provider%2012');
  const sheets = contractData(calls.listTransferSheets, await get('sheets list', '/business-transfer-sheet'));
  const busiest = [...sheets.items].sort((a, b) => b.items_count - a.items_count)[0]!;
  expect(busiest.items_count).toBeGreaterThan(500);
  await get('sheet items page', `/business-transfer-sheet/${busiest.id}/items?size=50`);
});
