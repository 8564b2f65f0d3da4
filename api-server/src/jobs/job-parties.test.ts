import type { InjectOptions } from 'fastify';
import { errorBody, issuesByField } from '../testing/expect-contract';
import { startTestApp, type Session, type TestApp } from '../testing/test-app';
import { fieldsForm, HTML, multipartForm, PNG } from '../tickets/test-form';

/**
 * Spec §6 for the job calls, beyond the route matrix's one row per route: the demo customer
 * with another customer's job, the demo provider with another provider's job and chat, all 404
 * (as records that do not exist), and a provider refused (403) on a category it is not approved
 * for. Then spec §5's validation messages on the job inputs.
 */
let t: TestApp;
let customer: Session;
let provider: Session;
/** Seeded records of other parties (found, not written). */
let otherCustomersJob: number;
let otherProvidersJob: number;
let otherChat: number;
let otherOfferMessage: number;
let unapprovedJob: number;

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.login('customer');
  provider = await t.login('provider');
  const one = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
  const demo = "(select id from users where lower(email) in ('customer@example.com', 'provider@example.com'))";
  otherCustomersJob = await one(`select min(id) as id from jobs where created_by not in ${demo}`);
  otherProvidersJob = await one(
    `select min(id) as id from jobs where service_provider_id is not null and service_provider_id not in ${demo} and status = 'in-progress'`,
  );
  otherChat = await one(`select min(id) as id from chats where customer_id not in ${demo} and service_provider_id not in ${demo}`);
  otherOfferMessage =
    await one(`select min(o.chat_message_id) as id from chat_message_offers o join chat_messages m on m.id = o.chat_message_id join chats c on c.id = m.chat_id
    where c.customer_id not in ${demo} and c.service_provider_id not in ${demo}`);
  unapprovedJob = await one(`select min(j.id) as id from jobs j join job_subcategories s on s.id = j.job_subcategory_id
    where j.status in ('posted', 'vendor-notification') and j.service_provider_id is null
    and s.job_category_id not in (select job_category_id from service_provider_applications where status = 'approved' and user_id in ${demo})`);
});
afterAll(() => t.close());

const form = fieldsForm({ title: 'Not mine', job_description: 'Someone else job', job_subcategory_id: 21, job_type: 'regular' });
const png = { name: 'file', filename: 'p.png', type: 'image/png', data: PNG };
const fileForm = multipartForm([{ name: 'document_type_id', value: '1' }, png]);
const paymentForm = multipartForm([png]);
type Req = { method: InjectOptions['method']; url: string; payload?: unknown; headers?: Record<string, string> };

const customerRequests = (): Array<[string, Req]> => [
  ['read', { method: 'GET', url: `/api/v1/customer-jobs/${otherCustomersJob}` }],
  ['workflow', { method: 'GET', url: `/api/v1/job/customer-workflow/${otherCustomersJob}` }],
  ['code', { method: 'GET', url: `/api/v1/job/customer-otp/${otherCustomersJob}` }],
  ['delete', { method: 'DELETE', url: `/api/v1/customer-jobs/${otherCustomersJob}` }],
  ['update', { method: 'POST', url: `/api/v1/customer-jobs/update/${otherCustomersJob}`, payload: form.payload, headers: form.headers }],
  ['cancel', { method: 'POST', url: '/api/v1/job/cancel-customer-job', payload: { job_id: otherCustomersJob } }],
  ['payment', { method: 'POST', url: `/api/v1/job/complete-payment/${otherCustomersJob}`, payload: paymentForm.payload, headers: paymentForm.headers }],
  ['review', { method: 'POST', url: '/api/v1/job/review', payload: { job_id: otherCustomersJob, description: 'Not mine', rating: 4 } }],
  ['chat about it', { method: 'POST', url: '/api/v1/job-chats', payload: { job_id: otherCustomersJob, title: 'Hello', details: 'Not my job at all' } }],
];

const providerRequests = (): Array<[string, Req]> => [
  ['read', { method: 'GET', url: `/api/v1/service-provider-jobs/${otherProvidersJob}` }],
  ['workflow', { method: 'GET', url: `/api/v1/service-provider-job-workflow/${otherProvidersJob}` }],
  ['workflow step', { method: 'POST', url: `/api/v1/job/workflow-actions/${otherProvidersJob}`, payload: { action: 'work-done' } }],
  ['estimated delivery', { method: 'PATCH', url: `/api/v1/job/estimated-delivery/${otherProvidersJob}`, payload: { date_of_delivery: '2026-12-30' } }],
  ['proof of work', { method: 'POST', url: `/api/v1/job/proof-of-work/${otherProvidersJob}`, payload: fileForm.payload, headers: fileForm.headers }],
  ['code', { method: 'POST', url: `/api/v1/job/otp/${otherProvidersJob}`, payload: { otp: '123456' } }],
  ['price', { method: 'POST', url: '/api/v1/job/update-price', payload: { job_id: otherProvidersJob, price: 100 } }],
  ['accept a taken job', { method: 'POST', url: '/api/v1/job/accept', payload: { job_id: otherProvidersJob } }],
];

const chatRequests = (): Array<[string, Req]> => [
  ['messages', { method: 'GET', url: `/api/v1/job-chat-messages/${otherChat}` }],
  ['recipient', { method: 'GET', url: `/api/v1/chat/recipient/${otherChat}` }],
  ['message', { method: 'POST', url: '/api/v1/job/message', ...formOf({ chat_id: otherChat, message: 'Hi' }) }],
  ['offer decision', { method: 'PATCH', url: `/api/v1/job/message/offer/${otherOfferMessage}`, payload: { status: 'rejected' } }],
];
const formOf = (fields: Record<string, string | number>) => {
  const f = fieldsForm(fields);
  return { payload: f.payload, headers: f.headers };
};

