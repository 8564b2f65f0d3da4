import { businessOnboardingInputSchema, individualOnboardingInputSchema } from '../contract';
import { issuesByField } from '../testing/expect-contract';
import { expectPagesOfWhole } from '../testing/page-slices';
import { type OnboardingApp, startOnboardingApp } from './onboarding-test-app';
import { insertProvider } from '../applications/test-fixtures';

/* The admin lists of onboarding requests (spec §5): order, relations, pagination, search, status. Submissions and decisions: onboarding.test.ts. */

const now = Date.parse('2026-03-10T08:00:00.000Z');
let t: OnboardingApp['t'];
let admin: OnboardingApp['admin'];
let adminId: OnboardingApp['adminId'];
let individual: OnboardingApp['individual'];
let business: OnboardingApp['business'];
let repo: OnboardingApp['repo'];
let list: OnboardingApp['list'];
let listBusiness: OnboardingApp['listBusiness'];
beforeAll(async () => {
  ({ t, admin, adminId, individual, business, repo, list, listBusiness } = await startOnboardingApp(() => now));
});
afterAll(() => t.close());

describe('admin list', () => {
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    for (const [i, name] of ['Qzlist Mohamed Naseem', 'Qzlist Fathimath Shifa', 'Qzlist Ahmed Rilwan', 'Qzlist Aishath Leena', 'Qzlist Ali Shiyam'].entries()) {
      const userId = await insertProvider(t.db, `${name} user`);
      const at = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 3600_000);
      const request = await repo
        .individual()
        .create(
          { ...individualOnboardingInputSchema.parse(individual({ full_name: name, email: `qzlist${i}@example.mv`, id_number: `QZ${i}00${i}` })) },
          userId,
          at,
        );
      ids.push(request.id);
    }
    await repo.individual().decide(ids[1]!, 'approve', undefined, adminId, new Date('2026-01-02T00:00:00Z'));
    await repo.individual().decide(ids[2]!, 'reject', 'ID photo unreadable', adminId, new Date('2026-01-02T00:00:00Z'));
  });

  test('newest first, with user, categories and decisions; every answer fits the contract', async () => {
    const { items, pagination } = await list('individual', 'search=qzlist&size=2');
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 3, total_items: 5, record_count: 2, current_page: 1 });
    expect(items.map((o) => o.full_name)).toEqual(['Qzlist Ali Shiyam', 'Qzlist Aishath Leena']);
    expect(items[0]).toMatchObject({
      status: 'pending',
      user: { name: 'Qzlist Ali Shiyam user' },
      date_of_birth: '1992-04-18',
      serviceCategories: [{ name: 'Qzonb Plumbing' }],
    });
  });

  test('by status alone: the total is the number of requests in it, and the pages are slices of the whole list', async () => {
    const listOf = (kind: 'individual' | 'business', query: string) => (kind === 'individual' ? list(kind, query) : listBusiness(query));
    for (const kind of ['individual', 'business'] as const) {
      const counts = await t.db.query<{ status: string; n: number }>(`select status, count(*)::int as n from ${kind}_onboardings group by status`);
      expect(counts.find((c) => c.status === 'pending')!.n).toBeGreaterThan(2);
      for (const status of ['pending', 'approved', 'rejected']) {
        const whole = (await listOf(kind, `status=${status}&unpaginated=true`)).items;
        expect({ kind, status, n: whole.length, others: whole.filter((o) => o.status !== status) }).toEqual({
          kind,
          status,
          n: counts.find((c) => c.status === status)?.n ?? 0,
          others: [],
        });
        await expectPagesOfWhole(
          `${kind} ${status}`,
          whole.map((o) => o.id),
          2,
          (page, size) => listOf(kind, `status=${status}&size=${size}&page=${page}`),
        );
      }
    }
  });

  test('pagination edges: last page, beyond, unpaginated', async () => {
    expect((await list('individual', 'search=qzlist&size=2&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2 });
    const beyond = await list('individual', 'search=qzlist&size=2&page=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination).toMatchObject({ previous_page: 3, next_page: null, current_page: 9 });
    expect((await list('individual', 'search=qzlist&unpaginated=true')).items).toHaveLength(5);
    expect((await list('individual', 'search=no-such-applicant')).pagination).toMatchObject({ total_items: 0, total_pages: 0 });
  });

  test('search by name, e-mail, id number or the user; status filter', async () => {
    const names = async (q: string) => (await list('individual', q)).items.map((o) => o.full_name);
    expect(await names('search=QZLIST FATHIMATH')).toEqual(['Qzlist Fathimath Shifa']);
    expect(await names('search=qzlist3@')).toEqual(['Qzlist Aishath Leena']);
    expect(await names('search=QZ4004')).toEqual(['Qzlist Ali Shiyam']);
    expect(await names('search=rilwan user')).toEqual(['Qzlist Ahmed Rilwan']);
    expect(await names('search=qzlist&status=approved')).toEqual(['Qzlist Fathimath Shifa']);
    expect(await names('search=qzlist&status=rejected')).toEqual(['Qzlist Ahmed Rilwan']);
    expect((await list('individual', 'search=qzlist&status=pending')).pagination.total_items).toBe(3);
    const bad = await t.request({ method: 'GET', url: '/api/v1/service-provider/onboarding/individual/list?status=done' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByField(bad))).toEqual(['status']);
  });

  test('business list: search by business name, registration number and contact person', async () => {
    const userId = await insertProvider(t.db, 'Qzbiz owner');
    await repo
      .business()
      .create(
        businessOnboardingInputSchema.parse(
          business({ business_name: 'Qzbiz Atoll Movers', business_registration_no: 'C-7788/2020', contact_person_name: 'Ibrahim Qzcontact' }),
        ),
        userId,
        new Date(now),
      );
    const names = async (q: string) => (await listBusiness(q)).items.map((o) => o.business_name);
    expect(await names('search=atoll movers')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=C-7788')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=qzcontact&status=pending')).toEqual(['Qzbiz Atoll Movers']);
    expect(await names('search=qzcontact&status=approved')).toEqual([]);
  });
});
