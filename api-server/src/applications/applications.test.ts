import { calls } from '../contract';
import { expectPagesOfWhole } from '../testing/page-slices';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { APPLICATION_DOCUMENT_RELATION } from './application-repository';
import { insertApplication, insertJobCategory, insertProvider, userIdByEmail } from './test-fixtures';

let t: TestApp;
let admin: Session;
let adminId: number;
let now = Date.parse('2026-04-02T05:30:00.000Z');
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await t.login('admin');
  adminId = await userIdByEmail(t.db, 'admin@example.com');
  const carpentry = await insertJobCategory(t.db, 'Qzapp Carpentry');
  const aircon = await insertJobCategory(t.db, 'Qzapp Aircon Servicing');
  const [docType] = await t.db.query<{ id: number }>(`insert into document_types (slug, name) values ('qzapp-trade-licence', 'Trade licence') returning id`);
  const people = ['Qzapp Hussain Nizar', 'Qzapp Mariyam Shaheema', 'Qzapp Abdulla Faiz', 'Qzapp Aminath Zuhura', 'Qzapp Ismail Shareef'];
  const statuses = ['submitted', 'submitted', 'approved', 'rejected', 'draft'] as const;
  for (const [i, name] of people.entries()) {
    const userId = await insertProvider(t.db, name);
    ids[name] = await insertApplication(t.db, {
      userId,
      categoryId: i % 2 ? aircon : carpentry,
      status: statuses[i]!,
      createdAt: new Date(Date.parse('2026-03-01T00:00:00Z') + i * 86400_000).toISOString(),
    });
  }
  await t.db.query(
    `insert into documents (document_type_id, file_original_name, file_size, mime, storage_name, relation_name, relation_id)
     values ($1, 'trade-licence.pdf', 48213, 'application/pdf', 'qzapp-1', $2, $3)`,
    [docType!.id, APPLICATION_DOCUMENT_RELATION, ids['Qzapp Hussain Nizar']],
  );
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/service-provider-application?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listApplications, res);
};
const post = (id: number | string, what: 'approve' | 'reject', payload?: object) =>
  t.request({ method: 'POST', url: `/api/v1/service-provider-application/${id}/${what}`, ...(payload ? { payload } : {}) }, admin);

