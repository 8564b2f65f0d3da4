import { createEmptyDb } from '../testing/test-db';
import { createCallTransactions } from './call-transaction';
import type { Db } from './db';
import { inRolledBackTransaction } from '../testing/rolled-back';

let database: Db;
let calls: ReturnType<typeof createCallTransactions>;

beforeAll(async () => {
  database = await createEmptyDb();
  await database.exec('create table call_tx_probe (v text not null)');
  calls = createCallTransactions(database);
});
afterAll(() => database.close());
beforeEach(() => database.exec('delete from call_tx_probe'));

const insert = (v: string) => calls.db.query('insert into call_tx_probe (v) values ($1)', [v]);
const stored = async () => (await database.query<{ v: string }>('select v from call_tx_probe order by v')).map((r) => r.v);

/** A promise and the function that settles it, for ordering concurrent work without sleeping. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

test('everything a run does commits together when it resolves', async () => {
  await calls.run(async () => {
    await insert('a');
    await insert('b');
  });
  expect(await stored()).toEqual(['a', 'b']);
});

test('nothing a run did stays when it throws', async () => {
  await expect(
    calls.run(async () => {
      await insert('a');
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await stored()).toEqual([]);
});

test('a nested transaction is a savepoint: its failure undoes only its own work', async () => {
  await calls.run(async () => {
    await insert('outer');
    await inRolledBackTransaction(calls.db, (tx) => tx.query("insert into call_tx_probe (v) values ('inner') returning v"));
    await calls.db.transaction((tx) => tx.query("insert into call_tx_probe (v) values ('inner kept')"));
  });
  expect(await stored()).toEqual(['inner kept', 'outer']);
});

test('outside a run, queries and transactions go straight to the database', async () => {
  await insert('direct');
  await expect(calls.db.transaction(async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  expect(await stored()).toEqual(['direct']);
});

test('a query left running after its run ended goes to the database on its own', async () => {
  const late = gate();
  let stray: Promise<unknown> | undefined;
  await calls.run(async () => {
    await insert('in run');
    stray = late.opened.then(() => insert('after run'));
  });
  late.open();
  await stray;
  expect(await stored()).toEqual(['after run', 'in run']);
});

test('concurrent runs keep their own transactions: one failing leaves the other', async () => {
  const aInserted = gate();
  const finishA = gate();
  const a = calls.run(async () => {
    await insert('a');
    aInserted.open();
    await finishA.opened;
  });
  await aInserted.opened;
  const b = calls.run(async () => {
    await insert('b');
    throw new Error('b refused');
  });
  finishA.open();
  await a;
  await expect(b).rejects.toThrow('b refused');
  expect(await stored()).toEqual(['a']);
});

test('onOpen runs first in the transaction, once, when the first query opens it', async () => {
  const seen: string[] = [];
  await calls.run(
    async () => {
      seen.push('before any query');
      await insert('a');
      await insert('b');
    },
    {
      onOpen: async (tx) => {
        seen.push(`opened with ${(await tx.query<{ n: number }>('select count(*)::int as n from call_tx_probe'))[0]!.n} rows`);
      },
    },
  );
  expect(seen).toEqual(['before any query', 'opened with 0 rows']);
  let opened = false;
  await calls.run(async () => undefined, { onOpen: async () => void (opened = true) });
  expect(opened).toBe(false);
});
