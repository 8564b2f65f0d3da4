import { calls } from '../contract';
import { DEMO_ADMIN } from '../seed/seed-plan';
import { contractData, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}` }, admin);
  if (res.statusCode !== 200) throw new Error(res.body);
  return contractData(calls.searchRecords, res);
};

test('a ticket by its reference, opening its drawer', async () => {
  const [ticket] = await t.db.query<{ id: number; reference_no: string }>('select id, reference_no from tickets order by id limit 1');
  const hits = await search(ticket!.reference_no.toLowerCase());
  expect(hits.filter((h) => h.kind === 'ticket')).toEqual([
    expect.objectContaining({ id: ticket!.id, title: ticket!.reference_no, path: `/tickets?ticket=${ticket!.reference_no}` }),
  ]);
});

test('a job by id (first) and by words of its title', async () => {
  const [job] = await t.db.query<{ id: number; title: string }>('select id, title from jobs order by id desc limit 1');
  const byId = (await search(`#${job!.id}`)).filter((h) => h.kind === 'job');
  expect(byId[0]).toEqual(expect.objectContaining({ id: job!.id, title: job!.title, path: `/jobs?job=${job!.id}` }));
  const byTitle = (await search(job!.title.slice(0, 6))).filter((h) => h.kind === 'job');
  expect(byTitle.length).toBeGreaterThan(0);
  expect(byTitle.length).toBeLessThanOrEqual(5);
  expect(byTitle.every((h) => h.title.toLowerCase().includes(job!.title.slice(0, 6).toLowerCase()))).toBe(true);
});

test('a user by email or phone; applications and onboarding requests by applicant', async () => {
  const users = (await search(DEMO_ADMIN.email)).filter((h) => h.kind === 'user');
  expect(users).toEqual([expect.objectContaining({ title: expect.any(String), path: `/admin/users?search=${DEMO_ADMIN.email}` })]);
  const [applicant] = await t.db.query<{ id: number; name: string }>(
    `select a.id, u.name from service_provider_applications a join users u on u.id = a.user_id where a.status <> 'draft' order by a.id desc limit 1`,
  );
  const applications = (await search(applicant!.name)).filter((h) => h.kind === 'application');
  expect(applications).toContainEqual(
    expect.objectContaining({ id: applicant!.id, path: `/admin/service-provider-applications?application=${applicant!.id}` }),
  );
  const [request] = await t.db.query<{ id: number; full_name: string }>('select id, full_name from individual_onboardings order by id desc limit 1');
  const onboarding = (await search(request!.full_name)).filter((h) => h.kind === 'onboarding');
  expect(onboarding).toContainEqual(expect.objectContaining({ id: request!.id, path: `/onboarding-requests/individual?request=${request!.id}` }));
});

test('LIKE wildcards are text; a query under 2 characters is refused on its field', async () => {
  expect(await search('%%')).toEqual([]);
  const res = await t.request({ method: 'GET', url: '/api/v1/search?q=a' }, admin);
  expect(res.statusCode).toBe(400);
  expect(issuesByField(res)).toEqual({ q: ['Type at least 2 characters'] });
});
