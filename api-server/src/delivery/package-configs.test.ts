import { calls } from '../contract';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
let slotIds: Record<string, number>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  const slots = contractData(calls.listDeliverySlots, await t.request({ method: 'GET', url: '/api/v1/delivery-slots?unpaginated=true' }, admin));
  slotIds = Object.fromEntries(slots.items.map((s) => [s.name, s.id]));
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/v1/package-configs?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listPackageConfigs, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/package-configs', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/package-configs/${id}`, payload }, admin);
const valid = () => ({ name: 'Test band', min_weight: 1, max_weight: 2.5, price: 4550, delivery_slot_id: slotIds['2 Hours Express']! });

describe('list', () => {
  test('each item shows its slot; by slot (shortest first), then weight', async () => {
    const { items, pagination } = await list('unpaginated=true');
    expect(pagination.total_items).toBe(23);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      version: 1,
      name: 'Envelope',
      min_weight: 0,
      max_weight: 0.5,
      price: 6300,
      description: 'Documents and small envelopes',
      delivery_slot_id: slotIds['30 Minutes Rush'],
      is_active: true,
      deliverySlot: { id: slotIds['30 Minutes Rush'], version: 1, name: '30 Minutes Rush', unit_of_time: 'Minute', duration: 30, is_active: true },
    });
    expect(items.map((p) => p.deliverySlot.name).slice(0, 4)).toEqual(['30 Minutes Rush', '30 Minutes Rush', '30 Minutes Rush', '2 Hours Express']);
    expect(items.filter((p) => p.deliverySlot.id !== p.delivery_slot_id)).toEqual([]);
  });

  test('filter by slot and by is_active; search name, description or slot name', async () => {
    const rush = await list(`delivery_slot_id=${slotIds['30 Minutes Rush']}`);
    expect(rush.items.map((p) => p.name)).toEqual(['Envelope', 'Small parcel', 'Medium parcel']);
    expect((await list('is_active=false')).items.map((p) => [p.deliverySlot.name, p.name])).toEqual([['Same Day 8 Hours', 'Bulky cargo']]);
    expect((await list('search=furniture')).items.map((p) => p.name)).toEqual(['Bulky cargo', 'Bulky cargo', 'Bulky cargo', 'Bulky cargo']);
    expect((await list('search=economy')).pagination.total_items).toBe(5);
    expect((await list(`search=envelope&delivery_slot_id=${slotIds['Next Day 24 Hours']}`)).items).toHaveLength(1);
  });

  test('pagination and bad filters', async () => {
    expect((await list('size=10&page=3')).pagination).toMatchObject({ record_count: 3, total_pages: 3, next_page: null, previous_page: 2 });
    const res = await t.request({ method: 'GET', url: '/api/v1/package-configs?delivery_slot_id=abc' }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual(['delivery_slot_id']);
  });
});

