import { calls } from '../contract';
import { contractData, errorBody, issuesByField, nameOrder } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.request({ method: 'GET', url: `/api/v1/atolls?${query}` }, admin);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listAtolls, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/atoll/create', payload }, admin);
const update = (id: number | string, payload: object) => t.request({ method: 'PATCH', url: `/api/v1/atoll/update/${id}`, payload }, admin);

// The seed holds the 21 administrative atolls; these run before anything is created.
describe('list pagination at the edges (21 atolls, size 5)', () => {
  test('first page', async () => {
    const { items, pagination } = await list('size=5');
    expect(items).toHaveLength(5);
    expect(pagination).toEqual({ next_page: 2, previous_page: null, total_pages: 5, total_items: 21, record_count: 5, current_page: 1 });
  });

  test('middle page', async () => {
    expect((await list('size=5&page=3')).pagination).toEqual({
      next_page: 4,
      previous_page: 2,
      total_pages: 5,
      total_items: 21,
      record_count: 5,
      current_page: 3,
    });
  });

  test('last page holds the remainder', async () => {
    const { items, pagination } = await list('size=5&page=5');
    expect(items).toHaveLength(1);
    expect(pagination).toEqual({ next_page: null, previous_page: 4, total_pages: 5, total_items: 21, record_count: 1, current_page: 5 });
  });

  test('beyond the last page: empty, previous points at the last page', async () => {
    const { items, pagination } = await list('size=5&page=9');
    expect(items).toEqual([]);
    expect(pagination).toEqual({ next_page: null, previous_page: 5, total_pages: 5, total_items: 21, record_count: 0, current_page: 9 });
  });

  test('unpaginated returns everything as one page', async () => {
    const { items, pagination } = await list('unpaginated=true&size=5&page=3');
    expect(items).toHaveLength(21);
    expect(pagination).toEqual({ next_page: null, previous_page: null, total_pages: 1, total_items: 21, record_count: 21, current_page: 1 });
  });

  test('default size is 20', async () => {
    expect((await list('')).pagination).toMatchObject({ record_count: 20, total_pages: 2, next_page: 2 });
  });

  test('pages do not overlap and cover everything, alphabetically', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((p) => list(`size=5&page=${p}`)));
    const names = pages.flatMap((p) => p.items.map((a) => a.name));
    expect(new Set(names).size).toBe(21);
    expect(names).toEqual([...names].sort(nameOrder));
  });

  test('an empty result has 0 pages', async () => {
    expect((await list('search=no-such-atoll')).pagination).toEqual({
      next_page: null,
      previous_page: null,
      total_pages: 0,
      total_items: 0,
      record_count: 0,
      current_page: 1,
    });
  });

  test.each([
    ['page=0', 'page'],
    ['size=101', 'size'],
    ['size=abc', 'size'],
    ['unpaginated=maybe', 'unpaginated'],
  ])('rejects %s', async (query, field) => {
    const res = await t.request({ method: 'GET', url: `/api/v1/atolls?${query}` }, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(issuesByField(res))).toEqual([field]);
  });
});

describe('search', () => {
  const codes = async (search: string) => (await list(`unpaginated=true&search=${encodeURIComponent(search)}`)).items.map((a) => a.code).sort();
  test('by name, case-insensitively', async () => expect(await codes('DHAALU')).toEqual(['ADh', 'Dh', 'GDh', 'HDh']));
  test('by code', async () => expect(await codes('mle')).toEqual(['MLE']));
  test('by province', async () => expect(await codes('upper south')).toEqual(['GA', 'GDh']));
  test('LIKE wildcards are literal', async () => {
    expect(await codes('%')).toEqual([]);
    expect(await codes('_')).toEqual([]);
  });
});

describe('create', () => {
  test('201 with a toast, trimmed values, passes the contract', async () => {
    const res = await create({ name: '  Test Atoll  ', code: ' TA1 ', province: 'Central' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', title: 'Atoll created' });
    expect(contractData(calls.createAtoll, res)).toEqual({ id: expect.any(Number), version: 1, name: 'Test Atoll', code: 'TA1', province: 'Central' });
  });

  test('province is optional', async () => {
    expect(contractData(calls.createAtoll, await create({ name: 'No Province', code: 'NP1' })).province).toBeNull();
  });

  test.each([
    [{ name: 'A', code: 'X1' }, { name: ['Name must be at least 2 characters'] }],
    [{ name: 'Valid', code: '   ' }, { code: ['Code is required'] }],
    [{ name: 'Valid' }, { code: ['Invalid input: expected string, received undefined'] }],
  ])('validation: %j', async (payload, expected) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(errorBody(res)).toMatchObject({ status: 'fail', title: 'Validation failed' });
    expect(issuesByField(res)).toEqual(expected);
  });

  test('unknown fields are refused (no mass assignment)', async () => {
    const res = await create({ name: 'Sneaky', code: 'SN1', id: 1, created_at: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).result?.issues).toEqual([{ path: [], message: 'Unrecognized keys: "id", "created_at"', code: 'unrecognized_keys' }]);
  });

  test('a duplicate code (any case) is a 409 on the code field', async () => {
    const res = await create({ name: 'Another Haa Alif', code: 'ha' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res)).toMatchObject({ status: 'fail', title: 'Atoll code already used' });
    expect(issuesByField(res)).toEqual({ code: ['Another atoll already uses this code'] });
  });
});

describe('update', () => {
  test('changes only the given fields, with a toast', async () => {
    const created = contractData(calls.createAtoll, await create({ name: 'Patch Me', code: 'PM1', province: 'North' }));
    const res = await update(created.id, { province: 'South' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('Atoll updated');
    expect(contractData(calls.updateAtoll, res)).toEqual({ ...created, version: created.version + 1, province: 'South' });
    expect(contractData(calls.updateAtoll, await update(created.id, { province: null })).province).toBeNull();
    expect(contractData(calls.updateAtoll, await update(created.id, {}))).toEqual({ ...created, version: created.version + 2, province: null });
  });

  test('404 for an unknown id, 400 for a malformed one', async () => {
    const missing = await update(999_999, { name: 'Nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing)).toMatchObject({ status: 'fail', title: 'Atoll not found' });
    const malformed = await update('abc', { name: 'Nowhere' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(issuesByField(malformed))).toEqual(['atoll_id']);
  });

  test('the same rules apply to updated fields', async () => {
    expect(issuesByField(await update(1, { name: 'x' }))).toEqual({ name: ['Name must be at least 2 characters'] });
    const duplicate = await update(1, { code: 'MLE' });
    expect(duplicate.statusCode).toBe(409);
    expect(issuesByField(duplicate)).toEqual({ code: ['Another atoll already uses this code'] });
  });
});
