import { calls } from '../contract';
import { contractData, errorBody, issuesByField, nameOrder } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let islandId: (atoll: string, name: string) => number;
let atollId: (code: string) => number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const islands = contractData(calls.listIslands, await t.request({ method: 'GET', url: '/api/v1/islands?unpaginated=true' }, admin)).items;
  islandId = (atoll, name) => islands.find((i) => i.atoll.code === atoll && i.name === name)!.id;
  atollId = (code) => islands.find((i) => i.atoll.code === code)!.atoll_id;
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/business-locations?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listBusinessLocations, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/business-location', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/business-location/${id}`, payload }, admin);
const valid = () => ({ name: 'Test Place', type: 'Office', road: 'Boduthakurufaanu Magu', island_id: islandId('MLE', 'Malé') });

describe('list', () => {
  test('seeded places with island, atoll and creator, newest first', async () => {
    const { items, pagination } = await list('size=3');
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 3, total_items: 7, record_count: 3, current_page: 1 });
    expect(items[0]).toMatchObject({
      name: 'Villimalé Corner Store',
      active: false,
      island: { name: 'Villimalé', atoll: { code: 'MLE' } },
      createdBy: { id: expect.any(Number), name: 'Mariyam Admin', email: 'admin@example.com' },
    });
    expect(new Date(items[0]!.created_at).toISOString()).toBe(items[0]!.created_at);
    const all = (await list('unpaginated=true')).items;
    const order = all.map((p) => [p.created_at, p.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]));
  });

  test('last page and beyond', async () => {
    expect((await list('size=3&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2 });
    expect((await list('size=3&page=4')).items).toEqual([]);
  });

  test('search by name, type, road or island', async () => {
    const names = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).items.map((p) => p.name).sort();
    expect(await names('market')).toEqual(['Addu Fresh Market']);
    expect(await names('warehouse')).toEqual(['Hulhumalé Central Warehouse']);
    expect(await names('majeedhee')).toEqual(['Malé Head Office']);
    expect(await names('fuvahmulah')).toEqual(['Fuvahmulah Reef Guest House']);
  });

  test('filters: island, atoll, active', async () => {
    expect((await list(`island_id=${islandId('S', 'Hithadhoo')}`)).items.map((p) => p.name)).toEqual(['Addu Fresh Market']);
    const male = await list(`atoll_id=${atollId('MLE')}`);
    expect(male.items.map((p) => p.name).sort()).toEqual(['Hulhumalé Central Warehouse', 'Malé Head Office', 'Villimalé Corner Store']);
    expect((await list('active=false')).items.map((p) => p.name)).toEqual(['Villimalé Corner Store']);
    expect((await list('active=true')).pagination.total_items).toBe(6);
  });
});

describe('create and update', () => {
  test('create: 201 with a toast; createdBy is the signed-in admin', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Business location created');
    const place = contractData(calls.createBusinessLocation, res);
    const me = contractData(calls.me, await t.request({ method: 'GET', url: '/api/v1/me' }, admin));
    expect(place).toMatchObject({ ...valid(), active: true, createdBy: { id: me.id, name: me.name, email: me.email }, island: { name: 'Malé' } });
    expect((await list('size=1')).items[0]!.id).toBe(place.id); // newest first
  });

  test.each([
    [{ name: 'X' }, { name: ['Name must be at least 2 characters'] }],
    [{ type: 'Of' }, { type: ['Type must be at least 3 characters'] }],
    [{ road: '  ab  ' }, { road: ['Road must be at least 3 characters'] }],
    [{ island_id: undefined }, { island_id: ['Please Select a value'] }],
    [{ island_id: -4 }, { island_id: ['Please Select a value'] }],
  ])('validation: %j', async (change, expected) => {
    const res = await create({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('created_by cannot be set by the client', async () => {
    const res = await create({ ...valid(), created_by: 2 });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).result?.issues[0]?.code).toBe('unrecognized_keys');
  });

  test('an island that does not exist is a 400 on island_id', async () => {
    const res = await create({ ...valid(), island_id: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({ island_id: ['The selected island does not exist'] });
  });

  test('update changes only the given fields and keeps the creator', async () => {
    const place = contractData(calls.createBusinessLocation, await create({ ...valid(), name: 'Patch Place', active: false }));
    const res = await update(place.id, { road: 'Orchid Magu' });
    expect(res.json().title).toBe('Business location updated');
    expect(contractData(calls.updateBusinessLocation, res)).toEqual({ ...place, version: place.version + 1, road: 'Orchid Magu' });
    const moved = contractData(calls.updateBusinessLocation, await update(place.id, { island_id: islandId('S', 'Hithadhoo'), active: true }));
    expect(moved).toMatchObject({ active: true, island: { name: 'Hithadhoo', atoll: { code: 'S' } }, createdBy: place.createdBy });
  });

  test('update: 404 unknown, 400 bad fields and unknown island', async () => {
    expect((await update(999_999, { name: 'Nowhere' })).statusCode).toBe(404);
    expect(issuesByField(await update(1, { type: 'ab' }))).toEqual({ type: ['Type must be at least 3 characters'] });
    expect(issuesByField(await update(1, { island_id: 999_999 }))).toEqual({ island_id: ['The selected island does not exist'] });
  });
});

describe('pickers and configuration', () => {
  test('business-location/select: active places only, alphabetical', async () => {
    const options = contractData(calls.businessLocationSelect, await t.request({ method: 'GET', url: '/api/v1/business-location/select' }, admin));
    const names = options.map((o) => o.name);
    expect(names).not.toContain('Villimalé Corner Store');
    expect(names).toContain('Addu Fresh Market');
    expect(names).toEqual([...names].sort(nameOrder));
    expect(options[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  test.each([
    ['business-location-types', ['Office', 'Warehouse', 'Shop', 'Restaurant', 'Hotel', 'Clinic']],
    ['job-delivery-item-type', ['Documents', 'Parcel', 'Food', 'Electronics', 'Furniture']],
  ])('job/config/%s', async (slug, value) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/job/config/${slug}` }, admin);
    expect(contractData(calls.jobConfig, res)).toEqual({ slug, value });
  });

  test('job/config with an unknown slug is a 400 on slug', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/job/config/unknown' }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['slug']);
  });
});
