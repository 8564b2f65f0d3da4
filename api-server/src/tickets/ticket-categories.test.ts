import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let customer: Session;
beforeAll(async () => {
  t = await startTestApp();
  [admin, customer] = await Promise.all([t.login('admin'), t.login('customer')]);
});
afterAll(() => t.close());

const get = async <D extends Parameters<typeof contractData>[0]>(def: D, url: string, session = admin) => {
  const res = await t.request({ method: 'GET', url }, session);
  expect(res.statusCode).toBe(200);
  return contractData(def, res);
};
const listCategories = (query = '') => get(calls.listTicketCategories, `/api/v1/ticket/categories?${query}`);
const listSubcategories = (query = '') => get(calls.listTicketSubcategories, `/api/v1/ticket/subcategories?${query}`);
const createCategory = (payload: object) => t.request({ method: 'POST', url: '/api/v1/ticket/category', payload }, admin);
const updateCategory = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/ticket/category/${id}`, payload }, admin);
const createSubcategory = (payload: object) => t.request({ method: 'POST', url: '/api/v1/ticket/subcategories', payload }, admin);
const updateSubcategory = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/ticket/subcategories/${id}`, payload }, admin);

describe('categories', () => {
  test('list by title with subcategory counts; search; active and type filters', async () => {
    const { items, pagination } = await listCategories();
    expect(pagination.total_items).toBe(7);
    expect(items.map((c) => c.title)).toEqual([
      'Account & Profile',
      'Delivery',
      'Ferry Schedules (retired)',
      'Jobs & Bookings',
      'Payments & Billing',
      'Provider Onboarding',
      'Technical Issue',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      title: 'Account & Profile',
      description: 'Signing in and personal details',
      category_type: 'ALL',
      active: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      subcategory_count: 3,
    });
    expect((await listCategories('active=false')).items.map((c) => c.title)).toEqual(['Ferry Schedules (retired)']);
    expect((await listCategories('category_type=SERVICE_PROVIDER')).items.map((c) => c.title)).toEqual(['Provider Onboarding']);
    expect((await listCategories('search=parcels')).items.map((c) => c.title)).toEqual(['Delivery']);
    expect((await listCategories('size=3&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2, total_pages: 3 });
  });

  test('create: 201, type ALL and active by default', async () => {
    const res = await createCategory({ title: ' Safety ', description: 'Unsafe behaviour' });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Ticket category created');
    expect(contractData(calls.createTicketCategory, res)).toMatchObject({ title: 'Safety', category_type: 'ALL', active: true, subcategory_count: 0 });
  });

  test.each([
    [{ title: 'X' }, { title: ['Title must be at least 2 characters'] }],
    [{}, { title: ['Title must be at least 2 characters'] }],
    [{ title: 'Valid', category_type: 'VENDOR' }, { category_type: ['Please Select a value'] }],
  ])('validation: %j', async (payload, expected) => {
    const res = await createCategory(payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('titles are unique whatever their case: 409 on title', async () => {
    const res = await createCategory({ title: 'delivery' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('Ticket category already exists');
    expect(issuesByField(res)).toEqual({ title: ['Another ticket category already uses this title'] });
  });

  test('update: partial, no defaults; 404; 409', async () => {
    const category = contractData(calls.createTicketCategory, await createCategory({ title: 'Patch Me', category_type: 'CUSTOMER', active: false }));
    const res = await updateCategory(category.id, { title: 'Patched' });
    expect(res.json().title).toBe('Ticket category updated');
    expect(contractData(calls.updateTicketCategory, res)).toMatchObject({ title: 'Patched', category_type: 'CUSTOMER', active: false });
    expect(contractData(calls.updateTicketCategory, await updateCategory(category.id, { active: true, description: null }))).toMatchObject({
      active: true,
      description: null,
    });
    expect((await updateCategory(999_999, { title: 'Nope' })).statusCode).toBe(404);
    expect(errorBody(await updateCategory(999_999, { title: 'Nope' })).title).toBe('Ticket category not found');
    expect((await updateCategory(category.id, { title: 'Delivery' })).statusCode).toBe(409);
    expect(issuesByField(await updateCategory(category.id, { title: 'a' }))).toEqual({ title: ['Title must be at least 2 characters'] });
  });
});

describe('subcategories', () => {
  test('list with their category, by category then title; filters and search', async () => {
    const { items, pagination } = await listSubcategories('unpaginated=true');
    expect(pagination.total_items).toBe(18);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      title: 'Cannot sign in',
      description: null,
      ticket_category_id: expect.any(Number),
      active: true,
      created_at: expect.any(String),
      ticketCategory: { id: expect.any(Number), title: 'Account & Profile', category_type: 'ALL', active: true },
    });
    const delivery = items.find((s) => s.title === 'Parcel delayed')!.ticket_category_id;
    expect((await listSubcategories(`ticket_category_id=${delivery}`)).items.map((s) => s.title)).toEqual([
      'Parcel damaged',
      'Parcel delayed',
      'Wrong drop-off address',
    ]);
    expect((await listSubcategories('active=false')).items.map((s) => s.title)).toEqual(['Ferry timing']);
    expect((await listSubcategories('search=onboarding')).pagination.total_items).toBe(3);
  });

  test('create, validation, unknown category, duplicates per category', async () => {
    const [category] = (await listCategories('search=technical')).items;
    const res = await createSubcategory({ title: 'Slow app', ticket_category_id: category!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Ticket subcategory created');
    expect(contractData(calls.createTicketSubcategory, res)).toMatchObject({ title: 'Slow app', active: true, ticketCategory: { title: 'Technical Issue' } });
    expect(issuesByField(await createSubcategory({ title: 'S', ticket_category_id: category!.id }))).toEqual({
      title: ['Title must be at least 2 characters'],
    });
    expect(issuesByField(await createSubcategory({ title: 'Valid' }))).toEqual({ ticket_category_id: ['Please Select a value'] });
    expect(issuesByField(await createSubcategory({ title: 'Valid', ticket_category_id: 999_999 }))).toEqual({
      ticket_category_id: ['The selected category does not exist'],
    });
    const duplicate = await createSubcategory({ title: 'SLOW APP', ticket_category_id: category!.id });
    expect(duplicate.statusCode).toBe(409);
    expect(issuesByField(duplicate)).toEqual({ title: ['This category already has a subcategory with this title'] });
  });

  test('update: move to another category, deactivate; 404', async () => {
    const [from] = (await listCategories('search=technical')).items;
    const [to] = (await listCategories('search=account')).items;
    const sub = contractData(calls.createTicketSubcategory, await createSubcategory({ title: 'Moving', ticket_category_id: from!.id }));
    const res = await updateSubcategory(sub.id, { ticket_category_id: to!.id, active: false });
    expect(res.json().title).toBe('Ticket subcategory updated');
    expect(contractData(calls.updateTicketSubcategory, res)).toMatchObject({ title: 'Moving', active: false, ticketCategory: { title: 'Account & Profile' } });
    expect((await updateSubcategory(999_999, { title: 'Nope' })).statusCode).toBe(404);
    expect(issuesByField(await updateSubcategory(sub.id, { ticket_category_id: 999_999 }))).toEqual({
      ticket_category_id: ['The selected category does not exist'],
    });
  });
});

describe('pickers', () => {
  test('category-select-list: active categories, filterable by who they are offered to; customers may ask', async () => {
    const all = await get(calls.ticketCategorySelect, '/api/v1/ticket/category-select-list', customer);
    expect(all.map((c) => c.title)).not.toContain('Ferry Schedules (retired)');
    expect(all[0]).toEqual({ id: expect.any(Number), title: 'Account & Profile', category_type: 'ALL' });
    const forCustomers = await get(calls.ticketCategorySelect, '/api/v1/ticket/category-select-list?category_type=CUSTOMER');
    expect(forCustomers.map((c) => c.category_type).sort()).toEqual(expect.arrayContaining(['ALL', 'CUSTOMER']));
    expect(forCustomers.map((c) => c.title)).not.toContain('Provider Onboarding');
  });

  test('category-subcategory-select: active categories with active subcategories, both by title', async () => {
    const options = await get(calls.ticketCategorySubcategorySelect, '/api/v1/ticket/category-subcategory-select?category_type=SERVICE_PROVIDER');
    expect(options.map((c) => c.title)).not.toContain('Jobs & Bookings');
    const onboarding = options.find((c) => c.title === 'Provider Onboarding')!;
    expect(onboarding.subcategories.map((s) => s.title)).toEqual(['Application status', 'Documents rejected', 'Payout details']);
    for (const c of options) expect(c.subcategories.length).toBeGreaterThan(0);
  });
});
