import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let customer: Session;
/** Island id by "ATOLL/Island", e.g. "MLE/Malé". */
let island: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  [admin, customer] = await Promise.all([t.login('admin'), t.login('customer')]);
  const islands = contractData(calls.listIslands, await t.request({ method: 'GET', url: '/api/v1/islands?unpaginated=true' }, admin));
  island = Object.fromEntries(islands.items.map((i) => [`${i.atoll.code}/${i.name}`, i.id]));
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/v1/delivery-distance-addons?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listDeliveryDistanceAddons, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/delivery-distance-addons', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/delivery-distance-addons/${id}`, payload }, admin);
const coast = (from: number, to: number, session = admin) =>
  t.request({ method: 'POST', url: '/api/v1/delivery-distance/coast', payload: { from_island_id: from, to_island_id: to } }, session);
const pair = (a: { fromIsland: { name: string }; toIsland: { name: string } }) => `${a.fromIsland.name} -> ${a.toIsland.name}`;

describe('list', () => {
  test('each add-on carries both islands with their atolls; by from island, then to island', async () => {
    const { items, pagination } = await list('unpaginated=true');
    expect(pagination.total_items).toBe(17);
    const maleHulhumale = items.find((a) => pair(a) === 'Malé -> Hulhumalé')!;
    expect(maleHulhumale).toEqual({
      id: expect.any(Number),
      version: 1,
      price: 2500,
      from_island_id: island['MLE/Malé'],
      to_island_id: island['MLE/Hulhumalé'],
      is_active: true,
      fromIsland: {
        id: island['MLE/Malé'],
        version: 1,
        name: 'Malé',
        active: true,
        atoll_id: expect.any(Number),
        atoll: { id: expect.any(Number), version: 1, name: 'Malé City', code: 'MLE', province: expect.any(String) },
      },
      toIsland: expect.objectContaining({ name: 'Hulhumalé', atoll: expect.objectContaining({ code: 'MLE' }) }),
    });
    expect(items.map((a) => a.fromIsland.name)).toEqual(['Hithadhoo', 'Hulhumalé', 'Hulhumalé', ...Array(14).fill('Malé')]);
  });

  test('search by island or atoll name on either side; filters', async () => {
    expect((await list('search=maafushi')).items.map(pair)).toEqual(['Hulhumalé -> Maafushi', 'Malé -> Maafushi']);
    expect((await list('search=seenu')).items.map(pair)).toEqual(['Hithadhoo -> Feydhoo', 'Malé -> Hithadhoo']);
    expect((await list('search=gnaviyani')).items.map(pair)).toEqual(['Malé -> Fuvahmulah']);
    expect((await list(`island_id=${island['K/Maafushi']}`)).pagination.total_items).toBe(2);
    expect((await list('is_active=false')).items.map(pair)).toEqual(['Malé -> Felidhoo']);
    expect((await list('size=5&page=4')).pagination).toMatchObject({ record_count: 2, next_page: null, previous_page: 3, total_pages: 4 });
  });
});

