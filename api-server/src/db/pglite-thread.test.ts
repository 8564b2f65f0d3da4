import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, DbError } from './db';
import { until } from '../testing/api-process';
import { openPgliteThread } from './pglite-thread';

/**
 * The server's embedded database on its own thread (db/pglite-thread.ts) behaves as the one the
 * tests open in their own thread (pgliteDb): rows and types, errors as DbError, transactions,
 * notifications after commit only, dumps, and files that outlive a close. The API over it runs in
 * every browser test and in the crash-safety, backup and restart tests (they start the server).
 */
let dir: string;
let db: Db & { wasmBytes: () => number };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  db = await openPgliteThread(dir, 16);
  await db.exec(`
    create table things (id serial primary key, name text not null unique, at timestamptz, doc jsonb, n bigint);
    create function notify_thing() returns trigger language plpgsql as $$ begin perform pg_notify('things', new.name); return new; end $$;
    create trigger things_notify after insert on things for each row execute function notify_thing();
  `);
}, 60_000);

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('rows keep their types across the threads', async () => {
  const at = new Date('2026-11-29T06:00:00.000Z');
  const [row] = await db.query<{ id: number; name: string; at: Date; doc: unknown; n: unknown }>(
    'insert into things (name, at, doc, n) values ($1, $2, $3, $4) returning *',
    ['typed', at.toISOString(), JSON.stringify({ a: [1, 'two'] }), 9007199254740993n],
  );
  expect(row).toEqual({ id: expect.any(Number), name: 'typed', at, doc: { a: [1, 'two'] }, n: expect.anything() });
  expect(String(row!.n)).toBe('9007199254740993');
  expect(db.wasmBytes()).toBeGreaterThan(0);
});

test('a driver error arrives as a DbError with its SQLSTATE and constraint, without the values', async () => {
  await db.query('insert into things (name) values ($1)', ['duplicate-secret']);
  const error = await db.query('insert into things (name) values ($1)', ['duplicate-secret']).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DbError);
  expect(error).toMatchObject({ code: '23505', constraint: 'things_name_key' });
  expect((error as Error).message).not.toContain('duplicate-secret');
  await expect(db.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
});

test('a transaction commits when its function resolves and rolls back when it throws, with the caller error as it was', async () => {
  await db.transaction(async (tx) => {
    await tx.query('insert into things (name) values ($1)', ['committed']);
  });
  const mine = new Error('the caller changed its mind');
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['rolled back']);
      throw mine;
    }),
  ).rejects.toBe(mine);
  const names = (await db.query<{ name: string }>("select name from things where name in ('committed', 'rolled back')")).map((r) => r.name);
  expect(names).toEqual(['committed']);
});

test('a statement sent during a transaction runs after it, not inside it', async () => {
  let outside: Promise<unknown> | undefined;
  await db
    .transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['inside']);
      outside = db.query('insert into things (name) values ($1)', ['outside']);
      await tx.query('select 1');
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await outside;
  // Run inside the transaction (one connection), the outside write would have been rolled back with it.
  const names = (await db.query<{ name: string }>("select name from things where name in ('inside', 'outside')")).map((r) => r.name);
  expect(names).toEqual(['outside']);
});

test('a failed statement inside a transaction rolls the whole of it back', async () => {
  const error = await db
    .transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['before the failure']);
      await tx.query('insert into things (name) values ($1)', ['typed']);
    })
    .catch((e: unknown) => e);
  expect(error).toMatchObject({ code: '23505' });
  expect(await db.query("select 1 from things where name = 'before the failure'")).toEqual([]);
  // The database goes on serving.
  expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
});

test('notifications arrive after commit only, and stop when unlistened', async () => {
  const heard: string[] = [];
  const stop = await db.listen('things', (payload) => heard.push(payload));
  await db
    .transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['never committed']);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await db.query('insert into things (name) values ($1)', ['announced']);
  await until(() => heard.length > 0, 'the committed notification');
  expect(heard).toEqual(['announced']);
  await stop();
  await db.query('insert into things (name) values ($1)', ['after stop']);
  // A marker listener proves the notification went out, and the stopped one still heard nothing.
  const marker: string[] = [];
  const stopMarker = await db.listen('things', (payload) => marker.push(payload));
  await db.query('insert into things (name) values ($1)', ['marker']);
  await until(() => marker.length > 0, 'the marker');
  expect(marker).toEqual(['marker']);
  expect(heard).toEqual(['announced']);
  await stopMarker();
});

test('a dump holds every committed row, and the files outlive a close', async () => {
  const dump = await db.dumpDataDir!();
  expect(dump.size).toBeGreaterThan(1000);
  expect(Buffer.from(await dump.slice(0, 2).arrayBuffer())).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
  await db.close();
  await expect(db.query('select 1')).rejects.toThrow();
  db = await openPgliteThread(dir, 16);
  const names = (await db.query<{ name: string }>("select name from things where name in ('committed', 'announced') order by name")).map((r) => r.name);
  expect(names).toEqual(['announced', 'committed']);
}, 60_000);
