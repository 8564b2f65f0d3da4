import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { seedApplications } from './seed';
import { seedOnboarding } from '../onboarding/seed';
import { lastClosedPeriod, periodContaining } from '../billing/billing-periods';
import { seedAnchor } from '../jobs/seed';

// The demo seed as every test database has it (testing/test-db.ts), checked for what the
// screens and the route matrix rely on: every status, known first ids, consistent amounts.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const rows = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

describe('onboarding', () => {
  test.each(['individual_onboardings', 'business_onboardings'])(
    '%s: every status, id 1 pending, Maldivian phones and banks, a decision per decided request',
    async (table) => {
      const statuses = await rows<{ status: string; n: number }>(`select status, count(*)::int as n from ${table} group by status order by status`);
      expect(statuses.map((s) => s.status)).toEqual(['approved', 'pending', 'rejected']);
      expect((await rows<{ status: string }>(`select status from ${table} where id = 1`))[0]!.status).toBe('pending');
      const people = await rows<{ phone_number: string; bank_name: string }>(`select phone_number, bank_name from ${table}`);
      for (const p of people) {
        expect(p.phone_number).toMatch(/^\+960[79]\d{6}$/);
        expect(['Bank of Maldives', 'Maldives Islamic Bank', 'Commercial Bank of Maldives', 'State Bank of India (Maldives)', 'Habib Bank Maldives']).toContain(
          p.bank_name,
        );
      }
      const column = table === 'individual_onboardings' ? 'individual_onboarding_id' : 'business_onboarding_id';
      const undecided = await rows(
        `select o.id from ${table} o where (o.status = 'pending') = exists (select 1 from onboarding_decisions d where d.${column} = o.id)`,
      );
      expect(undecided).toEqual([]);
      const deciders = await rows<{ type: string }>(
        `select distinct u.type from onboarding_decisions d join users u on u.id = d.decided_by where d.${column} is not null`,
      );
      expect(deciders).toEqual([{ type: 'ADMIN' }]);
    },
  );

  test("every provider with a kind has an approved request of that kind; business names are the providers' names", async () => {
    const missing = await rows(
      `select u.id from users u where u.type = 'SERVICE_PROVIDER' and u.provider_kind is not null and not exists (
         select 1 from individual_onboardings o where o.user_id = u.id and o.status = 'approved' and u.provider_kind = 'individual'
         union all select 1 from business_onboardings b where b.user_id = u.id and b.status = 'approved' and u.provider_kind = 'business')`,
    );
    expect(missing).toEqual([]);
    const names = await rows(`select 1 from business_onboardings b join users u on u.id = b.user_id where b.status = 'approved' and b.business_name <> u.name`);
    expect(names).toEqual([]);
  });
});

describe('applications', () => {
  test("every status; 1 and 2 submitted, 3 the demo provider's draft with its required documents", async () => {
    expect((await rows<{ status: string }>('select distinct status from service_provider_applications order by status')).map((r) => r.status)).toEqual([
      'approved',
      'draft',
      'rejected',
      'submitted',
    ]);
    const first = await rows<{ id: number; status: string; email: string }>(
      'select s.id, s.status, u.email from service_provider_applications s join users u on u.id = s.user_id where s.id <= 3 order by s.id',
    );
    expect(first.map((r) => r.status)).toEqual(['submitted', 'submitted', 'draft']);
    expect(first[2]!.email).toBe('provider@example.com');
    const missingDocs = await rows(
      `select x.document_type_id from service_provider_applications s join job_category_document_types x on x.job_category_id = s.job_category_id
       where s.id = 3 and not exists (select 1 from documents d where d.relation_name = 'service_provider_application' and d.relation_id = 3 and d.document_type_id = x.document_type_id)`,
    );
    expect(missingDocs).toEqual([]);
  });

  test('every application document points at a bundled sample file, so previews and downloads work', async () => {
    const storage = await rows<{ storage_name: string }>(
      "select distinct split_part(storage_name, '#', 1) as storage_name from documents where relation_name = 'service_provider_application'",
    );
    expect(storage.length).toBeGreaterThan(0);
    for (const { storage_name } of storage) {
      expect(storage_name).toMatch(/^sample:[a-z]+\.[a-z]+$/);
      expect(existsSync(join(__dirname, '../documents/samples', storage_name.slice('sample:'.length)))).toBe(true);
    }
  });

  test('actions: submitted for every non-draft, then the decision by an admin', async () => {
    const actions = await rows<{ status: string; types: string[] }>(
      `select s.status, coalesce(array_agg(a.action_type order by a.created_at, a.id) filter (where a.id is not null), '{}') as types
       from service_provider_applications s left join application_actions a on a.application_id = s.id group by s.id, s.status`,
    );
    for (const a of actions) {
      expect(a.types).toEqual({ draft: [], submitted: ['submitted'], approved: ['submitted', 'approved'], rejected: ['submitted', 'rejected'] }[a.status]);
    }
  });
});

