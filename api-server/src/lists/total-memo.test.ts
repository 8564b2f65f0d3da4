import { calls, type Page } from '../contract';
import { contractData } from '../testing/expect-contract';
import { type Session, startTestApp, type TestApp } from '../testing/test-app';
import { expectPagesOfWhole } from '../testing/page-slices';
import { walkReachesSooner } from './list-page';
import { keptShape, recallTotal, rememberTotal, TOTAL_MEMO_LIMIT, totalMemoSize } from './total-memo';
import { inRolledBackTransaction } from '../testing/rolled-back';

// The memo of search totals (085_data_versions, total-memo.ts): a total is counted again after
// any write to its table, and the page itself always comes from the database.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const jobs = async (query: string) => contractData(calls.listJobs, await t.request({ method: 'GET', url: `/api/v1/jobs?${query}` }, admin));
const users = async (query: string) => contractData(calls.listUsers, await t.request({ method: 'GET', url: `/api/v1/users?${query}` }, admin));
const VERSION = `select string_agg(version::text, ',' order by shard) as v from data_versions where name = $1`;
const version = async (table: string) => (await t.db.query<{ v: string }>(VERSION, [table]))[0]!.v;

/** The count statements the database ran during `fn`. */
async function countsDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(t.db, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([sql]) => /^select count\(\*\)/.test(sql)).length;
  } finally {
    spy.mockRestore();
  }
}

/** Runs `sql` (a write with `returning`) in a transaction that then rolls back. */
const rolledBack = (sql: string) => inRolledBackTransaction(t.db, (tx) => tx.query(sql));

const addJob = (title: string) =>
  t.db.query(
    `insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
    values ($1, 'Memo test job', 'regular', 'posted', (select min(id) from job_subcategories), (select min(id) from users))`,
    [title],
  );

test('a jobs search counts once, then again after any write to jobs; the page is always read', async () => {
  await addJob('Zanzibar gutter repair');
  await addJob('Zanzibar roof repair');
  const first = await jobs('search=zanzibar&size=1');
  expect(first.pagination.total_items).toBe(2);
  expect(await countsDuring(() => jobs('search=zanzibar&size=1'))).toBe(0);
  expect((await jobs('search=zanzibar&size=1&page=2')).items).toHaveLength(1);

  await addJob('Zanzibar fence repair');
  let counted = 0;
  counted = await countsDuring(async () => expect((await jobs('search=zanzibar&size=1')).pagination.total_items).toBe(3));
  expect(counted).toBe(1);

  // A write that keeps the total: the page shows it, the total is counted again all the same.
  const newest = (await jobs('search=zanzibar&size=1')).items[0]!;
  await t.db.query('update jobs set title = $2 where id = $1', [newest.id, 'Zanzibar fence repainted']);
  counted = await countsDuring(async () => {
    const again = await jobs('search=zanzibar&size=1');
    expect(again.items.map((j) => [j.id, j.title])).toEqual([[newest.id, 'Zanzibar fence repainted']]);
    expect(again.pagination.total_items).toBe(3);
  });
  expect(counted).toBe(1);

  // A write to another table, or one rolled back, leaves the version (and the kept total) as it was.
  await t.db.query(`update users set name = name where id = (select min(id) from users)`);
  await rolledBack(`update jobs set title = 'Rolled back' where title ilike '%zanzibar%' returning id`);
  expect(await countsDuring(() => jobs('search=zanzibar&size=1'))).toBe(0);

  await t.db.query('delete from jobs where id = $1', [newest.id]);
  expect((await jobs('search=zanzibar&size=1')).pagination.total_items).toBe(2);
});

test('a transaction sets a new version when it commits; a rolled-back one and a write to another table set none', async () => {
  const before = await version('jobs');
  await rolledBack(`update users set name = name where id = (select min(id) from users) returning id`);
  await t.db.query(`update users set name = name where id = (select min(id) from users)`);
  expect(await version('jobs')).toBe(before);
  const usersBefore = await version('users');
  await t.db.transaction(async (tx) => {
    await tx.query(`insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
      select 'Versioned ' || g, 'Memo test job', 'regular', 'posted', (select min(id) from job_subcategories), (select min(id) from users)
      from generate_series(1, 3) g`);
    await tx.query(`update jobs set title = title || ' again' where title like 'Versioned %'`);
    expect(await tx.query(VERSION, ['jobs'])).toEqual([{ v: before }]);
  });
  expect(await version('jobs')).not.toBe(before);
  expect(await version('users')).toBe(usersBefore);
});

