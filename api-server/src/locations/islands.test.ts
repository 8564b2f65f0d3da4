import { calls } from '../contract';
import { contractData, errorBody, issuesByField, nameOrder } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let atollIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const atolls = contractData(calls.listAtolls, await t.request({ method: 'GET', url: '/api/v1/atolls?unpaginated=true' }, admin));
  atollIds = Object.fromEntries(atolls.items.map((a) => [a.code, a.id]));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/islands?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listIslands, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/island/create', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/island/update/${id}`, payload }, admin);

describe('list', () => {
  test('islands carry their atoll; 183 seeded, paged by 20', async () => {
    const { items, pagination } = await list('page=2');
    expect(pagination).toEqual({ next_page: 3, previous_page: 1, total_pages: 10, total_items: 183, record_count: 20, current_page: 2 });
    expect(items[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      name: expect.any(String),
      active: true,
      atoll_id: expect.any(Number),
      atoll: expect.objectContaining({ code: expect.any(String) }),
    });
    expect(items).toHaveLength(20);
    expect(items.filter((i) => i.atoll.id !== i.atoll_id)).toEqual([]);
  });

  test('last page and beyond', async () => {
    expect((await list('page=10')).pagination).toMatchObject({ record_count: 3, next_page: null, previous_page: 9 });
    expect((await list('page=11')).pagination).toMatchObject({ record_count: 0, next_page: null, previous_page: 10, current_page: 11 });
  });

  test('filter by atoll, sorted by island name', async () => {
    const { items } = await list(`atoll_id=${atollIds.MLE}`);
    expect(items.map((i) => i.name)).toEqual(['Hulhumalé', 'Malé', 'Villimalé']);
  });

  test('search by island name or atoll name', async () => {
    expect((await list('search=hithadhoo&unpaginated=true')).items.map((i) => i.atoll.code).sort()).toEqual(['L', 'S']);
    expect((await list('search=Gnaviyani')).items.map((i) => i.name)).toEqual(['Fuvahmulah']);
  });

  test('a bad filter is a 400 on its field', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/islands?atoll_id=-1' }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['atoll_id']);
  });
});

describe('create and update', () => {
  test('create: 201, active by default, with its atoll', async () => {
    const res = await create({ name: ' Test Island ', atoll_id: atollIds.K });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Island created');
    expect(contractData(calls.createIsland, res)).toMatchObject({
      name: 'Test Island',
      active: true,
      atoll_id: atollIds.K,
      atoll: { code: 'K', name: 'Kaafu' },
    });
  });

  test.each([
    [{ name: 'X', atoll_id: 1 }, { name: ['Name must be at least 2 characters'] }],
    [{ name: 'Valid Name' }, { atoll_id: ['Please Select a value'] }],
    [{ name: 'Valid Name', atoll_id: 0 }, { atoll_id: ['Please Select a value'] }],
    [{ name: 'Valid Name', atoll_id: 1, active: 'yes' }, { active: ['Invalid input: expected boolean, received string'] }],
  ])('validation: %j', async (payload, expected) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('an atoll that does not exist is a 400 on atoll_id', async () => {
    const res = await create({ name: 'Lost Island', atoll_id: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual({ atoll_id: ['The selected atoll does not exist'] });
  });

  test('names are unique within an atoll (any case), not across atolls', async () => {
    const duplicate = await create({ name: 'MAAFUSHI', atoll_id: atollIds.K });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).title).toBe('Island already exists');
    expect(issuesByField(duplicate)).toEqual({ name: ['This atoll already has an island with this name'] });
    expect((await create({ name: 'Maafushi', atoll_id: atollIds.V })).statusCode).toBe(201);
  });

  test('renaming keeps the active flag; deactivating keeps the name', async () => {
    const island = contractData(calls.createIsland, await create({ name: 'Flag Island', atoll_id: atollIds.R, active: false }));
    const renamed = contractData(calls.updateIsland, await update(island.id, { name: 'Flag Island Renamed' }));
    expect(renamed).toMatchObject({ name: 'Flag Island Renamed', active: false });
    const activated = await update(island.id, { active: true });
    expect(activated.json().title).toBe('Island updated');
    expect(contractData(calls.updateIsland, activated)).toMatchObject({ name: 'Flag Island Renamed', active: true });
    const moved = contractData(calls.updateIsland, await update(island.id, { atoll_id: atollIds.B }));
    expect(moved.atoll).toMatchObject({ code: 'B' });
  });

  test('update: 404 unknown island, 400 unknown atoll, 409 duplicate', async () => {
    expect((await update(999_999, { name: 'Nowhere' })).statusCode).toBe(404);
    expect(issuesByField(await update(1, { atoll_id: 999_999 }))).toEqual({ atoll_id: ['The selected atoll does not exist'] });
    const [a, b] = (await list(`atoll_id=${atollIds.MLE}`)).items;
    const duplicate = await update(a!.id, { name: b!.name });
    expect(duplicate.statusCode).toBe(409);
  });

  test('the active filter sees deactivated islands', async () => {
    const island = contractData(calls.createIsland, await create({ name: 'Sleepy Island', atoll_id: atollIds.F, active: false }));
    const inactive = await list(`atoll_id=${atollIds.F}&active=false`);
    expect(inactive.items.map((i) => i.id)).toContain(island.id);
    expect(inactive.items.filter((i) => i.active)).toEqual([]);
    expect((await list(`atoll_id=${atollIds.F}&active=true`)).items.map((i) => i.id)).not.toContain(island.id);
  });
});

describe('atoll-island/select', () => {
  test('every atoll with its islands, both alphabetical, inactive islands flagged', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/atoll-island/select' }, admin);
    const options = contractData(calls.atollIslandSelect, res);
    expect(options.length).toBeGreaterThanOrEqual(21);
    const byName = (a: { name: string }, b: { name: string }) => nameOrder(a.name, b.name);
    expect(options.map((o) => o.name)).toEqual([...options].sort(byName).map((o) => o.name));
    for (const atoll of options) expect(atoll.islands.map((i) => i.name)).toEqual([...atoll.islands].sort(byName).map((i) => i.name));
    expect(options.find((o) => o.code === 'MLE')?.islands.map((i) => i.name)).toEqual(['Hulhumalé', 'Malé', 'Villimalé']);
    expect(options.find((o) => o.code === 'F')?.islands.find((i) => i.name === 'Sleepy Island')?.active).toBe(false);
  });

  test('an atoll without islands has an empty list', async () => {
    const empty = contractData(
      calls.createAtoll,
      await t.request({ method: 'POST', url: '/api/v1/atoll/create', payload: { name: 'Empty Atoll', code: 'EA1' } }, admin),
    );
    const options = contractData(calls.atollIslandSelect, await t.request({ method: 'GET', url: '/api/v1/atoll-island/select' }, admin));
    expect(options.find((o) => o.id === empty.id)?.islands).toEqual([]);
  });
});