describe('billing', () => {
  test("one sheet per closed period, contiguous from the first completed job's period, none for an open period", async () => {
    const [first] = await rows<{ ms: number }>("select extract(epoch from min(completed_at))::float8 * 1000 as ms from jobs where status = 'completed'");
    const sheets = await rows<{ batch_name: string; ms: number }>(
      'select batch_name, extract(epoch from billing_period_start)::float8 * 1000 as ms from business_transfer_sheets order by billing_period_start',
    );
    expect(sheets.length).toBeGreaterThan(0);
    // The template database may have been seeded on an earlier day: its last sheet is the last
    // period closed then, never a period still open now.
    expect(sheets.at(-1)!.ms).toBeLessThanOrEqual(lastClosedPeriod(seedAnchor()).start.getTime());
    const expected: string[] = [];
    for (let p = periodContaining(Math.min(first!.ms, sheets.at(-1)!.ms)); p.start.getTime() <= sheets.at(-1)!.ms; p = periodContaining(p.until.getTime())) {
      expected.push(`BTS-${p.key}`);
    }
    expect(sheets.map((s) => s.batch_name)).toEqual(expected);
  });

  test('the demo shows every item state: settled, outstanding (one part paid), failed, and overdue ones', async () => {
    const states = await rows<{ status: string; part: boolean; overdue: boolean }>(
      'select status, paid_amount > 0 and paid_amount < billed_amount as part, overdue_at < now() as overdue from business_transfer_sheet_items',
    );
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(['settled', 'outstanding', 'failed']));
    expect(states.some((s) => s.status === 'outstanding' && s.part)).toBe(true);
    expect(states.some((s) => s.status === 'outstanding' && s.overdue)).toBe(true);
    expect(
      new Set((await rows<{ id: number }>('select distinct business_transfer_sheet_id as id from business_transfer_sheet_items')).map((r) => r.id)).size,
    ).toBeGreaterThanOrEqual(4);
  });

  test("items add up: billed = sum of the jobs' shares; settled items are paid in full; only business providers", async () => {
    const bad = await rows(
      `select i.id from business_transfer_sheet_items i join users u on u.id = i.billed_service_provider_id
       where u.provider_kind <> 'business'
          or i.billed_amount <> (select sum(x.profit_amount) from business_transfer_sheet_item_jobs x where x.item_id = i.id)
          or i.total_jobs_count <> (select count(*) from business_transfer_sheet_item_jobs x where x.item_id = i.id)
          or (i.status = 'settled' and (i.paid_amount <> i.billed_amount or i.settled_at is null))`,
    );
    expect(bad).toEqual([]);
  });
});

test('the onboarding and application seeds are deterministic for a given anchor', async () => {
  const snapshot = async (copy: Db) => {
    await copy.exec(
      'truncate onboarding_decisions, individual_onboardings, business_onboardings, application_actions, service_provider_applications restart identity',
    );
    await copy.query("delete from documents where relation_name = 'service_provider_application'");
    const anchor = Date.parse('2026-06-01T00:00:00.000Z');
    await copy.transaction(async (tx) => {
      await seedOnboarding(tx, { passwordHash: 'x', anchor });
      await seedApplications(tx, { anchor });
    });
    return copy.query(
      `select (select json_agg(o order by id) from individual_onboardings o) as i, (select json_agg(b order by id) from business_onboardings b) as b,
              (select json_agg(json_build_object('a', d.action, 'r', d.remarks, 't', d.created_at) order by d.id) from onboarding_decisions d) as d,
              (select json_agg(s order by id) from service_provider_applications s) as s`,
    );
  };
  const [a, b] = [await createTestDb(), await createTestDb()];
  try {
    expect(await snapshot(a)).toEqual(await snapshot(b));
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
