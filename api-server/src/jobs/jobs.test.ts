import { calls, JOB_STATUSES, type Job, type JobStatus } from '../contract';
import { contractData, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { DEMO_JOBS_PER_STATUS } from './seed';
import { transition } from './state-machine';

let t: TestApp;
let admin: Session;
let all: Job[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  all = contractData(calls.listJobs, await t.request({ method: 'GET', url: '/api/v1/jobs?unpaginated=true' }, admin)).items;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/jobs?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listJobs, res);
};

describe('GET /jobs', () => {
  test('newest first, 20 a page, every job with its related data (contract-checked)', async () => {
    const { items, pagination } = await list('');
    expect(items).toHaveLength(20);
    expect(pagination).toMatchObject({ current_page: 1, next_page: 2, previous_page: null, total_items: all.length });
    const times = items.map((j) => j.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const job of items) {
      expect(job.createdBy.id).toBeGreaterThan(0);
      expect(job.jobSubcategory.workflow.type).toBe(job.job_type);
      expect(job.jobSubcategory.jobCategory.name).toEqual(expect.any(String));
      expect(job.jobActions.length).toBeGreaterThan(0);
    }
  });

  test('the demo data has jobs in every status and of every job type', () => {
    const byStatus = new Map<string, number>();
    for (const job of all) byStatus.set(job.status, (byStatus.get(job.status) ?? 0) + 1);
    for (const status of JOB_STATUSES) expect(byStatus.get(status)).toBeGreaterThanOrEqual(DEMO_JOBS_PER_STATUS);
    expect(new Set(all.map((j) => j.job_type))).toEqual(new Set(['regular', 'express', 'delivery']));
  });

  test('every history replays through the state machine to the job status', () => {
    for (const job of all) {
      let status: JobStatus | null = null;
      for (const action of job.jobActions) status = transition(status, action.action as never);
      expect({ id: job.id, status }).toEqual({ id: job.id, status: job.status });
    }
  });

  test('related data follows the status', () => {
    for (const job of all) {
      // An offer leaves the job open to other providers (the offers live in the chats): the
      // provider is set when the customer accepts one, as the routes do (the seed goes through them).
      const engaged = !['draft', 'posted', 'vendor-notification', 'vendor-counter-offer', 'cancelled'].includes(job.status);
      expect({ id: job.id, provider: job.serviceProvider !== null }).toEqual({ id: job.id, provider: engaged });
      if (job.status === 'completed') expect(job.completed_at).not.toBeNull();
      if (job.review) expect(job.status).toBe('completed');
      if (job.job_type === 'delivery') expect(job.deliveryToIsland).toMatchObject({ id: job.delivery_to_island_id, atoll: { code: expect.any(String) } });
    }
    expect(all.some((j) => j.review && j.review.rating >= 1)).toBe(true);
    expect(all.some((j) => j.chats.length > 0)).toBe(true);
    expect(all.some((j) => j.businessLocation?.island.atoll.name)).toBe(true);
    // The customer and provider with phone numbers; chats with their messages and offers (cents).
    const engagedJob = all.find((j) => j.serviceProvider)!;
    expect(engagedJob.createdBy).toMatchObject({ name: expect.any(String), email: expect.any(String), phone_number: expect.any(String) });
    expect(engagedJob.serviceProvider).toHaveProperty('phone_number');
    const chats = all.flatMap((j) => j.chats);
    expect(chats.length).toBeGreaterThan(0);
    for (const chat of chats) {
      expect(chat.chatMessages.length).toBeGreaterThan(0);
      const times = chat.chatMessages.map((m) => m.created_at);
      expect([...times].sort()).toEqual(times);
    }
    const offers = chats.flatMap((c) => c.chatMessages).flatMap((m) => (m.offer ? [m.offer] : []));
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(Number.isInteger(offer.amount) && offer.amount > 0).toBe(true);
    const counterOffered = all.find((j) => j.status === 'vendor-counter-offer')!;
    expect(counterOffered.chats.flatMap((c) => c.chatMessages).some((m) => m.offer?.status === 'pending')).toBe(true);
    const proofs = all.flatMap((j) => j.documents).filter((d) => d.documentType?.slug === 'proof-of-work');
    expect(proofs.length).toBeGreaterThan(0);
    expect(proofs[0]).toMatchObject({ relation_name: 'job_proof_of_work', user: { id: expect.any(Number) } });
  });

  test('status: one or a comma list', async () => {
    const completed = await list('status=completed&unpaginated=true');
    expect(completed.items.length).toBeGreaterThan(0);
    expect(completed.items.filter((j) => j.status !== 'completed')).toEqual([]);
    expect(completed.pagination.total_items).toBe(all.filter((j) => j.status === 'completed').length);
    const two = await list('status=draft,cancelled&unpaginated=true');
    expect(new Set(two.items.map((j) => j.status))).toEqual(new Set(['draft', 'cancelled']));
  });

  test('jobIdList and job_type', async () => {
    const ids = all.slice(3, 6).map((j) => j.id);
    expect((await list(`jobIdList=${ids.join(',')}`)).items.map((j) => j.id).sort()).toEqual([...ids].sort());
    const express = await list('job_type=express&unpaginated=true');
    expect(express.items.length).toBeGreaterThan(0);
    expect(express.items.filter((j) => j.job_type !== 'express')).toEqual([]);
  });

  test('search: title, description or id', async () => {
    const target = all[10]!;
    expect((await list(`search=${target.id}`)).items.map((j) => j.id)).toContain(target.id);
    const word = 'Urgent';
    const urgent = await list(`search=${word.toLowerCase()}&unpaginated=true`);
    expect(urgent.items.length).toBeGreaterThan(0);
    expect(urgent.items.every((j) => `${j.title} ${j.job_description}`.toLowerCase().includes('urgent') || String(j.id) === word)).toBe(true);
    expect((await list('search=%25_nothing_%25')).pagination).toMatchObject({ total_items: 0, total_pages: 0 });
  });

  test('pagination edges', async () => {
    const size = 7;
    const last = Math.ceil(all.length / size);
    expect((await list(`size=${size}&page=${last}`)).pagination).toMatchObject({
      next_page: null,
      previous_page: last - 1,
      record_count: all.length - (last - 1) * size,
    });
    expect((await list(`size=${size}&page=${last + 2}`)).pagination).toMatchObject({ record_count: 0, previous_page: last, current_page: last + 2 });
    expect((await list('jobIdList=999999')).pagination).toMatchObject({ total_items: 0, total_pages: 0, next_page: null, previous_page: null });
  });

  test('bad filters are 400 on their parameter', async () => {
    for (const [query, field] of [
      ['status=posted,lost', 'status'],
      ['jobIdList=1,x', 'jobIdList'],
      ['job_type=slow', 'job_type'],
      ['size=0', 'size'],
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/v1/jobs?${query}` }, admin);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(issuesByField(res)).map((k) => k.split('.')[0])).toEqual([field]);
    }
  });

  test('related data costs the same few statements whatever the page size (no N+1)', async () => {
    const spy = jest.spyOn(t.db, 'query');
    await list('size=2');
    const small = spy.mock.calls.length;
    spy.mockClear();
    await list('size=60');
    const large = spy.mock.calls.length;
    spy.mockRestore();
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(10);
  });

  test('unpaginated is refused past 500 matches', async () => {
    await t.db.query(`insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
      select 'Bulk ' || g, 'Bulk job', job_type, 'draft', job_subcategory_id, created_by from jobs, generate_series(1, 8) g where jobs.id <= 70`);
    const res = await t.request({ method: 'GET', url: '/api/v1/jobs?unpaginated=true' }, admin);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({ unpaginated: ['Too many jobs to list at once: narrow the filter or use pages (at most 500)'] });
    expect((await list('unpaginated=true&search=Bulk 1')).items.length).toBeLessThanOrEqual(500);
  });
});
