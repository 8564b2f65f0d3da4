import type { Db, Queryable } from '../db/db';
import type { KeptJson } from '../lists/kept-json';
import { createTestDb } from './test-db';

/**
 * The tests of a kept JSON (src/lists/kept-json.ts): after each of `writes` (each must change
 * the JSON of at least one row of `table`), the rows read through the memo equal the rows written
 * afresh; with the trigger that sets a row's version off, the memo serves the text it kept (so
 * the comparisons can fail); what a rolled-back transaction read is never served after it; a
 * search page shows a write made after it was kept.
 */
export function keptJsonTests(kind: {
  table: 'jobs' | 'tickets';
  kept: KeptJson;
  /** Every row of the table, newest first, through the memo (a page of `n` rows). */
  page: (q: Queryable, n: number) => Promise<string[]>;
  /** The rows `ids` written afresh, in that order. */
  fresh: (q: Queryable, ids: number[]) => Promise<string[]>;
  /** The trigger that sets a row's version when the row is updated, and a text column of it. */
  ownTrigger: string;
  ownWrite: string;
  writes: Array<[string, string]>;
  /** Writes made in a transaction that is rolled back. */
  rolledBack: string[];
  /** A search's page of rows through the list (its ids read with their versions), as objects. */
  searchPage: (db: Db) => Promise<Array<{ id: number } & Record<string, unknown>>>;
}): void {
  const { table, kept, ownTrigger, ownWrite } = kind;
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  async function bothWays(q: Queryable = db): Promise<{ kept: string[]; fresh: string[] }> {
    const ids = (await q.query<{ id: number }>(`select id from ${table} order by created_at desc, id desc`)).map((row) => row.id);
    return { kept: await kind.page(q, ids.length), fresh: await kind.fresh(q, ids) };
  }

  test(`a row of ${table} written since it was kept is written again: served kept otherwise`, async () => {
    const { kept: texts, fresh } = await bothWays();
    expect(texts.length).toBeGreaterThan(5);
    expect(texts).toEqual(fresh);
    const newest = `(select id from ${table} order by created_at desc, id desc limit 1)`;
    await db.exec(`alter table ${table} disable trigger ${ownTrigger}`);
    await db.query(`update ${table} set ${ownWrite} = ${ownWrite} || ' (unseen)' where id = ${newest}`);
    const stale = await bothWays();
    expect(stale.kept).toEqual(texts);
    expect(stale.fresh).not.toEqual(fresh);
    await db.exec(`alter table ${table} enable trigger ${ownTrigger}`);
    // The record's version (090) back where it was too, so the text is the one first kept.
    await db.query(`update ${table} set ${ownWrite} = replace(${ownWrite}, ' (unseen)', ''), version = version - 1 where id = ${newest}`);
    const again = await bothWays();
    expect(again.kept).toEqual(again.fresh);
    expect(again.fresh).toEqual(fresh);
  });

  test.each(kind.writes)('%s: the list shows it', async (_label, sql) => {
    // Every row kept afresh at its version: a write missed by an earlier test does not show here.
    kept.forget();
    const before = await bothWays();
    expect(before.kept).toEqual(before.fresh);
    await db.query(sql);
    const after = await bothWays();
    expect(after.fresh).not.toEqual(before.fresh);
    expect(after.kept).toEqual(after.fresh);
  });

  test('what a rolled-back transaction read is never served after it', async () => {
    const before = await bothWays();
    await expect(
      db.transaction(async (tx) => {
        for (const sql of kind.rolledBack) await tx.query(sql);
        const inside = await bothWays(tx);
        expect(inside.kept).toEqual(inside.fresh);
        expect(inside.fresh).not.toEqual(before.fresh);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await bothWays();
    expect(after.fresh).toEqual(before.fresh);
    expect(after.kept).toEqual(after.fresh);
  });

  test('a search page shows a write made after it was kept', async () => {
    const before = await kind.searchPage(db);
    expect(before.length).toBeGreaterThan(5);
    const target = before[before.length - 1]!;
    await db.query(`update ${table} set ${ownWrite} = ${ownWrite} || ' (seen in the search)' where id = $1`, [target.id]);
    const after = await kind.searchPage(db);
    const fresh = JSON.parse((await kind.fresh(db, [target.id]))[0]!) as Record<string, unknown>;
    expect(after.find((row) => row.id === target.id)).toEqual(fresh);
    expect(fresh[ownWrite]).toBe(`${target[ownWrite]} (seen in the search)`);
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
  });
}
