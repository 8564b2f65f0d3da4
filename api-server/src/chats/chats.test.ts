import { calls, type Job } from '../contract';
import { jobClient } from '../jobs/job-lifecycle-helpers';
import { errorBody, issuesByField } from '../testing/expect-contract';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';

/**
 * Job chat offers and negotiations through HTTP: what each decision does to the job. The demo
 * provider is approved for Events (Photography, Catering); the demo customer posts there.
 */
let t: TestApp;
let api: ReturnType<typeof jobClient>;
let customer: Session;
let provider: Session;
let photography: number;

beforeAll(async () => {
  t = await startTestApp();
  api = jobClient(t);
  customer = await t.login('customer');
  provider = await t.login('provider');
  photography = await api.subcategoryId(customer, 'regular', 'Events', 'Photography');
});
afterAll(() => t.close());

async function postJob(title: string): Promise<Job> {
  const res = await api.upload(calls.createCustomerJob, customer, {
    title,
    job_description: 'Photos of a birthday party',
    job_subcategory_id: photography,
    job_type: 'regular',
    job_estimated_budget: 90000,
  });
  return res.json().data as Job;
}
const statusOf = async (id: number) => (await api.ok(calls.getCustomerJob, customer, { params: { job_id: id } })).status;

test('a rejected offer reopens the job; a revised offer cancels the earlier one; the provider cancels its own', async () => {
  const job = await postJob('Birthday photos');
  const chat = await api.ok(calls.createJobChat, provider, { body: { job_id: job.id, title: 'Birthday', details: 'How many hours?' } }, 201);
  const again = await api.call(calls.createJobChat, provider, { body: { job_id: job.id, title: 'Birthday', details: 'Second chat' } });
  expect(again.statusCode).toBe(409);

  const first = await api.ok(
    calls.sendJobOffer,
    provider,
    { body: { chat_id: chat.id, message: 'Two hours', amount: 80000, description: 'Two hours, edited photos' } },
    201,
  );
  const second = await api.ok(
    calls.sendJobOffer,
    provider,
    { body: { chat_id: chat.id, message: 'Three hours', amount: 110000, description: 'Three hours, edited photos' } },
    201,
  );
  const messages = await api.ok(calls.listJobChatMessages, customer, { params: { chat_id: chat.id } });
  expect(messages.items.map((m) => m.offer?.status)).toEqual(['cancelled', 'pending']);
  expect(await statusOf(job.id)).toBe('vendor-counter-offer');

  const wrongParty = await api.call(calls.decideJobOffer, provider, { params: { message_id: second.id }, body: { status: 'accepted' } });
  expect(issuesByField(wrongParty)).toEqual({ status: ['The customer accepts or rejects an offer; the provider who made it cancels it'] });
  const decided = await api.call(calls.decideJobOffer, customer, { params: { message_id: first.id }, body: { status: 'rejected' } });
  expect(decided.statusCode).toBe(409);

  await api.ok(calls.decideJobOffer, customer, { params: { message_id: second.id }, body: { status: 'rejected' } });
  expect(await statusOf(job.id)).toBe('posted');
  const third = await api.ok(
    calls.sendJobOffer,
    provider,
    { body: { chat_id: chat.id, message: 'Final', amount: 95000, description: 'Three hours, no editing' } },
    201,
  );
  await api.ok(calls.decideJobOffer, provider, { params: { message_id: third.id }, body: { status: 'cancelled' } });
  expect(await statusOf(job.id)).toBe('posted');

  const recipient = await api.ok(calls.chatRecipient, customer, { params: { chat_id: chat.id } });
  expect(recipient.email).toBe('provider@example.com');
  const empty = await api.upload(calls.sendJobMessage, customer, { chat_id: chat.id });
  expect(issuesByField(empty)).toEqual({ message: ['Write a message or attach a file'] });
  const withFile = await api.upload(calls.sendJobMessage, customer, { chat_id: chat.id }, { file: true });
  expect((withFile.json().data as { documents: unknown[] }).documents).toHaveLength(1);
});

test("an accepted negotiation offer becomes the customer's job, taken by the provider", async () => {
  const negotiation = await api.ok(
    calls.startNegotiation,
    customer,
    { body: { service_provider_id: (await api.ok(calls.myProviderProfile, provider)).id } },
    201,
  );
  const twice = await api.call(calls.startNegotiation, customer, { body: { service_provider_id: negotiation.service_provider_id } });
  expect(twice.statusCode).toBe(409);
  expect((await api.ok(calls.activeNegotiation, customer, { params: { service_provider_id: negotiation.service_provider_id } }))?.id).toBe(negotiation.id);

  const incomplete = await api.ok(
    calls.createNegotiationOffer,
    customer,
    { body: { negotiation_id: negotiation.id, title: 'Photos', details: 'Some photos please', job_estimated_budget: 50000 } },
    201,
  );
  const refused = await api.call(calls.decideNegotiationOffer, provider, {
    params: { message_id: incomplete.chat_message_id },
    query: `service_provider_negotiation_id=${negotiation.id}`,
    body: { status: 'accepted' },
  });
  expect({ status: refused.statusCode, title: errorBody(refused).title }).toEqual({ status: 409, title: 'The offer is not a complete job' });

  const offer = await api.ok(
    calls.createNegotiationOffer,
    provider,
    {
      body: {
        negotiation_id: negotiation.id,
        title: 'Party photos',
        details: 'Four hours at the party',
        job_estimated_budget: 120000,
        job_subcategory_id: photography,
      },
    },
    201,
  );
  const ownOffer = await api.call(calls.decideNegotiationOffer, provider, {
    params: { message_id: offer.chat_message_id },
    query: `service_provider_negotiation_id=${negotiation.id}`,
    body: { status: 'accepted' },
  });
  expect(ownOffer.statusCode).toBe(400);
  const accepted = await api.ok(calls.decideNegotiationOffer, customer, {
    params: { message_id: offer.chat_message_id },
    query: `service_provider_negotiation_id=${negotiation.id}`,
    body: { status: 'accepted' },
  });
  expect(accepted.status).toBe('accepted');

  const jobs = await api.ok(calls.listProviderJobs, provider, { query: 'search=Party photos' });
  expect(jobs.items.map((j) => ({ status: j.status, cost: j.job_total_cost, actions: j.jobActions.map((a) => a.action) }))).toEqual([
    { status: 'vendor-accepted', cost: 120000, actions: ['post', 'vendor_accept'] },
  ]);
  const messages = await api.ok(calls.negotiationChatMessages, customer, { query: `negotiation_id=${negotiation.id}` });
  expect(messages.items.map((m) => m.message)).toEqual(['Photos', 'Party photos']);
});
