import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/v1/delivery-slots?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listDeliverySlots, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/delivery-slots', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/delivery-slots/${id}`, payload }, admin);

describe('list', () => {
  test('seeded slots, shortest first (minutes before hours), inactive included', async () => {
    const { items, pagination } = await list();
    expect(items.map((s) => s.name)).toEqual(['30 Minutes Rush', '2 Hours Express', 'Same Day 8 Hours', 'Next Day 24 Hours', 'Economy 48 Hours']);
    expect(items[0]).toEqual({ id: expect.any(Number), version: 1, name: '30 Minutes Rush', unit_of_time: 'Minute', duration: 30, is_active: true });
    expect(pagination).toEqual({ next_page: null, previous_page: null, total_pages: 1, total_items: 5, record_count: 5, current_page: 1 });
  });

  test('search by name, filter by is_active, page size', async () => {
    expect((await list('search=hours')).items.map((s) => s.name)).toEqual(['2 Hours Express', 'Same Day 8 Hours', 'Next Day 24 Hours', 'Economy 48 Hours']);
    expect((await list('is_active=false')).items.map((s) => s.name)).toEqual(['Economy 48 Hours']);
    expect((await list('size=2&page=3')).pagination).toMatchObject({ record_count: 1, next_page: null, previous_page: 2, total_pages: 3 });
    expect((await list('search=%25')).items).toEqual([]);
  });
});

describe('create and update', () => {
  test('create: 201 with a toast, active by default', async () => {
    const res = await create({ name: ' 4 Hours Standard ', unit_of_time: 'Hour', duration: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Delivery slot created');
    expect(contractData(calls.createDeliverySlot, res)).toMatchObject({ name: '4 Hours Standard', unit_of_time: 'Hour', duration: 4, is_active: true });
  });

  test.each([
    [{ name: 'X', unit_of_time: 'Hour', duration: 1 }, { name: ['Name must be at least 2 characters'] }],
    [{ name: 'Valid', unit_of_time: 'Day', duration: 1 }, { unit_of_time: ['Please Select a value'] }],
    [{ name: 'Valid', duration: 1 }, { unit_of_time: ['Please Select a value'] }],
    [{ name: 'Valid', unit_of_time: 'Minute', duration: 0 }, { duration: ['Duration must be greater than 0'] }],
    [{ name: 'Valid', unit_of_time: 'Minute', duration: -5 }, { duration: ['Duration must be greater than 0'] }],
    [{ name: 'Valid', unit_of_time: 'Minute', duration: 1.5 }, { duration: ['Duration must be greater than 0'] }],
    [{ name: 'Valid', unit_of_time: 'Minute' }, { duration: ['Duration must be greater than 0'] }],
  ])('validation: %j', async (payload, expected) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('unknown fields are refused (strict body)', async () => {
    const res = await create({ name: 'Valid', unit_of_time: 'Hour', duration: 1, id: 7 });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).result?.issues[0]).toMatchObject({ path: [], code: 'unrecognized_keys' });
  });

  test('names are unique whatever their case: 409 on name', async () => {
    const res = await create({ name: '2 HOURS EXPRESS', unit_of_time: 'Hour', duration: 2 });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('Delivery slot already exists');
    expect(issuesByField(res)).toEqual({ name: ['Another delivery slot already uses this name'] });
  });

  test('update: partial, keeps the rest; deactivate and reactivate', async () => {
    const slot = contractData(calls.createDeliverySlot, await create({ name: 'Patch Slot', unit_of_time: 'Minute', duration: 45, is_active: false }));
    const renamed = await update(slot.id, { name: 'Patch Slot 2' });
    expect(renamed.json().title).toBe('Delivery slot updated');
    expect(contractData(calls.updateDeliverySlot, renamed)).toEqual({ ...slot, version: slot.version + 1, name: 'Patch Slot 2' });
    expect(contractData(calls.updateDeliverySlot, await update(slot.id, { is_active: true, unit_of_time: 'Hour', duration: 1 }))).toMatchObject({
      is_active: true,
      unit_of_time: 'Hour',
      duration: 1,
    });
    expect(contractData(calls.updateDeliverySlot, await update(slot.id, {}))).toMatchObject({ name: 'Patch Slot 2' });
  });

  test('update: 404 for an unknown slot, 400 for a bad value, 409 for a taken name', async () => {
    const missing = await update(999_999, { name: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).title).toBe('Delivery slot not found');
    expect(issuesByField(await update(1, { duration: 0 }))).toEqual({ duration: ['Duration must be greater than 0'] });
    expect((await update(1, { name: 'Same Day 8 Hours' })).statusCode).toBe(409);
    expect((await t.request({ method: 'PATCH', url: '/api/v1/delivery-slots/0', payload: {} }, admin)).statusCode).toBe(400);
  });
});