describe('create', () => {
  test('201 with the slot; weights keep decimals; price in cents', async () => {
    const res = await create({ ...valid(), description: 'Test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('Package configuration created');
    expect(contractData(calls.createPackageConfig, res)).toMatchObject({
      name: 'Test band',
      min_weight: 1,
      max_weight: 2.5,
      price: 4550,
      description: 'Test',
      is_active: true,
      deliverySlot: { name: '2 Hours Express' },
    });
  });

  test('min equal to max is a valid band; description is optional', async () => {
    const res = await create({ ...valid(), name: 'Exact 3 kg', min_weight: 3, max_weight: 3, price: 0 });
    expect(res.statusCode).toBe(201);
    expect(contractData(calls.createPackageConfig, res)).toMatchObject({ description: null, price: 0 });
  });

  test.each([
    [{ name: '' }, { name: ['Name is required'] }],
    [{ min_weight: -1 }, { min_weight: ['Min weight must be at least 0'] }],
    [{ max_weight: -0.5, min_weight: 0 }, { max_weight: ['Max weight must be at least 0'] }],
    [{ min_weight: 5, max_weight: 2 }, { max_weight: ['Max weight must not be less than min weight'] }],
    [{ price: -1 }, { price: ['Price must be at least 0'] }],
    [{ price: 10.5 }, { price: ['Price must be a whole number of cents'] }],
    [{ price: '100' }, { price: ['Price must be a number'] }],
    [{ delivery_slot_id: 0 }, { delivery_slot_id: ['Please Select a value'] }],
    [{ delivery_slot_id: undefined }, { delivery_slot_id: ['Please Select a value'] }],
  ])('validation: %j', async (change, expected) => {
    const res = await create({ ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('min above max is reported together with other field errors', async () => {
    const res = await create({ ...valid(), name: '', min_weight: 9, max_weight: 1 });
    expect(issuesByField(res)).toEqual({ name: ['Name is required'], max_weight: ['Max weight must not be less than min weight'] });
  });

  test('an unknown slot is a 400 on delivery_slot_id; a duplicate name in the slot a 409 on name', async () => {
    expect(issuesByField(await create({ ...valid(), delivery_slot_id: 999_999 }))).toEqual({ delivery_slot_id: ['The selected delivery slot does not exist'] });
    const duplicate = await create({ ...valid(), name: 'small PARCEL' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).title).toBe('Package configuration already exists');
    expect(issuesByField(duplicate)).toEqual({ name: ['This delivery slot already has a package configuration with this name'] });
    expect((await create({ ...valid(), name: 'Bulky cargo', delivery_slot_id: slotIds['30 Minutes Rush'] })).statusCode).toBe(201);
  });
});

describe('update', () => {
  test('partial update; move to another slot; deactivate', async () => {
    const config = contractData(calls.createPackageConfig, await create({ ...valid(), name: 'Patch band' }));
    const res = await update(config.id, { price: 9900, delivery_slot_id: slotIds['Next Day 24 Hours'], is_active: false });
    expect(res.json().title).toBe('Package configuration updated');
    expect(contractData(calls.updatePackageConfig, res)).toMatchObject({
      name: 'Patch band',
      price: 9900,
      min_weight: 1,
      max_weight: 2.5,
      is_active: false,
      deliverySlot: { name: 'Next Day 24 Hours' },
    });
  });

  test('min/max are checked against the stored row: 400 on max_weight', async () => {
    const config = contractData(calls.createPackageConfig, await create({ ...valid(), name: 'Band 1-2.5' }));
    const above = await update(config.id, { min_weight: 3 });
    expect(above.statusCode).toBe(400);
    expect(issuesByField(above)).toEqual({ max_weight: ['Max weight must not be less than min weight'] });
    expect(issuesByField(await update(config.id, { max_weight: 0.5 }))).toEqual({ max_weight: ['Max weight must not be less than min weight'] });
    expect(issuesByField(await update(config.id, { min_weight: 4, max_weight: 3 }))).toEqual({ max_weight: ['Max weight must not be less than min weight'] });
    expect(contractData(calls.updatePackageConfig, await update(config.id, { min_weight: 3, max_weight: 4 }))).toMatchObject({ min_weight: 3, max_weight: 4 });
  });

  test('404, unknown slot, duplicate name', async () => {
    const missing = await update(999_999, { price: 1 });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).title).toBe('Package configuration not found');
    expect(issuesByField(await update(1, { delivery_slot_id: 999_999 }))).toEqual({ delivery_slot_id: ['The selected delivery slot does not exist'] });
    expect((await update(1, { name: 'Small parcel' })).statusCode).toBe(409);
  });
});

describe('delivery-slot-package-config/select', () => {
  test('active slots with their active configs, lightest first; inactive ones left out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/delivery-slot-package-config/select' }, admin);
    const options = contractData(calls.deliverySlotPackageConfigSelect, res);
    expect(options.map((s) => s.name)).toEqual(['30 Minutes Rush', '2 Hours Express', 'Same Day 8 Hours', 'Next Day 24 Hours']);
    const sameDay = options.find((s) => s.name === 'Same Day 8 Hours')!;
    expect(sameDay.packageConfigs.map((p) => p.name)).toEqual(['Envelope', 'Small parcel', 'Medium parcel', 'Large parcel']);
    expect(sameDay.packageConfigs[0]).toEqual({ id: expect.any(Number), name: 'Envelope', min_weight: 0, max_weight: 0.5, price: 3000 });
    for (const slot of options) {
      const weights = slot.packageConfigs.map((p) => p.min_weight);
      expect(weights).toEqual([...weights].sort((a, b) => a - b));
    }
  });
});