test('a users search (and the plain list) counts once per version of users', async () => {
  const first = await users('search=memo-user');
  expect(first.pagination.total_items).toBe(0);
  const created = await t.request(
    {
      method: 'POST',
      url: '/api/v1/users',
      payload: { type: 'CUSTOMER', name: 'Memo-user One', email: 'memo-user1@example.com', phone_number: '+9607000001', password: 'secret1' },
    },
    admin,
  );
  expect(created.statusCode).toBe(201);
  expect((await users('search=memo-user')).pagination.total_items).toBe(1);
  expect(await countsDuring(() => users('search=memo-user'))).toBe(0);
  const all = (await users('size=1')).pagination.total_items;
  await t.request(
    {
      method: 'POST',
      url: '/api/v1/users',
      payload: { type: 'CUSTOMER', name: 'Memo-user Two', email: 'memo-user2@example.com', phone_number: '+9607000002', password: 'secret1' },
    },
    admin,
  );
  expect((await users('search=memo-user')).items.map((u) => u.name)).toEqual(['Memo-user Two', 'Memo-user One']);
  expect((await users('size=1')).pagination.total_items).toBe(all + 1);
});

/** The users page statements the database ran during `fn`: 'scan' (the search on expressions) or 'indexed'. */
async function userPageReads(fn: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(t.db, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([sql]) => /^select u\.id/.test(sql)).map(([sql]) => (sql.includes("(u.name || '') ilike") ? 'scan' : 'indexed'));
  } finally {
    spy.mockRestore();
  }
}

