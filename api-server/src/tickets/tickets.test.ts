import { calls, type Ticket } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import type { Session, TestApp } from '../testing/test-app';
import { fieldsForm } from './test-form';
import { listTickets, startTicketsApp, type TicketsApp } from './ticket-test-app';

let t: TestApp;
let admin: Session;
let ids: TicketsApp['ids'];
let subcategory: TicketsApp['subcategory'];
beforeAll(async () => {
  ({ t, admin, ids, subcategory } = await startTicketsApp());
});
afterAll(() => t.close());

const list = (query = '') => listTickets(t, admin, query);

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
