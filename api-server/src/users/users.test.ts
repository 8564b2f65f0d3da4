import { calls } from '../contract';
import { verifyPassword } from '../auth/password';
import { contractData, errorBody, issuesByField } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { demoProviders, NEVER_ACTIVE_EMAIL } from './seed';

let t: TestApp;
let admin: Session;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  adminId = contractData(calls.me, await t.request({ method: 'GET', url: '/api/v1/me' }, admin)).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url }, admin);
const list = async (query: string) => {
  const res = await get(`/api/v1/users?${query}`);
  expect(res.statusCode).toBe(200);
  return contractData(calls.listUsers, res);
};
const create = (payload: object) => t.request({ method: 'POST', url: '/api/v1/users', payload }, admin);
const update = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/v1/users/${id}`, payload }, admin);
const remove = (id: number) => t.request({ method: 'DELETE', url: `/api/v1/users/${id}` }, admin);
const valid = { type: 'CUSTOMER', name: 'Nasreena Ali', email: 'nasreena@example.com', phone_number: '+9607654321', password: 'secret1' };

describe('list', () => {
  test('newest first, never a password hash, passes the contract', async () => {
    const res = await get('/api/v1/users?size=5');
    expect(res.body).not.toMatch(/password/i);
    const { items, pagination } = contractData(calls.listUsers, res);
    expect(items).toHaveLength(5);
    expect(pagination).toMatchObject({ current_page: 1, previous_page: null, next_page: 2, record_count: 5 });
    const times = items.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test('pagination edges: last page, beyond it, unpaginated', async () => {
    const all = await list('unpaginated=true');
    const total = all.pagination.total_items;
    expect(all.items).toHaveLength(total);
    expect(all.pagination).toMatchObject({ total_pages: 1, next_page: null, previous_page: null });
    const lastPage = Math.ceil(total / 7);
    expect((await list(`size=7&page=${lastPage}`)).pagination).toMatchObject({
      next_page: null,
      previous_page: lastPage - 1,
      record_count: total - (lastPage - 1) * 7,
    });
    expect((await list(`size=7&page=${lastPage + 1}`)).pagination).toMatchObject({ record_count: 0, previous_page: lastPage, current_page: lastPage + 1 });
    expect((await list('search=no-such-person-anywhere')).pagination).toMatchObject({ total_items: 0, total_pages: 0, next_page: null });
  });

  test('filter by type; search by name, e-mail or phone (case-insensitive)', async () => {
    const providers = await list('type=SERVICE_PROVIDER&unpaginated=true');
    expect(providers.items.length).toBeGreaterThanOrEqual(8);
    expect(providers.items.filter((u) => u.type !== 'SERVICE_PROVIDER')).toEqual([]);
    const kinds = Object.fromEntries(providers.items.map((u) => [u.email, u.provider_kind]));
    for (const p of demoProviders) expect(kinds[p.email]).toBe(p.kind);
    expect((await list('search=ISLAND%20MOVERS')).items.map((u) => u.email)).toEqual(['ops@islandmovers.example.com']);
    expect((await list('search=+9607712345')).items.map((u) => u.email)).toEqual(['customer@example.com']);
    expect((await list('type=CUSTOMER&search=staff')).items).toEqual([]);
  });

  test('a bad type or page is a 400 on that parameter', async () => {
    for (const [query, field] of [
      ['type=ROOT', 'type'],
      ['page=0', 'page'],
      ['size=101', 'size'],
    ]) {
      const res = await get(`/api/v1/users?${query}`);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(issuesByField(res))).toEqual([field]);
    }
  });
});

describe('get, search and admins', () => {
  test('get one; 404 for an unknown id', async () => {
    expect(contractData(calls.getUser, await get(`/api/v1/users/${adminId}`))).toMatchObject({
      id: adminId,
      type: 'ADMIN',
      email: 'admin@example.com',
      provider_kind: null,
    });
    const res = await get('/api/v1/users/999999');
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).title).toBe('User not found');
  });

  test('search: at most 20, by name order, optionally by type', async () => {
    const all = contractData(calls.searchUsers, await get('/api/v1/users/search?search=a'));
    expect(all.length).toBe(20);
    const admins = contractData(calls.searchUsers, await get('/api/v1/users/search?search=example.com&type=ADMIN'));
    expect(admins.length).toBe(4);
    expect(admins.map((u) => u.name)).toEqual([...admins.map((u) => u.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  test('admins: every admin', async () => {
    const admins = contractData(calls.listAdmins, await get('/api/v1/users/admin'));
    expect(admins.map((u) => u.email).sort()).toEqual([
      'admin@example.com',
      'ahmed.staff@example.com',
      'fathimath.support@example.com',
      'hassan.ops@example.com',
    ]);
  });
});

describe('create', () => {
  test('201 with a toast; the password is stored hashed and works for sign-in', async () => {
    const res = await create({ ...valid, name: '  Nasreena Ali  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('User created');
    const user = contractData(calls.createUser, res);
    expect(user).toMatchObject({ name: 'Nasreena Ali', type: 'CUSTOMER', provider_kind: null });
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [user.id]);
    expect(row!.password_hash).not.toContain('secret1');
    expect(await verifyPassword('secret1', row!.password_hash)).toBe(true);
    const login = await t.request({ method: 'POST', url: '/api/v1/login/customer', payload: { email: 'NASREENA@example.com', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
  });

  test('a business provider keeps its kind', async () => {
    const res = await create({ ...valid, type: 'SERVICE_PROVIDER', email: 'maldive-boats@example.com', provider_kind: 'business' });
    expect(contractData(calls.createUser, res).provider_kind).toBe('business');
  });

  test.each([
    [{ name: 'A' }, { name: ['Name must be at least 2 characters'] }],
    [{ email: 'not-an-email' }, { email: ['Invalid email address'] }],
    [{ phone_number: '7712345' }, { phone_number: ['Phone number must be at least 10 characters', 'Enter a Maldivian phone number (+960 and 7 digits)'] }],
    [{ phone_number: '+4477123456' }, { phone_number: ['Enter a Maldivian phone number (+960 and 7 digits)'] }],
    [{ password: '12345' }, { password: ['Password must be at least 6 characters'] }],
    [{ type: 'ROOT' }, { type: ['Please Select a value'] }],
    [{ provider_kind: 'business' }, { provider_kind: ['Only service providers have a provider kind'] }],
  ])('validation %j', async (change, expected) => {
    const res = await create({ ...valid, email: 'v@example.com', ...change });
    expect(res.statusCode).toBe(400);
    expect(issuesByField(res)).toEqual(expected);
  });

  test('unknown fields are refused (no mass assignment)', async () => {
    const res = await create({ ...valid, email: 'mass@example.com', password_hash: 'x', id: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).result?.issues[0]).toMatchObject({ code: 'unrecognized_keys', path: [] });
  });

  test('e-mails are unique whatever their case: 409 on email', async () => {
    const res = await create({ ...valid, email: 'Customer@Example.com' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).title).toBe('E-mail already used');
    expect(issuesByField(res)).toEqual({ email: ['Another account already uses this e-mail'] });
  });
});

describe('update', () => {
  let userId: number;
  beforeAll(async () => {
    userId = contractData(calls.createUser, await create({ ...valid, email: 'edit-me@example.com' })).id;
  });
  const base = { type: 'CUSTOMER', name: 'Edited Name', email: 'edit-me@example.com', phone_number: '+9607000099' };

  test('replaces the fields; an empty password keeps the current one', async () => {
    const res = await update(userId, { ...base, password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('User updated');
    expect(contractData(calls.updateUser, res)).toMatchObject({ name: 'Edited Name', phone_number: '+9607000099' });
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
    expect(await verifyPassword('secret1', row!.password_hash)).toBe(true);
  });

  test("a new password is hashed and ends the user's sessions", async () => {
    const login = await t.request({ method: 'POST', url: '/api/v1/login/customer', payload: { email: 'edit-me@example.com', password: 'secret1' } });
    const session = login.json().data as Session;
    expect((await t.request({ method: 'GET', url: '/api/v1/me' }, session)).statusCode).toBe(200);
    expect((await update(userId, { ...base, password: 'another-secret' })).statusCode).toBe(200);
    const [row] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
    expect(await verifyPassword('another-secret', row!.password_hash)).toBe(true);
    const live = await t.db.query('select 1 from refresh_tokens where user_id = $1 and revoked_at is null', [userId]);
    expect(live).toEqual([]);
  });

  test('turning a provider into a customer drops the provider kind; a provider keeps it when not sent', async () => {
    const provider = contractData(
      calls.createUser,
      await create({ ...valid, type: 'SERVICE_PROVIDER', email: 'kind@example.com', provider_kind: 'individual' }),
    );
    const same = await update(provider.id, { type: 'SERVICE_PROVIDER', name: 'Kind Keeper', email: 'kind@example.com', phone_number: valid.phone_number });
    expect(contractData(calls.updateUser, same).provider_kind).toBe('individual');
    const customer = await update(provider.id, { type: 'CUSTOMER', name: 'Kind Keeper', email: 'kind@example.com', phone_number: valid.phone_number });
    expect(contractData(calls.updateUser, customer).provider_kind).toBeNull();
  });

  test('an admin cannot remove their own admin role (409 on type); editing themselves otherwise is fine', async () => {
    const demote = await update(adminId, { type: 'CUSTOMER', name: 'Mariyam Admin', email: 'admin@example.com', phone_number: '+9607700001' });
    expect(demote.statusCode).toBe(409);
    expect(issuesByField(demote)).toEqual({ type: ['You cannot remove your own admin role'] });
    const keep = await update(adminId, { type: 'ADMIN', name: 'Mariyam Admin', email: 'admin@example.com', phone_number: '+9607700001' });
    expect(keep.statusCode).toBe(200);
  });

  test('404 for an unknown user, 409 for a taken e-mail, 400 for a bad phone', async () => {
    expect((await update(999999, base)).statusCode).toBe(404);
    const taken = await update(userId, { ...base, email: 'provider@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(issuesByField(taken)).toEqual({ email: ['Another account already uses this e-mail'] });
    const phone = await update(userId, { ...base, phone_number: '+9617712345' });
    expect(issuesByField(phone)).toEqual({ phone_number: ['Enter a Maldivian phone number (+960 and 7 digits)'] });
  });
});

describe('delete', () => {
  test('a user without activity goes, with their sessions; then 404', async () => {
    const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [NEVER_ACTIVE_EMAIL]);
    const res = await remove(user!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe('User deleted');
    expect(contractData(calls.deleteUser, res)).toEqual({ id: user!.id });
    expect((await remove(user!.id)).statusCode).toBe(404);
  });

  test('an admin cannot delete themselves', async () => {
    const res = await remove(adminId);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res)).toMatchObject({ title: 'You cannot delete your own account', description: 'You cannot delete your own account' });
  });

  test('a user with jobs cannot be deleted (409), nothing is lost', async () => {
    const [customer] = await t.db.query<{ id: number }>('select created_by as id from jobs limit 1');
    const res = await remove(customer!.id);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).description).toBe('This user has jobs, chats or other records and cannot be deleted');
    expect(await t.db.query('select 1 from users where id = $1', [customer!.id])).toHaveLength(1);
  });
});