test("a common term's first pages, counted before, read in list order without the search's indexes; the pages stay the same", async () => {
  // 60 matches in one statement: one created_at, so the id breaks every tie of the order.
  await t.db.query(`insert into users (type, name, email, phone_number, password_hash)
    select 'CUSTOMER', 'Scanfreq ' || g, 'scanfreq' || g || '@example.com', null, 'not a hash' from generate_series(1, 60) g`);
  await t.db.exec('analyze users');
  const rows = (await t.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
  const whole = (await t.db.query<{ id: number }>(`select id from users where name ilike '%scanfreq%' order by created_at desc, id desc`)).map((r) => r.id);
  expect(whole).toHaveLength(60);
  // Which pages walk: (offset + size) x rows <= 60 x 60.
  const walking = (page: number, size: number) => walkReachesSooner(page * size, 60, rows);
  expect(walking(1, 10)).toBe(true);
  expect(walking(6, 10)).toBe(false);

  // Counted for the first time: the indexed form; then each page as its rule says.
  expect(await userPageReads(() => users('search=scanfreq&size=10'))).toEqual(['indexed']);
  expect(keptShape(`users u where (u.name ilike $1 or u.email ilike $2 or u.phone_number ilike $3) ["%scanfreq%","%scanfreq%","%scanfreq%"]`)).toEqual({
    total: 60,
    rows,
  });
  const reads: string[] = [];
  await expectPagesOfWhole('users search=scanfreq', whole, 10, async (page, size) => {
    let read!: Awaited<ReturnType<typeof users>>;
    reads.push(...(await userPageReads(async () => (read = await users(`search=scanfreq&size=${size}&page=${page}`)))));
    return read;
  });
  expect(reads).toEqual([1, 2, 3, 4, 5, 6, 7].map((page) => (walking(page, 10) ? 'scan' : 'indexed')));
  expect(reads).toContain('scan');
  expect(reads).toContain('indexed');

  // A rare term stays on the indexes however often it is asked.
  await users('search=scanfreq 7');
  expect(await userPageReads(() => users('search=scanfreq 7'))).toEqual(['indexed']);
});

/**
 * Reads `whole` page by page, 10 a page (expectPagesOfWhole: each page the slice of the whole),
 * and returns how many of the statements run walked the list's order: their SQL holds `scanned`,
 * the search on expressions no index has (listPage's `scanWhere`).
 */
async function walkedPages(label: string, whole: number[], read: (page: number, size: number) => Promise<Page<{ id: number }>>, scanned: string) {
  let walked = 0;
  await expectPagesOfWhole(label, whole, 10, async (page, size) => {
    const spy = jest.spyOn(t.db, 'query');
    try {
      const items = await read(page, size);
      walked += spy.mock.calls.filter(([sql]) => sql.includes(scanned)).length;
      return items;
    } finally {
      spy.mockRestore();
    }
  });
  return walked;
}

test("a jobs search's first pages take the same path, with the same pages", async () => {
  await t.db.query(`insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
    select 'Scanjob ' || g, 'Memo test job', 'regular', 'posted', (select min(id) from job_subcategories), (select min(id) from users)
    from generate_series(1, 60) g`);
  await t.db.exec('analyze jobs');
  const whole = (await t.db.query<{ id: number }>(`select id from jobs where title ilike '%scanjob%' order by created_at desc, id desc`)).map((r) => r.id);
  expect(whole).toHaveLength(60);
  await jobs('search=scanjob&size=10');
  expect(
    await walkedPages('jobs search=scanjob', whole, (page, size) => jobs(`search=scanjob&size=${size}&page=${page}`), "(j.title || '') ilike"),
  ).toBeGreaterThan(0);
});

const tickets = async (query: string) => contractData(calls.listTickets, await t.request({ method: 'GET', url: `/api/v1/tickets?${query}` }, admin));
/** A ticket of the first subcategory, created by `createdBy` (default: the first user). */
const addTickets = (description: string, count = 1, createdBy?: number) =>
  t.db.query(
    `insert into tickets (reference_no, description, type, ticket_subcategory_id, created_by)
     select 'MEMO-' || nextval('ticket_reference_seq'), $1 || ' ' || g, 'ADMIN', (select min(id) from ticket_subcategories), coalesce($3, (select min(id) from users))
     from generate_series(1, $2::int) g`,
    [description, count, createdBy ?? null],
  );

test("a tickets search counts once per version of tickets and users (it matches the creator's name); a rolled-back write keeps it", async () => {
  const [creator] = await t.db.query<{ id: number }>(
    `insert into users (type, name, email, phone_number, password_hash) values ('CUSTOMER', 'Quillon Test', 'quillon-user@example.com', null, 'not a hash') returning id`,
  );
  await addTickets('Quillon leak', 2);
  await addTickets('Roof tiles', 1, creator!.id);
  expect((await tickets('search=quillon&size=1')).pagination.total_items).toBe(3);
  expect(await countsDuring(() => tickets('search=quillon&size=1'))).toBe(0);
  expect((await tickets('search=quillon&size=1&page=3')).items).toHaveLength(1);

  // A new ticket that matches.
  await addTickets('Quillon drain');
  let counted = await countsDuring(async () => expect((await tickets('search=quillon&size=1')).pagination.total_items).toBe(4));
  expect(counted).toBe(1);

  // The creator's new name no longer matches: a write to users only.
  await t.db.query(`update users set name = 'Renamed Test', email = 'renamed-user@example.com' where id = $1`, [creator!.id]);
  counted = await countsDuring(async () => expect((await tickets('search=quillon&size=1')).pagination.total_items).toBe(3));
  expect(counted).toBe(1);

  await rolledBack(`update tickets set description = 'Rolled back' where description ilike '%quillon%' returning id`);
  expect(await countsDuring(() => tickets('search=quillon&size=1'))).toBe(0);
  await t.db.query(`update tickets set description = 'Fixed' where description = 'Quillon drain 1'`);
  expect((await tickets('search=quillon&size=1')).pagination.total_items).toBe(2);
});

test("a tickets search's first pages, counted before, walk the list's order with the same pages; the creator's name matches there too", async () => {
  const [creator] = await t.db.query<{ id: number }>(
    `insert into users (type, name, email, phone_number, password_hash) values ('CUSTOMER', 'Scantick Owner', 'owner-of-tickets@example.com', null, 'not a hash') returning id`,
  );
  await addTickets('Scantick door', 40);
  await addTickets('Window by name', 20, creator!.id);
  await t.db.exec('analyze tickets');
  const whole = (
    await t.db.query<{ id: number }>(
      `select t.id from tickets t join users u on u.id = t.created_by where t.description ilike '%scantick%' or u.name ilike '%scantick%' order by t.created_at desc, t.id desc`,
    )
  ).map((r) => r.id);
  expect(whole).toHaveLength(60);
  await tickets('search=scantick&size=10');
  const walked = await walkedPages(
    'tickets search=scantick',
    whole,
    (page, size) => tickets(`search=scantick&size=${size}&page=${page}`),
    "(t.description || '') ilike",
  );
  expect(walked).toBeGreaterThan(0);
});

test(`the memo keeps the ${TOTAL_MEMO_LIMIT} totals used last`, () => {
  rememberTotal('first', 'v1', 1);
  for (let i = 0; i < TOTAL_MEMO_LIMIT; i++) rememberTotal(`key ${i}`, 'v1', i);
  expect(totalMemoSize()).toBe(TOTAL_MEMO_LIMIT);
  expect(recallTotal('first', 'v1')).toBeUndefined();
  expect(recallTotal('key 0', 'v1')).toBe(0);
  expect(recallTotal('key 0', 'v2')).toBeUndefined();
  rememberTotal('last', 'v1', 7);
  expect(recallTotal('key 0', 'v1')).toBe(0); // used just before, so key 1 went instead
  expect(recallTotal('key 1', 'v1')).toBeUndefined();
});
