import { calls } from '../contract';
import { jobClient } from '../jobs/job-lifecycle-helpers';
import { issuesByField } from '../testing/expect-contract';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';

/** Provider profiles, search and job alerts through HTTP (the demo provider is approved for Events). */
let t: TestApp;
let api: ReturnType<typeof jobClient>;
let customer: Session;
let provider: Session;
let photography: number;
let plumbing: number;

beforeAll(async () => {
  t = await startTestApp();
  api = jobClient(t);
  customer = await t.login('customer');
  provider = await t.login('provider');
  photography = await api.subcategoryId(customer, 'regular', 'Events', 'Photography');
  plumbing = await api.subcategoryId(customer, 'regular', 'Home Repairs', 'Plumbing');
});
afterAll(() => t.close());

const offering = (over: Record<string, unknown> = {}) => ({ name: 'Wedding photography', job_subcategory_id: photography, price: 250000, ...over });

test('a public profile is saved, replaced and read by everyone; offerings keep their ids', async () => {
  const me = await api.ok(calls.myProviderProfile, provider);
  expect({ kind: me.kind, categories: me.approvedJobCategories.map((c) => c.name), has: me.has_public_profile }).toEqual({
    kind: 'individual',
    categories: ['Events'],
    has: false,
  });
  expect(await api.ok(calls.myPublicProfile, provider)).toBeNull();

  const refused = await api.call(calls.saveMyPublicProfile, provider, {
    body: { title: 'Island Events', offerings: [offering({ job_subcategory_id: plumbing }), offering({ discount_by: { type: 'amount', value: 300000 } })] },
  });
  expect(issuesByField(refused)).toEqual({
    'offerings.0.job_subcategory_id': ['You are not approved for the category of this subcategory'],
    'offerings.1.discount_by': ['The discount must not be more than the price'],
  });

  const saved = await api.ok(calls.saveMyPublicProfile, provider, {
    body: {
      title: 'Island Events',
      faq: [{ question: 'Do you travel?', answer: 'Yes' }],
      offerings: [offering(), offering({ name: 'Portraits', price: 90000, active: false })],
    },
  });
  const [wedding, portraits] = saved.offerings;
  const replaced = await api.ok(calls.saveMyPublicProfile, provider, {
    body: { title: 'Island Events and Photos', offerings: [{ ...offering({ price: 240000 }), id: wedding!.id }] },
  });
  expect({ faq: replaced.faq, offerings: replaced.offerings.map((o) => [o.id, o.price]) }).toEqual({ faq: [], offerings: [[wedding!.id, 240000]] });
  expect((await api.call(calls.offering, customer, { params: { id: portraits!.id } })).statusCode).toBe(404);

  const read = await api.ok(calls.publicProfile, customer, { params: { id: me.id } });
  expect({ title: read.title, provider: read.serviceProvider.user.email }).toEqual({ title: 'Island Events and Photos', provider: 'provider@example.com' });
  const found = await api.ok(calls.searchProviders, customer, { query: `search=photos&category_id=${me.approvedJobCategories[0]!.id}` });
  expect(found.items.map((p) => ({ id: p.id, price: p.starting_price }))).toEqual([{ id: me.id, price: 240000 }]);
  expect((await api.ok(calls.searchProviders, customer, { query: 'price=100000' })).items).toEqual([]);
  const suggestions = await api.ok(calls.providerSearchSuggestions, customer, { query: 'search=wedding' });
  expect(suggestions).toEqual([{ type: 'offering', id: wedding!.id, label: 'Wedding photography' }]);
});

test('job alerts: a posted job alerts the approved provider; marking read moves it, other ids are ignored', async () => {
  const posted = await api.upload(calls.createCustomerJob, customer, {
    title: 'Graduation photos',
    job_description: 'Photos at the school hall',
    job_subcategory_id: photography,
    job_type: 'regular',
  });
  const jobId = (posted.json().data as { id: number }).id;
  const unread = await api.ok(calls.listJobAlerts, provider);
  const alert = unread.items.find((a) => a.job?.id === jobId)!;
  expect(alert).toMatchObject({ type: 'job-posted', read: false, job: { status: 'vendor-notification' } });

  const marked = await api.ok(calls.markJobAlertsRead, provider, { body: { ids: [alert.id, 999999] } });
  expect(marked.updated).toBe(1);
  expect((await api.ok(calls.listJobAlerts, provider)).items.map((a) => a.id)).not.toContain(alert.id);
  expect((await api.ok(calls.listJobAlerts, provider, { query: 'mode=read' })).items.map((a) => a.id)).toContain(alert.id);
  expect((await api.ok(calls.markJobAlertsRead, provider, { body: { ids: [alert.id] } })).updated).toBe(0);
});
