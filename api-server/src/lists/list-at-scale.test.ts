import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { type IdPageQuery, type IdPageSql, pageIds, readIdPage } from './page-ids';
import { SqlWhere } from './sql-where';
import { inRolledBackTransaction } from '../testing/rolled-back';

// What 050_list_indexes and the list queries rely on: job_counts always equals a count of the
// jobs, and a page read from the far end (pageIds) is the page limit/offset gives.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

const counted = () =>
  db.query<{ status: string; job_type: string; n: number }>('select status, job_type, count(*)::int as n from jobs group by 1, 2 order by 1, 2');
const kept = () => db.query<{ status: string; job_type: string; n: number }>('select status, job_type, n::int as n from job_counts where n <> 0 order by 1, 2');

test('job_counts follows inserts, status and type changes, deletes (also rolled back) and truncate', async () => {
  expect((await counted()).length).toBeGreaterThan(5);
  expect(await kept()).toEqual(await counted());

  await db.query(`insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
    select 'Counted ' || g, 'Counted job', job_type, status, job_subcategory_id, created_by from jobs, generate_series(1, 3) g`);
  expect(await kept()).toEqual(await counted());

  await db.query(`update jobs set status = 'cancelled' where id % 3 = 0 and status <> 'completed'`);
  await db.query(`update jobs set job_type = 'express', status = 'posted' where id % 7 = 0`);
  await db.query(`update jobs set title = title || '.' where id % 2 = 0`);
  expect(await kept()).toEqual(await counted());

  await db.query(`delete from job_actions where job_id % 5 = 0`);
  await db.query(`delete from jobs where id % 5 = 0 and not exists (select 1 from business_transfer_sheet_item_jobs b where b.job_id = jobs.id)`);
  expect(await kept()).toEqual(await counted());

  const before = await kept();
  await inRolledBackTransaction(db, (tx) => tx.query(`update jobs set status = 'draft' returning id`));
  expect(await kept()).toEqual(before);

  await db.exec('truncate jobs cascade');
  expect(await kept()).toEqual([]);
  await db.query(`insert into jobs (title, job_description, job_type, status, job_subcategory_id, created_by)
    values ('Again', 'After truncate', 'regular', 'posted', (select min(id) from job_subcategories), (select min(id) from users))`);
  expect(await kept()).toEqual([{ status: 'posted', job_type: 'regular', n: 1 }]);
});

test('pageIds: every page, read from either end, is the page of limit/offset', async () => {
  await db.exec('create temporary table listed (id integer primary key, at timestamptz not null, kind text not null)');
  // 57 rows, many sharing a timestamp: the order ends on the id.
  await db.query(`insert into listed select g, timestamptz '2026-01-01' + (g % 9) * interval '1 hour', case when g % 3 = 0 then 'a' else 'b' end
    from generate_series(1, 57) g`);
  for (const kind of [undefined, 'a']) {
    const where = new SqlWhere();
    if (kind) where.and('l.kind = ?', kind);
    const all = (await db.query<{ id: number }>(`select l.id from listed l ${where.sql} order by l.at desc, l.id desc`, where.params)).map((r) => r.id);
    const query = { id: 'l.id', from: 'listed l', where, order: 'l.at desc, l.id desc', reverseOrder: 'l.at, l.id' };
    for (const size of [1, 4, 10, 19, 20, 100]) {
      for (let page = 1; page <= Math.ceil(all.length / size) + 2; page++) {
        const ids = await pageIds(db, query, { page, size, unpaginated: false }, all.length);
        expect({ kind, size, page, ids }).toEqual({ kind, size, page, ids: all.slice((page - 1) * size, page * size) });
      }
    }
    expect(await pageIds(db, query, { page: 3, size: 5, unpaginated: true }, all.length)).toEqual(all);
  }
});

