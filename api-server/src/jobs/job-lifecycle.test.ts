import { calls, type Job } from '../contract';
import { errorBody, issuesByField } from '../testing/expect-contract';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';
import { jobClient } from './job-lifecycle-helpers';

/**
 * Issue 14: jobs driven through HTTP only, as the customer and provider apps would, and read
 * back by the admin. Nothing is written by the test itself: the customers sign up, the
 * providers are seeded accounts approved for the job's category (an approval needs documents
 * filed under the application, which no contract call can do yet).
 */
let t: TestApp;
let api: ReturnType<typeof jobClient>;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  api = jobClient(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

let signups = 0;
async function newCustomer(): Promise<Session> {
  const email = `story-${++signups}@example.com`;
  const password = 'Story#2026';
  await api.ok(
    calls.signupCustomer,
    undefined,
    { body: { name: 'Story Customer', email, phone_number: '+9607654321', password, confirm_password: password } },
    201,
  );
  return api.signIn('login/customer', email, password);
}

const adminView = async (id: number): Promise<Job> => (await api.ok(calls.listJobs, admin, { query: `jobIdList=${id}` })).items[0]!;
const actionsOf = (job: Job) => job.jobActions.map((a) => a.action);

test('a delivery job: posted with a file, alerted, negotiated in a chat, worked, completed with the code, paid, reviewed, billed', async () => {
  const customer = await newCustomer();
  const provider = await api.signIn('login/vendor', 'ops@islandmovers.example.com');
  const subId = await api.subcategoryId(customer, 'delivery', 'Delivery');
  const islands = (await api.ok(calls.listIslands, admin, { query: 'size=2' })).items;

  const created = await api.upload(
    calls.createCustomerJob,
    customer,
    {
      title: 'Parcel to Maafushi',
      job_description: 'A box of books, about 4 kg',
      job_subcategory_id: subId,
      job_type: 'delivery',
      job_estimated_budget: 20000,
      delivery_from_island_id: islands[0]!.id,
      delivery_to_island_id: islands[1]!.id,
      delivery_from_address: 'Jetty 1',
      delivery_to_address: 'Blue house',
      delivery_item_type: 'Parcel',
    },
    { file: true },
  );
  expect(created.statusCode).toBe(201);
  const job = created.json().data as Job;
  expect({ status: job.status, docs: job.documents.map((d) => d.relation_name) }).toEqual({ status: 'vendor-notification', docs: ['job'] });

  const alerts = await api.ok(calls.listJobAlerts, provider);
  expect(alerts.items.map((a) => a.job?.id)).toContain(job.id);
  expect((await api.ok(calls.customerPostedJobs, provider, { query: 'search=Maafushi' })).items.map((j) => j.id)).toContain(job.id);

  const chat = await api.ok(calls.createJobChat, provider, { body: { job_id: job.id, title: 'About the parcel', details: 'Pick-up time and price' } }, 201);
  const offer = await api.ok(
    calls.sendJobOffer,
    provider,
    { body: { chat_id: chat.id, message: 'Can do it today', amount: 25000, description: 'Door to door, today' } },
    201,
  );
  expect((await adminView(job.id)).status).toBe('vendor-counter-offer');
  const seen = await api.ok(calls.listJobChats, customer, { query: `job_id=${job.id}` });
  expect(seen.items[0]!.chatMessages.at(-1)!.offer).toMatchObject({ amount: 25000, status: 'pending' });
  await api.ok(calls.decideJobOffer, customer, { params: { message_id: offer.id }, body: { status: 'accepted' } });

  await api.ok(calls.setJobEstimatedDelivery, provider, { params: { job_id: job.id }, body: { date_of_delivery: '2026-12-24' } });
  await api.ok(calls.jobWorkflowAction, provider, { params: { job_id: job.id }, body: { action: 'pickup' } });
  const [proofType] = await api.ok(calls.documentTypeDropdown, provider);
  const proof = await api.upload(calls.uploadProofOfWork, provider, { document_type_id: proofType!.id }, { params: { job_id: job.id }, file: true });
  expect(proof.statusCode).toBe(200);
  const done = await api.ok(calls.jobWorkflowAction, provider, { params: { job_id: job.id }, body: { action: 'drop-off' } });
  expect({ status: done.status, steps: done.steps.map((s) => s.state) }).toEqual({ status: 'vendor-completed', steps: ['completed', 'completed'] });

  const { otp } = await api.ok(calls.customerJobOtp, customer, { params: { job_id: job.id } });
  const paid = await api.upload(calls.completeJobPayment, customer, {}, { params: { job_id: job.id }, file: true });
  expect(paid.statusCode).toBe(200);
  const wrong = await api.call(calls.completeJobWithOtp, provider, { params: { job_id: job.id }, body: { otp: otp === '000000' ? '111111' : '000000' } });
  expect({ status: wrong.statusCode, issues: issuesByField(wrong) }).toEqual({ status: 400, issues: { otp: ['The one-time code is not correct'] } });
  const completed = await api.ok(calls.completeJobWithOtp, provider, { params: { job_id: job.id }, body: { otp } });
  expect(completed.status).toBe('completed');
  await api.ok(calls.reviewJob, customer, { body: { job_id: job.id, description: 'On time, careful', rating: 5 } }, 201);

  const story = await adminView(job.id);
  expect(actionsOf(story)).toEqual([
    'post',
    'notify_vendors',
    'counter_offer',
    'accept_counter_offer',
    'set_estimated_delivery',
    'start',
    'workflow_step_completed',
    'proof_of_work',
    'workflow_step_completed',
    'vendor_complete',
    'complete_payment',
    'customer_complete',
    'review',
  ]);
  expect(story).toMatchObject({
    status: 'completed',
    job_total_cost: 25000,
    serviceProvider: { email: 'ops@islandmovers.example.com' },
    review: { rating: 5 },
  });
  expect(story.documents.map((d) => d.relation_name).sort()).toEqual(['job', 'job_payment', 'job_proof_of_work']);
  // The files are the job's parties' (and admins'): another customer gets 404.
  const receipt = story.documents.find((d) => d.relation_name === 'job_payment')!;
  const asset = (session: Session) => t.request({ method: 'GET', url: `/api/v1/document/${receipt.id}/asset` }, session);
  expect([(await asset(provider)).statusCode, (await asset(admin)).statusCode, (await asset(await t.login('customer'))).statusCode]).toEqual([200, 200, 404]);
  expect(story.chats[0]!.chatMessages[0]!.offer).toMatchObject({ amount: 25000, status: 'accepted' });

  // Billing: once the period of the completion has closed, its sheet bills the job to the
  // (business) provider. A second app on the same database, its clock past the period's end.
  const later = await startTestApp({ db: t.db, clock: () => Date.now() + 70 * 24 * 3600 * 1000 });
  try {
    const laterApi = jobClient(later);
    const laterAdmin = await later.login('admin');
    const sheets = (await laterApi.ok(calls.listTransferSheets, laterAdmin, { query: 'size=3' })).items;
    const billed = [];
    for (const sheet of sheets) {
      const items = await laterApi.ok(calls.transferSheetItems, laterAdmin, { params: { id: sheet.id }, query: 'unpaginated=true' });
      billed.push(
        ...items.items.flatMap((i) => i.jobs.filter((j) => j.id === job.id).map((j) => ({ provider: i.billedServiceProvider?.email, cost: j.job_total_cost }))),
      );
    }
    expect(billed).toEqual([{ provider: 'ops@islandmovers.example.com', cost: 25000 }]);
  } finally {
    await later.close();
    // The later app dropped every session that has expired by its clock (cleanup at start): sign in again.
    admin = await t.login('admin');
  }
});

test('a regular job saved as a draft, posted, then cancelled while posted', async () => {
  const customer = await newCustomer();
  const subId = await api.subcategoryId(customer, 'regular', 'Home Repairs');
  const fields = { title: 'Leaking tap', job_description: 'The kitchen tap drips all night', job_subcategory_id: subId, job_type: 'regular' };
  const draft = await api.upload(calls.createCustomerJob, customer, { ...fields, save_as_draft: 'true' });
  const id = (draft.json().data as Job).id;
  expect((draft.json().data as Job).status).toBe('draft');
  const posted = await api.upload(calls.updateCustomerJob, customer, fields, { params: { id } });
  expect(posted.statusCode).toBe(200);
  expect((await api.ok(calls.cancelCustomerJob, customer, { body: { job_id: id } })).status).toBe('cancelled');

  const again = await api.call(calls.cancelCustomerJob, customer, { body: { job_id: id } });
  expect({ status: again.statusCode, title: errorBody(again).title, description: errorBody(again).description }).toEqual({
    status: 409,
    title: 'This job cannot do that in its current status',
    description: 'A job in status cancelled cannot cancel (docs/job-state-machine.md).',
  });
  const story = await adminView(id);
  expect(story.status).toBe('cancelled');
  expect(actionsOf(story)).toEqual(['save_as_draft', 'post', 'notify_vendors', 'cancel']);
});

test('an express job: an urgent alert, accepted at the budget, worked and completed with the code (cash: no payment step)', async () => {
  const customer = await newCustomer();
  const provider = await api.signIn('login/vendor', 'abdulla.fixit@example.com');
  const subId = await api.subcategoryId(customer, 'express', 'Home Repairs');
  const res = await api.upload(calls.createCustomerJob, customer, {
    title: 'Burst pipe',
    job_description: 'Water everywhere in the bathroom',
    job_subcategory_id: subId,
    job_type: 'express',
    job_estimated_budget: 60000,
  });
  const id = (res.json().data as Job).id;
  expect((await api.ok(calls.urgentJobNotifications, provider)).map((j) => j.id)).toContain(id);
  expect((await api.ok(calls.listJobAlerts, provider)).items.find((a) => a.job?.id === id)?.type).toBe('urgent-job');

  expect((await api.ok(calls.acceptJob, provider, { body: { job_id: id } })).status).toBe('vendor-accepted');
  await api.ok(calls.updateJobPrice, provider, { body: { job_id: id, price: 75000 } });
  const workflow = await api.ok(calls.providerJobWorkflow, provider, { params: { job_id: id } });
  for (const step of workflow.steps) await api.ok(calls.jobWorkflowAction, provider, { params: { job_id: id }, body: { action: step.slug } });
  const { otp } = await api.ok(calls.customerJobOtp, customer, { params: { job_id: id } });
  await api.ok(calls.completeJobWithOtp, provider, { params: { job_id: id }, body: { otp } });

  const story = await adminView(id);
  expect({ status: story.status, cost: story.job_total_cost, actions: actionsOf(story) }).toEqual({
    status: 'completed',
    cost: 75000,
    actions: [
      'post',
      'notify_vendors',
      'vendor_accept',
      'update_price',
      'start',
      'workflow_step_completed',
      'workflow_step_completed',
      'vendor_complete',
      'customer_complete',
    ],
  });
  expect((await api.ok(calls.listProviderJobs, provider, { query: 'state=completed' })).items.map((j) => j.id)).toContain(id);
});