describe('list', () => {
  test('newest first with user, category, documents and actions', async () => {
    const { items, pagination } = await list('search=qzapp&size=2');
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 3, total_items: 5, record_count: 2, current_page: 1 });
    expect(items.map((a) => a.user.name)).toEqual(['Qzapp Ismail Shareef', 'Qzapp Aminath Zuhura']);
    const first = (await list('search=nizar')).items[0]!;
    expect(first).toMatchObject({
      status: 'submitted',
      created_at: '2026-03-01T00:00:00.000Z',
      user: { name: 'Qzapp Hussain Nizar', phone_number: '+9607000000' },
      jobCategory: { name: 'Qzapp Carpentry' },
      documents: [{ file_original_name: 'trade-licence.pdf', file_size: 48213, documentType: { slug: 'qzapp-trade-licence', name: 'Trade licence' } }],
      actions: [{ action_type: 'submitted', remarks: null, created_at: '2026-03-01T00:00:00.000Z', actionBy: { name: 'Qzapp Hussain Nizar' } }],
    });
  });

  test('search by provider name, e-mail or category; status filter', async () => {
    const names = async (q: string) => (await list(q)).items.map((a) => a.user.name).sort();
    expect(await names('search=SHAHEEMA')).toEqual(['Qzapp Mariyam Shaheema']);
    expect(await names('search=qzapp.abdulla.faiz@')).toEqual(['Qzapp Abdulla Faiz']);
    expect(await names('search=qzapp aircon')).toEqual(['Qzapp Aminath Zuhura', 'Qzapp Mariyam Shaheema']);
    expect(await names('search=qzapp&status=submitted')).toEqual(['Qzapp Hussain Nizar', 'Qzapp Mariyam Shaheema']);
    expect(await names('search=qzapp&status=draft')).toEqual(['Qzapp Ismail Shareef']);
    const bad = await t.request({ method: 'GET', url: '/api/v1/service-provider-application?status=pending' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByField(bad))).toEqual(['status']);
  });

  test('by status alone: the total is the number of applications in it, and the pages are slices of the whole list', async () => {
    const counts = await t.db.query<{ status: string; n: number }>('select status, count(*)::int as n from service_provider_applications group by status');
    expect(counts.find((c) => c.status === 'submitted')!.n).toBeGreaterThan(2);
    for (const status of ['submitted', 'draft', 'approved', 'rejected']) {
      const whole = (await list(`status=${status}&unpaginated=true`)).items;
      expect({ status, n: whole.length, others: whole.filter((a) => a.status !== status) }).toEqual({
        status,
        n: counts.find((c) => c.status === status)?.n ?? 0,
        others: [],
      });
      await expectPagesOfWhole(
        status,
        whole.map((a) => a.id),
        2,
        (page, size) => list(`status=${status}&size=${size}&page=${page}`),
      );
    }
  });

  test('pagination edges', async () => {
    expect((await list('search=qzapp&size=2&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2 });
    expect((await list('search=qzapp&size=2&page=4')).pagination).toMatchObject({ record_count: 0, previous_page: 3, current_page: 4 });
    expect((await list('search=qzapp&unpaginated=true')).items).toHaveLength(5);
    expect((await list('search=nobody-qz')).pagination).toEqual({
      next_page: null,
      previous_page: null,
      total_pages: 0,
      total_items: 0,
      record_count: 0,
      current_page: 1,
    });
  });
});

describe('approve and reject', () => {
  test('approve with remarks: toast, status, an action with the admin and the time', async () => {
    now += 60_000; // within the access token's 15 minutes
    const res = await post(ids['Qzapp Hussain Nizar']!, 'approve', { remarks: '  Licence checked  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Application approved');
    const application = contractData(calls.approveApplication, res);
    expect(application.status).toBe('approved');
    expect(application.actions.map((a) => [a.action_type, a.remarks, a.created_at, a.actionBy?.id])).toEqual([
      ['submitted', null, '2026-03-01T00:00:00.000Z', expect.any(Number)],
      ['approved', 'Licence checked', new Date(now).toISOString(), adminId],
    ]);
  });

  test('reject with an empty POST (no body at all) and with {}: remarks null', async () => {
    const res = await post(ids['Qzapp Mariyam Shaheema']!, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Application rejected');
    expect(contractData(calls.rejectApplication, res).actions.at(-1)).toMatchObject({ action_type: 'rejected', remarks: null, actionBy: { id: adminId } });
  });

  test.each([
    ['Qzapp Abdulla Faiz', 'approve', 'Application already approved'],
    ['Qzapp Aminath Zuhura', 'approve', 'Application already rejected'],
    ['Qzapp Ismail Shareef', 'reject', 'Application not submitted yet'],
    ['Qzapp Hussain Nizar', 'reject', 'Application already approved'],
  ] as const)('%s (%s): 409 "%s", nothing recorded', async (name, what, title) => {
    const before = (await list(`search=${encodeURIComponent(name)}`)).items[0]!.actions.length;
    const res = await post(ids[name]!, what, { remarks: 'again' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe(title);
    expect((await list(`search=${encodeURIComponent(name)}`)).items[0]!.actions).toHaveLength(before);
  });

  test('concurrent approve and reject: exactly one wins', async () => {
    const userId = await insertProvider(t.db, 'Qzrace Provider');
    const [category] = await t.db.query<{ id: number }>(`select id from job_categories where name = 'Qzapp Carpentry'`);
    const id = await insertApplication(t.db, { userId, categoryId: category!.id, status: 'submitted', createdAt: new Date(now).toISOString() });
    const results = await Promise.all([post(id, 'approve', {}), post(id, 'reject')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await list('search=qzrace')).items[0]!.actions).toHaveLength(2);
  });

  test('unknown or malformed id: 404 / 400', async () => {
    const missing = await post(987654, 'approve');
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).title).toBe('Application not found');
    expect((await post('abc', 'reject')).statusCode).toBe(400);
  });

  test('remarks: at most 1000 characters, no other keys', async () => {
    const long = await post(ids['Qzapp Abdulla Faiz']!, 'reject', { remarks: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(issuesByField(long))).toEqual(['remarks']);
    const extra = await post(ids['Qzapp Abdulla Faiz']!, 'reject', { remarks: 'ok', status: 'approved' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('provider calls', () => {
  let provider: Session;
  let providerId: number;
  let licensed: number;
  let licenceType: number;
  let carpentry: number;
  beforeAll(async () => {
    provider = await t.login('provider');
    providerId = await userIdByEmail(t.db, 'provider@example.com');
    licensed = await insertJobCategory(t.db, 'Qzprov Electrical Contracting');
    [{ id: licenceType }] = (await t.db.query<{ id: number }>(
      `insert into document_types (slug, name) values ('qzprov-licence', 'Qzprov electrical licence') returning id`,
    )) as [{ id: number }];
    await t.db.query('insert into job_category_document_types (job_category_id, document_type_id) values ($1, $2)', [licensed, licenceType]);
    [{ id: carpentry }] = (await t.db.query<{ id: number }>(`select id from job_categories where name = 'Qzapp Carpentry'`)) as [{ id: number }];
  });
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url: `/api/v1/service-provider-application${url}`, ...(payload ? { payload } : {}) }, provider);

  test('draft per category: created on first use, the same one afterwards; unknown or inactive category 404', async () => {
    const first = await as('GET', `/my/draft/${licensed}`);
    expect(first.statusCode).toBe(200);
    const draft = contractData(calls.myApplicationDraft, first)!;
    expect(draft).toMatchObject({ status: 'draft', user: { id: providerId }, jobCategory: { id: licensed }, actions: [], documents: [] });
    expect(contractData(calls.myApplicationDraft, await as('GET', `/my/draft/${licensed}`))!.id).toBe(draft.id);
    expect((await as('GET', '/my/draft/999999')).statusCode).toBe(404);
    await t.db.query('update job_categories set active = false where id = $1', [carpentry]);
    expect(errorBody(await as('GET', `/my/draft/${carpentry}`)).title).toBe('Job category not found');
    await t.db.query('update job_categories set active = true where id = $1', [carpentry]);
  });

  test('submit: required documents first, then submitted with an action by the provider; twice is 409', async () => {
    const draft = contractData(calls.myApplicationDraft, await as('GET', `/my/draft/${licensed}`))!;
    const missing = await as('POST', `/${draft.id}/submit`);
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing)).toMatchObject({
      title: 'Documents missing',
      description: 'Attach these documents before submitting: Qzprov electrical licence.',
    });
    await t.db.query(
      `insert into documents (document_type_id, file_original_name, file_size, mime, storage_name, user_id, relation_name, relation_id)
       values ($1, 'licence.pdf', 1000, 'application/pdf', 'qzprov-1', $2, $3, $4)`,
      [licenceType, providerId, APPLICATION_DOCUMENT_RELATION, draft.id],
    );
    now += 60_000;
    const res = await as('POST', `/${draft.id}/submit`, { remarks: 'Licence renewed in 2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Application submitted');
    const submitted = contractData(calls.submitApplication, res);
    expect(submitted).toMatchObject({ status: 'submitted', documents: [{ file_original_name: 'licence.pdf' }] });
    expect(submitted.actions).toEqual([
      {
        id: expect.any(Number),
        action_type: 'submitted',
        remarks: 'Licence renewed in 2026',
        created_at: new Date(now).toISOString(),
        actionBy: expect.objectContaining({ id: providerId }),
      },
    ]);
    const again = await as('POST', `/${draft.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).title).toBe('Application already submitted');
    // Submitted: no draft for that category, and it is no longer eligible.
    expect(contractData(calls.myApplicationDraft, await as('GET', `/my/draft/${licensed}`))).toBeNull();
    const eligible = contractData(calls.myEligibleJobCategories, await as('GET', '/my/eligible-job-categories')).map((c) => c.id);
    expect(eligible).toContain(carpentry);
    expect(eligible).not.toContain(licensed);
    expect(contractData(calls.myApplications, await as('GET', '/my/submitted')).map((a) => a.id)).toContain(draft.id);
  });

  test("another provider's application is not found; statuses are checked", async () => {
    expect((await as('POST', `/${ids['Qzapp Ismail Shareef']}/submit`)).statusCode).toBe(404);
    expect((await as('GET', '/my/pending')).statusCode).toBe(400);
    const mine = contractData(calls.myApplications, await as('GET', '/my/draft'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((a) => a.user.id !== providerId || a.status !== 'draft')).toEqual([]);
  });
});