describe('create and update', () => {
  test('create: 201 with both islands', async () => {
    const res = await create({ price: 30000, from_island_id: island['K/Huraa'], to_island_id: island['K/Himmafushi'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Distance add-on created');
    expect(contractData(calls.createDeliveryDistanceAddon, res)).toMatchObject({
      price: 30000,
      is_active: true,
      fromIsland: { name: 'Huraa' },
      toIsland: { name: 'Himmafushi' },
    });
  });

  test.each([
    [{ price: 0 }, { price: ['Price must be greater than 0'] }],
    [{ price: -100 }, { price: ['Price must be greater than 0'] }],
    [{ price: 99.5 }, { price: ['Price must be a whole number of cents'] }],
    [{ from_island_id: 0 }, { from_island_id: ['Please Select a value'] }],
    [{ to_island_id: -2 }, { to_island_id: ['Please Select a value'] }],
    [{ to_island_id: undefined }, { to_island_id: ['Please Select a value'] }],
    [{ from_island_id: 5, to_island_id: 5 }, { to_island_id: ['From and to islands must be different'] }],
    [
      { price: 0, from_island_id: 5, to_island_id: 5 },
      { price: ['Price must be greater than 0'], to_island_id: ['From and to islands must be different'] },
    ],
  ])('validation: %j', async (change, expected) => {
    const res = await create({ price: 100, from_island_id: 3, to_island_id: 4, ...change });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('unknown islands are a 400 on their field', async () => {
    expect(issuesByField(await create({ price: 100, from_island_id: 999_999, to_island_id: 4 }))).toEqual({
      from_island_id: ['The selected island does not exist'],
    });
    expect(issuesByField(await create({ price: 100, from_island_id: 4, to_island_id: 999_999 }))).toEqual({
      to_island_id: ['The selected island does not exist'],
    });
  });

  test('one add-on per (from, to) pair: 409 on to_island_id; the reverse direction is a separate pair', async () => {
    const duplicate = await create({ price: 999, from_island_id: island['MLE/Malé'], to_island_id: island['K/Maafushi'] });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).title).toBe('Distance add-on already exists');
    expect(issuesByField(duplicate)).toEqual({ to_island_id: ['An add-on from this island to that island already exists'] });
    expect((await create({ price: 14000, from_island_id: island['K/Maafushi'], to_island_id: island['MLE/Malé'] })).statusCode).toBe(201);
  });

  test('update: price, is_active, islands; same island and duplicates refused against the stored row', async () => {
    const addon = contractData(
      calls.createDeliveryDistanceAddon,
      await create({ price: 5000, from_island_id: island['K/Gulhi'], to_island_id: island['K/Guraidhoo'] }),
    );
    const res = await update(addon.id, { price: 5500, is_active: false });
    expect(res.json().title).toBe('Distance add-on updated');
    expect(contractData(calls.updateDeliveryDistanceAddon, res)).toMatchObject({ price: 5500, is_active: false, fromIsland: { name: 'Gulhi' } });
    expect(issuesByField(await update(addon.id, { to_island_id: island['K/Gulhi'] }))).toEqual({ to_island_id: ['From and to islands must be different'] });
    expect(issuesByField(await update(addon.id, { from_island_id: island['K/Guraidhoo'] }))).toEqual({
      to_island_id: ['From and to islands must be different'],
    });
    expect((await update(addon.id, { from_island_id: island['MLE/Malé'] })).statusCode).toBe(409);
    expect(issuesByField(await update(addon.id, { price: 0 }))).toEqual({ price: ['Price must be greater than 0'] });
    expect((await update(999_999, { price: 1 })).statusCode).toBe(404);
  });
});

describe('delivery-distance/coast', () => {
  test('the add-on declared for the pair', async () => {
    const res = await coast(island['MLE/Malé']!, island['K/Thulusdhoo']!);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBeUndefined();
    expect(contractData(calls.deliveryDistanceCoast, res)).toEqual({
      from_island_id: island['MLE/Malé'],
      to_island_id: island['K/Thulusdhoo'],
      price: 20000,
      delivery_distance_addon_id: expect.any(Number),
      reversed: false,
    });
  });

  test('the reverse direction answers with the add-on declared the other way', async () => {
    const data = contractData(calls.deliveryDistanceCoast, await coast(island['K/Thulusdhoo']!, island['MLE/Malé']!));
    expect(data).toMatchObject({ price: 20000, reversed: true });
  });

  test('an add-on declared in the asked direction wins over the reverse one', async () => {
    await create({ price: 1000, from_island_id: island['S/Feydhoo'], to_island_id: island['S/Hithadhoo'] });
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['S/Feydhoo']!, island['S/Hithadhoo']!))).toMatchObject({
      price: 1000,
      reversed: false,
    });
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['S/Hithadhoo']!, island['S/Feydhoo']!))).toMatchObject({
      price: 3000,
      reversed: false,
    });
  });

  test('no add-on, an inactive one or the same island: price null', async () => {
    const none = { price: null, delivery_distance_addon_id: null, reversed: false };
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['HA/Dhidhdhoo']!, island['S/Meedhoo']!))).toMatchObject(none);
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['MLE/Malé']!, island['V/Felidhoo']!))).toMatchObject(none);
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['MLE/Malé']!, island['MLE/Malé']!))).toMatchObject(none);
  });

  test('customers may ask too; unknown islands are a 400 on their field; ids are validated', async () => {
    expect(contractData(calls.deliveryDistanceCoast, await coast(island['MLE/Malé']!, island['MLE/Villimalé']!, customer))).toMatchObject({ price: 1500 });
    expect(issuesByField(await coast(999_999, 1))).toEqual({ from_island_id: ['The selected island does not exist'] });
    expect(issuesByField(await coast(1, 999_999))).toEqual({ to_island_id: ['The selected island does not exist'] });
    expect(issuesByField(await coast(0, 1))).toEqual({ from_island_id: ['Please Select a value'] });
  });
});
