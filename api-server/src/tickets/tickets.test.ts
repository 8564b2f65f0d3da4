import { calls, type Ticket } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { expectPagesOfWhole } from '../testing/page-slices';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { fieldsForm } from './test-form';

let t: TestApp;
let admin: Session;
let ids: { admin: number; customer: number; provider: number };
let subcategory: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const users = await t.db.query<{ id: number; email: string }>('select id, email from users');
  const id = (email: string) => users.find((u) => u.email === email)!.id;
  ids = { admin: id('admin@example.com'), customer: id('customer@example.com'), provider: id('provider@example.com') };
  const subs = contractData(calls.listTicketSubcategories, await t.request({ method: 'GET', url: '/api/v1/ticket/subcategories?unpaginated=true' }, admin));
  subcategory = Object.fromEntries(subs.items.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/v1/tickets?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listTickets, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/tickets', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/tickets/${id}`, payload }, admin);
const assign = (payload: object) => t.request({ method: 'POST', url: '/api/v1/ticket/assignment', payload }, admin);
const unassign = (ticketId: number) => t.request({ method: 'POST', url: '/api/v1/ticket/unassign', payload: { ticket_id: ticketId } }, admin);
const close = (ticketId: number) => t.request({ method: 'POST', url: `/api/v1/ticket/close/${ticketId}` }, admin);
const remove = (ticketId: number) => t.request({ method: 'DELETE', url: `/api/v1/ticket?ticket_id=${ticketId}` }, admin);
const newTicket = async (extra: object = {}): Promise<Ticket> => {
  const res = await create({
    description: 'The parcel never arrived in Maafushi.',
    ticket_subcategory_id: subcategory['Parcel delayed'],
    created_by_user_id: ids.customer,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return contractData(calls.createTicket, res);
};

describe('list', () => {
  test('36 seeded tickets, newest first, each with subcategory, category, creator, assignments and chats', async () => {
    const { items, pagination } = await list();
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 2, total_items: 36, record_count: 20, current_page: 1 });
    const times = items.map((i) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const first = items.find((i) => i.id === 1)!;
    expect(first).toMatchObject({
      reference_no: expect.stringMatching(/^TCK-\d{4}-\d{6}$/),
      type: 'CUSTOMER',
      status: 'submitted',
      assigned_to_user_id: null,
      closed_at: null,
      ticketSubcategory: { title: 'Parcel delayed', ticketCategory: { title: 'Delivery', category_type: 'ALL' } },
      createdBy: { id: ids.customer, type: 'CUSTOMER', name: 'Aishath Customer', email: 'customer@example.com' },
      assignedToUser: null,
      ticketAssignments: [],
      documents: [],
      chats: [{ id: expect.any(Number), ticket_id: 1, status: 'open', message_count: 1, last_message_at: expect.any(String) }],
    });
    const held = items.find((i) => i.id === 4)!;
    expect(held.documents).toEqual([
      expect.objectContaining({
        file_original_name: 'front-door.jpg',
        mime: 'image/jpeg',
        relation_name: 'ticket',
        relation_id: 4,
        user: expect.objectContaining({ email: 'customer@example.com' }),
      }),
    ]);
    expect(held.ticketAssignments).toEqual([
      {
        id: expect.any(Number),
        remarks: 'Please handle',
        assigned_to_user_id: ids.admin,
        assigned_at: expect.any(String),
        unassigned_at: null,
        assignedToUser: expect.objectContaining({ id: ids.admin, type: 'ADMIN' }),
        assignedBy: expect.objectContaining({ id: ids.admin }),
      },
    ]);
  });

  test('every status is seeded; closed tickets have closed_at and closed chats', async () => {
    for (const status of ['submitted', 'in-progress', 'closed'] as const) {
      const { items, pagination } = await list(`status=${status}&unpaginated=true`);
      expect(pagination.total_items).toBeGreaterThanOrEqual(10);
      expect(items).toHaveLength(pagination.total_items);
      expect(items.filter((i) => i.status !== status)).toEqual([]);
      if (status === 'closed') {
        expect(items.filter((i) => !i.closed_at)).toEqual([]);
        const chats = items.flatMap((i) => i.chats);
        expect(chats.length).toBeGreaterThan(0);
        expect(chats.filter((c) => c.status !== 'closed')).toEqual([]);
      }
    }
  });

  test.each([
    ['first page', 'size=10&page=1', { next_page: 2, previous_page: null, total_pages: 4, record_count: 10, current_page: 1 }],
    ['middle page', 'size=10&page=2', { next_page: 3, previous_page: 1, total_pages: 4, record_count: 10, current_page: 2 }],
    ['last, partial page', 'size=10&page=4', { next_page: null, previous_page: 3, total_pages: 4, record_count: 6, current_page: 4 }],
    ['beyond the last page', 'size=10&page=9', { next_page: null, previous_page: 4, total_pages: 4, record_count: 0, current_page: 9 }],
    ['one per page', 'size=1&page=36', { next_page: null, previous_page: 35, total_pages: 36, record_count: 1, current_page: 36 }],
    ['unpaginated', 'unpaginated=true&page=3', { next_page: null, previous_page: null, total_pages: 1, record_count: 36, current_page: 1 }],
    ['empty result', 'search=no-such-ticket', { next_page: null, previous_page: null, total_pages: 0, record_count: 0, current_page: 1 }],
    ['beyond an empty result', 'search=no-such-ticket&page=3', { next_page: null, previous_page: 1, total_pages: 0, record_count: 0, current_page: 3 }],
  ])('pagination: %s', async (_name, query, expected) => {
    const { items, pagination } = await list(query);
    expect(pagination).toMatchObject(expected);
    expect(items).toHaveLength(expected.record_count);
  });

  test("each filter's pages are slices of its whole list, with its total (read with the page, or apart when the page is empty)", async () => {
    const delivery = (await list('unpaginated=true')).items.find((i) => i.id === 1)!.ticketSubcategory.ticket_category_id;
    const filters = [
      '',
      'status=in-progress',
      'status=closed',
      'assigned_to_user_id=unassigned',
      `assigned_to_user_id=${ids.admin}`,
      'status=submitted&assigned_to_user_id=unassigned',
      'type=SERVICE_PROVIDER',
      `created_by_user_id=${ids.customer}`,
      `ticket_category_id=${delivery}&status=in-progress`,
      'created_by_user_id=999999',
    ];
    const [{ n: inProgress }] = (await t.db.query<{ n: number }>("select count(*)::int as n from tickets where status = 'in-progress'")) as [{ n: number }];
    expect(inProgress).toBeGreaterThan(5);
    for (const filter of filters) {
      const whole = (await list(`${filter}&unpaginated=true`)).items.map((i) => i.id);
      if (filter === 'status=in-progress') expect(whole).toHaveLength(inProgress);
      await expectPagesOfWhole(filter, whole, 5, (page, size) => list(`${filter}&size=${size}&page=${page}`));
    }
  });

  test('pages do not overlap and cover every ticket once', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) seen.push(...(await list(`size=10&page=${page}`)).items.map((i) => i.id));
    expect(new Set(seen).size).toBe(36);
  });

  test.each([
    ['page=0', 'page'],
    ['size=101', 'size'],
    ['status=open', 'status'],
    ['assigned_to_user_id=nobody', 'assigned_to_user_id'],
    ['type=VENDOR', 'type'],
  ])('a bad query (%s) is a 400 on its parameter', async (query, field) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/tickets?${query}` }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual([field]);
  });

  test('filters: assignee, unassigned, category, subcategory, creator, type', async () => {
    const mine = await list(`assigned_to_user_id=${ids.admin}&unpaginated=true`);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.filter((i) => i.assigned_to_user_id !== ids.admin || i.assignedToUser?.id !== ids.admin)).toEqual([]);
    const unassigned = await list('assigned_to_user_id=unassigned&unpaginated=true');
    expect(unassigned.items.length).toBeGreaterThan(0);
    expect(unassigned.items.filter((i) => i.assigned_to_user_id !== null)).toEqual([]);
    const assigned = await t.db.query<{ n: number }>('select count(*)::int as n from tickets where assigned_to_user_id is not null');
    expect(assigned[0]!.n + unassigned.pagination.total_items).toBe(36);
    const admins = await t.db.query('select distinct assigned_to_user_id from tickets where assigned_to_user_id is not null');
    expect(admins.length).toBeGreaterThan(1);
    const unassignedSubmitted = await list('assigned_to_user_id=unassigned&status=submitted&unpaginated=true');
    expect(unassignedSubmitted.items.length).toBeGreaterThan(0);
    expect(unassignedSubmitted.items.filter((i) => i.status !== 'submitted' || i.assigned_to_user_id !== null)).toEqual([]);

    const delivery = (await list('unpaginated=true')).items.find((i) => i.id === 1)!.ticketSubcategory.ticket_category_id;
    const byCategory = await list(`ticket_category_id=${delivery}&unpaginated=true`);
    expect(byCategory.items.length).toBeGreaterThan(0);
    expect(byCategory.items.filter((i) => i.ticketSubcategory.ticketCategory.title !== 'Delivery')).toEqual([]);
    const bySub = await list(`ticket_subcategory_id=${subcategory['Payout details']}&unpaginated=true`);
    expect(bySub.items.map((i) => i.id)).toContain(3);
    expect(bySub.items.filter((i) => i.ticket_subcategory_id !== subcategory['Payout details'])).toEqual([]);

    const providers = await list(`created_by_user_id=${ids.provider}&unpaginated=true`);
    expect(providers.items.length).toBeGreaterThan(0);
    expect(providers.items.filter((i) => i.createdBy?.id !== ids.provider || i.type !== 'SERVICE_PROVIDER')).toEqual([]);
    expect((await list('type=SERVICE_PROVIDER')).pagination.total_items).toBe(providers.pagination.total_items);
  });

  test('search: reference number, description, creator name or e-mail', async () => {
    const [one] = (await list()).items;
    expect((await list(`search=${one!.reference_no.toLowerCase()}`)).items.map((i) => i.id)).toEqual([one!.id]);
    expect((await list('search=2%20hours%20express')).items.map((i) => i.id)).toEqual([1]);
    expect((await list('search=double')).items).toEqual([]);
    const byName = await list('search=ibrahim&unpaginated=true');
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.filter((i) => i.createdBy?.name !== 'Ibrahim Provider')).toEqual([]);
    expect((await list('search=provider@example.com')).pagination.total_items).toBe(byName.pagination.total_items);
    expect((await list('search=100%25')).items).toEqual([]);
  });
});

describe('create', () => {
  test('for a user: reference number, type of the creator, a chat, toast with the reference', async () => {
    const res = await create({
      description: '  Provider asked for cash instead of card.  ',
      ticket_subcategory_id: subcategory['Refund request'],
      created_by_user_id: ids.provider,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const ticket = contractData(calls.createTicket, res);
    expect(body.title).toBe('Ticket created');
    expect(body.description).toBe(`Reference ${ticket.reference_no}`);
    expect(ticket).toMatchObject({
      reference_no: expect.stringMatching(/^TCK-20\d\d-\d{6}$/),
      description: 'Provider asked for cash instead of card.',
      type: 'SERVICE_PROVIDER',
      status: 'submitted',
      createdBy: { id: ids.provider },
      assigned_to_user_id: null,
      ticketAssignments: [],
      chats: [{ title: ticket.reference_no, details: 'Provider asked for cash instead of card.', status: 'open', message_count: 0, last_message_at: null }],
    });
  });

  test("without created_by_user_id the ticket is the admin's own; references are unique and increasing", async () => {
    const a = await newTicket({ created_by_user_id: undefined });
    const b = await newTicket();
    expect(a).toMatchObject({ type: 'ADMIN', createdBy: { id: ids.admin } });
    expect(a.reference_no).not.toBe(b.reference_no);
    expect(Number(b.reference_no.slice(-6))).toBe(Number(a.reference_no.slice(-6)) + 1);
  });

  test.each([
    [{ description: 'abcd' }, { description: ['Description must be at least 5 characters'] }],
    [{ description: '    abc    ' }, { description: ['Description must be at least 5 characters'] }],
    [{ description: undefined }, { description: ['Description must be at least 5 characters'] }],
    [{ ticket_subcategory_id: 0 }, { ticket_subcategory_id: ['Please Select a value'] }],
    [{ created_by_user_id: -1 }, { created_by_user_id: ['Please Select a value'] }],
    [{ status: 'closed' }, { _: ['Unrecognized key: "status"'] }],
  ])('validation: %j', async (change, expected) => {
    const res = await create({ description: 'Valid description', ticket_subcategory_id: subcategory['Parcel delayed'], ...change });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('unknown or inactive subcategory, unknown user: 400 on the field', async () => {
    const base = { description: 'Valid description', ticket_subcategory_id: subcategory['Parcel delayed'] };
    expect(issuesByField(await create({ ...base, ticket_subcategory_id: 999_999 }))).toEqual({
      ticket_subcategory_id: ['The selected subcategory does not exist'],
    });
    const [retired] = await t.db.query<{ id: number }>("select id from ticket_subcategories where title = 'Ferry timing'");
    expect(issuesByField(await create({ ...base, ticket_subcategory_id: retired!.id }))).toEqual({
      ticket_subcategory_id: ['The selected subcategory is not active'],
    });
    expect(issuesByField(await create({ ...base, created_by_user_id: 999_999 }))).toEqual({ created_by_user_id: ['The selected user does not exist'] });
  });
});

describe('update (PATCH)', () => {
  test('description and subcategory; an empty patch changes nothing', async () => {
    const ticket = await newTicket();
    const res = await update(ticket.id, { description: 'Parcel found at the Hulhumalé depot.', ticket_subcategory_id: subcategory['Wrong drop-off address'] });
    expect(res.json().title).toBe('Ticket updated');
    expect(contractData(calls.updateTicket, res)).toMatchObject({
      description: 'Parcel found at the Hulhumalé depot.',
      ticketSubcategory: { title: 'Wrong drop-off address' },
      status: 'submitted',
    });
    expect(contractData(calls.updateTicket, await update(ticket.id, {}))).toMatchObject({ description: 'Parcel found at the Hulhumalé depot.' });
    expect(issuesByField(await update(ticket.id, { description: 'bad' }))).toEqual({ description: ['Description must be at least 5 characters'] });
    expect(issuesByField(await update(ticket.id, { ticket_subcategory_id: 999_999 }))).toEqual({
      ticket_subcategory_id: ['The selected subcategory does not exist'],
    });
  });

  test('status moves forward: submitted -> in-progress -> closed (closing closes the chats)', async () => {
    const ticket = await newTicket();
    expect(contractData(calls.updateTicket, await update(ticket.id, { status: 'in-progress' }))).toMatchObject({ status: 'in-progress', closed_at: null });
    expect(contractData(calls.updateTicket, await update(ticket.id, { status: 'in-progress' }))).toMatchObject({ status: 'in-progress' });
    const closed = contractData(calls.updateTicket, await update(ticket.id, { status: 'closed' }));
    expect(closed).toMatchObject({ status: 'closed', closed_at: expect.any(String), chats: [expect.objectContaining({ status: 'closed' })] });
  });

  test('submitted -> closed directly is allowed', async () => {
    const ticket = await newTicket();
    expect(contractData(calls.updateTicket, await update(ticket.id, { status: 'closed' }))).toMatchObject({ status: 'closed' });
  });

  test('going back is a 409 on status; a closed ticket is read-only (no reopening)', async () => {
    const ticket = await newTicket();
    await update(ticket.id, { status: 'in-progress' });
    const back = await update(ticket.id, { status: 'submitted' });
    expect(back.statusCode).toBe(409);
    expect(errorBody(back).title).toBe('Invalid status change');
    expect(issuesByField(back)).toEqual({ status: ['A ticket cannot go back to an earlier status'] });
    await update(ticket.id, { status: 'closed' });
    for (const patch of [{ status: 'in-progress' }, { status: 'closed' }, { description: 'Trying to edit a closed ticket' }]) {
      const res = await update(ticket.id, patch);
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).title).toBe('Ticket is closed');
    }
  });

  test('404 for an unknown ticket; 400 for a bad status', async () => {
    expect(errorBody(await update(999_999, { description: 'Nobody is here' })).title).toBe('Ticket not found');
    expect(issuesByField(await update(1, { status: 'reopened' }))).toEqual({ status: ['Please Select a value'] });
  });
});

describe('assignment', () => {
  test('assign to an admin: a submitted ticket moves to in-progress; the assignment keeps its remarks', async () => {
    const ticket = await newTicket();
    const res = await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin, remarks: 'Call the customer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Ticket assigned', description: 'Assigned to Mariyam Admin' });
    expect(contractData(calls.assignTicket, res)).toMatchObject({
      status: 'in-progress',
      assigned_to_user_id: ids.admin,
      assignedToUser: { id: ids.admin },
      ticketAssignments: [{ remarks: 'Call the customer', assigned_to_user_id: ids.admin, unassigned_at: null, assignedBy: { id: ids.admin } }],
    });
  });

  test('reassigning ends the previous assignment and keeps the history, newest first', async () => {
    const [{ id: second }] = (await t.db.query<{ id: number }>(
      "insert into users (type, name, email, password_hash) values ('ADMIN', 'Hassan Support', 'hassan.support@example.com', 'x') returning id",
    )) as [{ id: number }];
    const ticket = await newTicket();
    await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    const moved = contractData(calls.assignTicket, await assign({ ticket_id: ticket.id, assigned_to_user_id: second, remarks: 'Escalated' }));
    expect(moved.assigned_to_user_id).toBe(second);
    expect(moved.ticketAssignments.map((a) => [a.assigned_to_user_id, a.remarks, a.unassigned_at === null])).toEqual([
      [second, 'Escalated', true],
      [ids.admin, null, false],
    ]);
    expect((await list(`assigned_to_user_id=${second}`)).items.map((i) => i.id)).toEqual([ticket.id]);
  });

  test('only admins can be assigned (400 on the field); unknown users too; the same admin twice is a 409', async () => {
    const ticket = await newTicket();
    const customer = await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.customer });
    expect(customer.statusCode).toBe(400);
    expect(issuesByField(customer)).toEqual({ assigned_to_user_id: ['Tickets can only be assigned to admins'] });
    expect(issuesByField(await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.provider }))).toEqual({
      assigned_to_user_id: ['Tickets can only be assigned to admins'],
    });
    expect(issuesByField(await assign({ ticket_id: ticket.id, assigned_to_user_id: 999_999 }))).toEqual({
      assigned_to_user_id: ['The selected user does not exist'],
    });
    await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    const twice = await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    expect(twice.statusCode).toBe(409);
    expect(issuesByField(twice)).toEqual({ assigned_to_user_id: ['The ticket is already assigned to this admin'] });
    // Nothing changed by the refused calls.
    expect((await list(`search=${ticket.reference_no}`)).items[0]!.ticketAssignments).toHaveLength(1);
  });

  test('validation, unknown ticket, closed ticket', async () => {
    expect(issuesByField(await assign({ assigned_to_user_id: ids.admin }))).toEqual({ ticket_id: ['Please Select a value'] });
    expect((await assign({ ticket_id: 999_999, assigned_to_user_id: ids.admin })).statusCode).toBe(404);
    const ticket = await newTicket();
    await close(ticket.id);
    const res = await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('Ticket is closed');
  });

  test('unassign ends the assignment and keeps the status; unassigning twice is a 409', async () => {
    const ticket = await newTicket();
    await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    const res = await unassign(ticket.id);
    expect(res.json().title).toBe('Ticket unassigned');
    const data = contractData(calls.unassignTicket, res);
    expect(data).toMatchObject({ status: 'in-progress', assigned_to_user_id: null, assignedToUser: null });
    expect(data.ticketAssignments[0]!.unassigned_at).toEqual(expect.any(String));
    const again = await unassign(ticket.id);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).title).toBe('Ticket is not assigned');
    expect((await unassign(999_999)).statusCode).toBe(404);
  });
});

describe('close and delete', () => {
  test('close: 200 with a toast, closed_at set, chats closed; closing again is a 409; unknown is a 404', async () => {
    const ticket = await newTicket();
    const res = await close(ticket.id);
    expect(res.json().title).toBe('Ticket closed');
    expect(contractData(calls.closeTicket, res)).toMatchObject({
      status: 'closed',
      closed_at: expect.any(String),
      chats: [expect.objectContaining({ status: 'closed' })],
    });
    const again = await close(ticket.id);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ title: 'Ticket is closed' });
    expect((await close(999_999)).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/v1/ticket/close/abc' }, admin)).statusCode).toBe(400);
  });

  test('delete by query: the ticket, its assignments, chats, messages and documents go', async () => {
    const ticket = await newTicket();
    await assign({ ticket_id: ticket.id, assigned_to_user_id: ids.admin });
    const message = await t.request(
      { method: 'POST', url: '/api/v1/ticket/message', ...fieldsForm({ chat_id: ticket.chats[0]!.id, message: 'Before deletion' }) },
      admin,
    );
    expect(message.statusCode).toBe(201);
    const res = await remove(ticket.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Ticket deleted');
    expect(contractData(calls.deleteTicket, res)).toEqual({ id: ticket.id });
    expect((await list(`search=${ticket.reference_no}`)).items).toEqual([]);
    for (const table of ['ticket_assignments', 'ticket_chats']) {
      expect(await t.db.query(`select 1 from ${table} where ticket_id = $1`, [ticket.id])).toEqual([]);
    }
    expect(await t.db.query('select 1 from ticket_chat_messages where ticket_chat_id = $1', [ticket.chats[0]!.id])).toEqual([]);
    expect((await remove(ticket.id)).statusCode).toBe(404);
  });

  test('delete without ticket_id is a 400 on ticket_id', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/v1/ticket' }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['ticket_id']);
  });
});