test.each([0, 1, 2, 3, 4, 5, 6, 7, 8])("another customer's job answers 404 to the demo customer (request %i)", async (i) => {
  const [name, req] = customerRequests()[i]!;
  const res = await t.request(req as InjectOptions, customer);
  expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
});

test.each([0, 1, 2, 3, 4, 5, 6, 7])("another provider's job answers 404 to the demo provider (request %i)", async (i) => {
  const [name, req] = providerRequests()[i]!;
  const res = await t.request(req as InjectOptions, provider);
  expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
});

test.each([0, 1, 2, 3])("another provider's chat answers 404 to the demo provider and the demo customer (request %i)", async (i) => {
  const [name, req] = chatRequests()[i]!;
  for (const session of [provider, customer]) {
    const res = await t.request(req as InjectOptions, session);
    expect({ name, status: res.statusCode }).toEqual({ name, status: 404 });
  }
});

test('a provider cannot take a job of a category it is not approved for (403)', async () => {
  const res = await t.request({ method: 'POST', url: '/api/v1/job/accept', payload: { job_id: unapprovedJob } }, provider);
  expect({ status: res.statusCode, title: errorBody(res).title }).toEqual({ status: 403, title: 'Not approved for this category' });
});

test('an illegal transition is a 409 that names the status and the action', async () => {
  const [done] = await t.db.query<{ id: number }>(
    "select id from jobs where status = 'completed' and created_by = (select id from users where email = 'customer@example.com') order by id limit 1",
  );
  const res = await t.request({ method: 'POST', url: '/api/v1/job/cancel-customer-job', payload: { job_id: done!.id } }, customer);
  const { title, description } = errorBody(res);
  expect({ status: res.statusCode, title, description }).toEqual({
    status: 409,
    title: 'This job cannot do that in its current status',
    description: 'A job in status completed cannot cancel (docs/job-state-machine.md).',
  });
});

test('a job upload goes through the upload rules: a file that is not PNG, JPEG, WebP or PDF is refused and nothing is kept', async () => {
  const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from jobs');
  const f = multipartForm([
    { name: 'title', value: 'Web page job' },
    { name: 'job_description', value: 'With a page attached' },
    { name: 'job_subcategory_id', value: '21' },
    { name: 'job_type', value: 'regular' },
    { name: 'file', filename: 'page.png', type: 'image/png', data: HTML },
  ]);
  const res = await t.request({ method: 'POST', url: '/api/v1/customer-jobs', payload: f.payload, headers: f.headers }, customer);
  expect({ status: res.statusCode, issues: issuesByField(res) }).toEqual({ status: 415, issues: { file: ['Only PNG, JPEG, WebP and PDF files are allowed'] } });
  const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from jobs');
  expect(after!.n).toBe(before!.n);
});

describe('spec §5 messages', () => {
  const post = (url: string, payload: unknown, session: Session) =>
    t.request({ method: 'POST', url: `/api/v1/${url}`, payload: payload as InjectOptions['payload'] }, session);
  const postForm = (url: string, fields: Record<string, string | number>, session: Session) => {
    const f = fieldsForm(fields);
    return t.request({ method: 'POST', url: `/api/v1/${url}`, payload: f.payload, headers: f.headers }, session);
  };

  test('customer job: the text "null" is an empty title; a subcategory is required', async () => {
    const res = await postForm('customer-jobs', { title: 'null', job_description: 'Fix', job_type: 'regular' }, customer);
    expect(issuesByField(res)).toEqual({
      title: ['Title must be at least 4 characters'],
      job_description: ['Job description must be at least 5 characters'],
      job_subcategory_id: ['Please Select a value'],
    });
  });

  test('provider offer of a delivery job: item type, drop-off island and address', async () => {
    const res = await postForm(
      'service-provider/offer',
      { title: 'Parcel run', job_description: 'Parcel to Male', job_subcategory_id: 10, job_type: 'delivery', customer_id: 2 },
      provider,
    );
    expect(issuesByField(res)).toEqual({
      delivery_item_type: ['Please Select a value'],
      delivery_to_island_id: ['Please Select a value'],
      delivery_to_address: ['Please provide the drop-off address'],
    });
  });

  test('code, price, review, chat and offer rules', async () => {
    expect(issuesByField(await post('job/otp/1', { otp: '123' }, provider))).toEqual({ otp: ['OTP must be at least 6 characters'] });
    expect(issuesByField(await post('job/update-price', { job_id: 1, price: 0 }, provider))).toEqual({ price: ['Price must be greater than 0'] });
    expect(issuesByField(await post('job/review', { job_id: 1, description: 'ok', rating: 6 }, customer))).toEqual({
      description: ['Description must be at least 3 characters'],
      rating: ['Rating must be at most 5'],
    });
    expect(issuesByField(await post('job-chats', { job_id: 1, title: 'A', details: 'Hi' }, customer))).toEqual({
      title: ['Title must be at least 2 characters'],
      details: ['Details must be at least 5 characters'],
    });
    expect(issuesByField(await post('job/message/offer', { chat_id: 1, message: ' ', amount: 1, description: 'Few' }, provider))).toEqual({
      message: ['Message is required'],
      amount: ['Amount must be greater than 1'],
      description: ['Description must be at least 5 characters'],
    });
  });
});
