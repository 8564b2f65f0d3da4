import { calls, type Ticket } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import type { Session, TestApp } from '../testing/test-app';
import { startTicketsApp, type TicketsApp } from '../tickets/ticket-test-app';

let t: TestApp;
let admin: Session;
let ids: TicketsApp['ids'];
let subcategory: TicketsApp['subcategory'];
beforeAll(async () => {
  ({ t, admin, ids, subcategory } = await startTicketsApp());
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request({ method: 'POST', url: `/api/v1${url}`, payload }, admin);
const answer = async (url: string, payload: object) => {
  const res = await post(url, payload);
  expect(res.statusCode).toBe(200);
  return contractData(calls.bulkCloseTickets, res);
};
const newTicket = async (): Promise<Ticket> => {
  const res = await post('/tickets', {
    description: 'Bulk: the parcel never arrived.',
    ticket_subcategory_id: subcategory['Parcel delayed'],
    created_by_user_id: ids.customer,
  });
  expect(res.statusCode).toBe(201);
  return contractData(calls.createTicket, res);
};
const auditRows = (entity: string, action: string, id: number) =>
  t.db.query<{ id: number }>('select id from audit_events where entity_type = $1 and action = $2 and entity_id = $3', [entity, action, String(id)]);

describe('POST /bulk/tickets/close', () => {
  test('per record: closed ones 200, an already closed one 409 with who closed it, an unknown one 404; one audit event per closed ticket', async () => {
    const [a, b, closed] = [await newTicket(), await newTicket(), await newTicket()];
    expect((await post(`/ticket/close/${closed.id}`, {})).statusCode).toBe(200);
    const data = await answer('/bulk/tickets/close', { ids: [a.id, closed.id, b.id, 999_999] });
    expect(data).toMatchObject({ succeeded: 2, failed: 2 });
    expect(data.results).toEqual([
      { id: a.id, ok: true, status: 200 },
      { id: closed.id, ok: false, status: 409, message: 'The ticket is closed: it can no longer be changed. Closed by Mariyam Admin.' },
      { id: b.id, ok: true, status: 200 },
      { id: 999_999, ok: false, status: 404, message: expect.stringMatching(/does not exist/) },
    ]);
    for (const ticket of [a, b, closed]) expect(await auditRows('ticket', 'close', ticket.id)).toHaveLength(1);
  });

  test('a stale version is refused for that record only (412, who changed it); the others are closed', async () => {
    const [a, b] = [await newTicket(), await newTicket()];
    expect((await post('/ticket/assignment', { ticket_id: a.id, assigned_to_user_id: ids.admin })).statusCode).toBe(200);
    const data = await answer('/bulk/tickets/close', { ids: [a.id, b.id], versions: { [a.id]: a.version, [b.id]: b.version } });
    expect(data.results).toEqual([
      {
        id: a.id,
        ok: false,
        status: 412,
        message: 'Mariyam Admin changed this record after you opened it. Review their changes, then save yours again or keep theirs.',
      },
      { id: b.id, ok: true, status: 200 },
    ]);
    expect(await auditRows('ticket', 'close', a.id)).toHaveLength(0);
  });

  test('ids or match, not both nor neither; at most 1,000 ids', async () => {
    for (const body of [{}, { ids: [1], match: {} }]) {
      const res = await post('/bulk/tickets/close', body);
      expect(res.statusCode).toBe(400);
      expect(issuesByField(res).ids).toEqual(['Send either ids or match']);
    }
    const many = await post('/bulk/tickets/close', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(400);
    expect(issuesByField(many).ids).toEqual(['Select at most 1,000 records']);
  });
});

describe('POST /bulk/tickets/assign', () => {
  test('match selects what the list shows: every submitted ticket of the filter is assigned, one audit event each', async () => {
    const mine = [await newTicket(), await newTicket()];
    const shown = contractData(calls.listTickets, await t.request({ method: 'GET', url: '/api/v1/tickets?status=submitted&unpaginated=true' }, admin));
    expect(shown.items.length).toBeGreaterThanOrEqual(2);
    const data = await answer('/bulk/tickets/assign', { match: { status: 'submitted' }, assignee_id: ids.admin });
    expect(data.results.map((r) => r.id).sort()).toEqual(shown.items.map((i) => i.id).sort());
    expect(data).toMatchObject({ succeeded: shown.items.length, failed: 0 });
    for (const ticket of mine) expect(await auditRows('ticket', 'assign', ticket.id)).toHaveLength(1);
    const after = contractData(calls.listTickets, await t.request({ method: 'GET', url: '/api/v1/tickets?status=submitted' }, admin));
    expect(after.pagination.total_items).toBe(0);
  });

  test('a bad value of match is a 400 on match', async () => {
    const res = await post('/bulk/tickets/assign', { match: { status: 'lost' }, assignee_id: ids.admin });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['match.status']);
  });
});

describe('POST /bulk/<list>/active', () => {
  test('islands: match by atoll switches off exactly the islands the list shows for it; each an update event', async () => {
    const islands = (query: string) =>
      t.request({ method: 'GET', url: `/api/v1/islands?${query}&unpaginated=true` }, admin).then((res) => contractData(calls.listIslands, res).items);
    const atollId = (await islands('active=true'))[0]!.atoll_id;
    const shown = await islands(`atoll_id=${atollId}&active=true`);
    expect(shown.length).toBeGreaterThan(0);
    const data = await answer('/bulk/islands/active', { match: { atoll_id: atollId, active: true }, active: false });
    expect(data).toMatchObject({ succeeded: shown.length, failed: 0 });
    expect(await islands(`atoll_id=${atollId}&active=true`)).toEqual([]);
    for (const island of shown) expect(await auditRows('island', 'update', island.id)).toHaveLength(1);
  });

  test('job categories: deactivate 2 by id (the PUT keeps the name); an unknown id is a 404 for that record', async () => {
    const list = contractData(calls.listJobCategories, await t.request({ method: 'GET', url: '/api/v1/job-categories?active=true' }, admin));
    const [a, b] = list.items;
    const data = await answer('/bulk/job-categories/active', { ids: [a!.id, b!.id, 999_999], active: false });
    expect(data.results.map((r) => [r.id, r.status])).toEqual([
      [a!.id, 200],
      [b!.id, 200],
      [999_999, 404],
    ]);
    const after = contractData(calls.getJobCategory, await t.request({ method: 'GET', url: `/api/v1/job-category/${a!.id}` }, admin));
    expect(after).toMatchObject({ name: a!.name, active: false });
  });

  test('match over 1,000 records: 400 on match with the count, nothing changed', async () => {
    await t.db.query(`insert into job_categories (name) select 'Overflow ' || g from generate_series(1, 1001) g`);
    const res = await post('/bulk/job-categories/active', { match: { search: 'Overflow' }, active: false });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res).match).toEqual(['1,001 records match; a bulk action takes at most 1,000. Narrow the filters.']);
    const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from job_categories where name like 'Overflow %' and not active`);
    expect(row!.n).toBe(0);
  });

  test('delivery slots: the switch field is is_active; a bad body is a 400 on active', async () => {
    const res = await post('/bulk/delivery-slots/active', { ids: [1] });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['active']);
    const slots = contractData(calls.listDeliverySlots, await t.request({ method: 'GET', url: '/api/v1/delivery-slots' }, admin));
    const data = await answer('/bulk/delivery-slots/active', { ids: [slots.items[0]!.id], active: false });
    expect(data.results).toEqual([{ id: slots.items[0]!.id, ok: true, status: 200 }]);
    expect(errorBody(await post('/bulk/islands/active', { ids: [1], active: 'yes' })).title).toBe('Validation failed');
  });
});