test('readIdPage: pages started from rows kept at the same version are the pages of limit/offset; a changed version reads from an end', async () => {
  await db.exec('create temporary table anchored (id integer primary key, at timestamptz not null, kind text not null)');
  await db.exec("create temporary table anchored_version (v text not null); insert into anchored_version values ('v1')");
  const fill = (from: number, to: number) =>
    db.query(`insert into anchored select g, timestamptz '2026-01-01' + (g % 13) * interval '1 hour', case when g % 3 = 0 then 'a' else 'b' end
      from generate_series(${from}, ${to}) g`);
  await fill(1, 157);
  const version = async () => (await db.query<{ v: string }>('select v from anchored_version'))[0]!.v;
  const query = (kind?: string): IdPageQuery => {
    const where = new SqlWhere();
    if (kind) where.and('l.kind = ?', kind);
    return {
      id: 'l.id',
      from: 'anchored l',
      where,
      order: 'l.at desc, l.id desc',
      reverseOrder: 'l.at, l.id',
      anchor: { columns: 'l.at, l.id', row: (p) => `select a.at, a.id from anchored a where a.id = ${p}`, version: '(select v from anchored_version)' },
    };
  };
  const all = async (kind?: string) => {
    const q = query(kind);
    return (await db.query<{ id: number }>(`select l.id from anchored l ${q.where.sql} order by ${q.order}`, q.where.params)).map((r) => r.id);
  };
  const started: boolean[] = [];
  const run = async (page: IdPageSql | null) => {
    if (!page) return [];
    started.push(page.anchoredAt !== undefined);
    const rows = await db.query<{ id: number }>(page.sql, page.params);
    return page.reversed ? rows.reverse() : rows;
  };
  const read = async (kind: string | undefined, page: number, size: number, total: number, at: string) =>
    (await readIdPage(run, query(kind), { page, size, unpaginated: false }, total, { version: at })).map((r) => r.id);

  for (const kind of [undefined, 'a']) {
    const ids = await all(kind);
    const at = await version();
    // Deep pages first, then on from them, back, and around: most start from a kept row.
    for (const page of [12, 13, 14, 11, 10, 3, 20, 19, 7, 8, 1, Math.ceil(ids.length / 7), 12]) {
      expect({ kind, page, ids: await read(kind, page, 7, ids.length, at) }).toEqual({ kind, page, ids: ids.slice((page - 1) * 7, page * 7) });
    }
  }
  expect(started.filter(Boolean).length).toBeGreaterThan(5);

  // New rows (some before the kept ones in list order) and a new version: the kept rows are not used.
  await fill(158, 190);
  await db.exec("update anchored_version set v = 'v2'");
  started.length = 0;
  let ids = await all();
  for (const page of [12, 13, 11]) expect(await read(undefined, page, 7, ids.length, 'v2')).toEqual(ids.slice((page - 1) * 7, page * 7));
  expect(started).toEqual([false, true, true]);

  // The rows change after the caller read its total and version: the page started from a kept row
  // comes back empty (its version check fails in the statement's snapshot) and is read again.
  // Ten newer rows: every kept row is still there, ten positions further on.
  await db.exec(`insert into anchored select g, timestamptz '2026-02-01', 'b' from generate_series(191, 200) g; update anchored_version set v = 'v3'`);
  ids = await all();
  started.length = 0;
  expect(await read(undefined, 13, 7, ids.length, 'v2')).toEqual(ids.slice(12 * 7, 13 * 7));
  expect(started).toEqual([true, false]);
});

test('the search indexes exist on both databases (pg_trgm is loaded)', async () => {
  const rows = await db.query<{ indexname: string }>(`select indexname from pg_indexes where indexname like '%trgm_idx' order by 1`);
  expect(rows.map((r) => r.indexname)).toEqual([
    'jobs_description_trgm_idx',
    'jobs_title_trgm_idx',
    'tickets_description_trgm_idx',
    'tickets_reference_no_trgm_idx',
    'users_email_trgm_idx',
    'users_name_trgm_idx',
    'users_phone_trgm_idx',
  ]);
  expect((await db.query<{ n: number }>(`select count(*)::int as n from jobs where title ilike '%a%'`))[0]!.n).toBeGreaterThan(0);
});
