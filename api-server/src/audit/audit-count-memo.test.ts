import type { Db, Queryable } from '../db/db';
import { SqlWhere } from '../lists/sql-where';
import { createTestDb } from '../testing/test-db';
import { createAuditCountMemo } from './audit-count-memo';

/**
 * The audit trail's totals (audit-count-memo.ts) against the real database: exact after every
 * write, whichever filter, and never missing a row that a transaction still open during a count
 * commits later below the newest id that count saw (PostgreSQL only: PGlite has one connection,
 * so no transaction is ever open beside a count).
 */
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const insert = (q: Pick<Queryable, 'query'>, action: string) =>
  q.query(
    `insert into audit_events (occurred_at, actor_id, method, route, operation, action, entity_type, entity_id)
     values (now(), null, 'PATCH', '/test', 'updateAtoll', $1, 'atoll', '1')`,
    [action],
  );
const byAction = (action: string) => new SqlWhere().and('e.action = ?', action);
const counted = async (where: SqlWhere) => (await db.query<{ n: number }>(`select count(*)::int as n from audit_events e ${where.sql}`, where.params))[0]!.n;

test('a total stays exact through writes, for the whole trail and for a filter, call after call', async () => {
  const memo = createAuditCountMemo();
  const all = new SqlWhere();
  const tagged = byAction('memo-exact');
  for (let round = 0; round < 4; round += 1) {
    expect(await memo.total(db, all)).toBe(await counted(all));
    expect(await memo.total(db, tagged)).toBe(round * 2);
    await insert(db, 'memo-exact');
    await insert(db, 'memo-exact');
    await insert(db, 'memo-other');
  }
  expect(await memo.total(db, tagged)).toBe(8);
  expect(memo.size()).toBe(2);
});

test('keeps at most its limit of filters', async () => {
  const memo = createAuditCountMemo(2);
  for (const action of ['a', 'b', 'c']) await memo.total(db, byAction(action));
  expect(memo.size()).toBe(2);
});

const onPostgres = process.env.API_TESTS_ON_POSTGRES === '1' && Boolean(process.env.TEST_DATABASE_URL);
(onPostgres ? test : test.skip)('a row committed late, below the newest id a count saw, is still counted', async () => {
  const memo = createAuditCountMemo();
  const where = byAction('memo-late');
  expect(await memo.total(db, where)).toBe(0);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let inserted!: () => void;
  const insertedEarly = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  // A transaction takes an id, then stays open while a later row commits and counts run.
  const late = db.transaction(async (tx) => {
    await insert(tx, 'memo-late');
    inserted();
    await held;
  });
  await insertedEarly;
  await insert(db, 'memo-late');
  expect(await memo.total(db, where)).toBe(1);
  expect(await memo.total(db, where)).toBe(1);
  release();
  await late;
  // Counted from a kept total that trusted the count taken while it was open, this would be 1.
  expect(await memo.total(db, where)).toBe(2);
  await insert(db, 'memo-late');
  expect(await memo.total(db, where)).toBe(3);
  expect(await memo.total(db, where)).toBe(await counted(where));
});
