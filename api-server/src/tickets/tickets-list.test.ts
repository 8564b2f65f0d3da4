import { issuesByField } from '../testing/expect-contract';
import { expectPagesOfWhole } from '../testing/page-slices';
import type { Session, TestApp } from '../testing/test-app';
import { listTickets, startTicketsApp, type TicketsApp } from './ticket-test-app';

/* The admin tickets list (spec §6): order, relations, pagination, filters, search. Writes: tickets.test.ts. */

let t: TestApp;
let admin: Session;
let ids: TicketsApp['ids'];
let subcategory: TicketsApp['subcategory'];
beforeAll(async () => {
  ({ t, admin, ids, subcategory } = await startTicketsApp());
});
afterAll(() => t.close());

const list = (query = '') => listTickets(t, admin, query);

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
