import { type Ticket, ticketSchema } from '../contract';
import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { TICKETS_BY_SUBQUERIES } from '../testing/ticket-objects-query';
import { idPageSql, pageIds } from '../lists/page-ids';
import { SqlWhere } from '../lists/sql-where';
import { loadTickets, pageTickets } from './ticket-rows';

// The tickets' relations are read set-based (ticket-rows.ts). The answer must be what the
// statement with a subquery per ticket and relation gave: the same objects, and the same bytes
// through the contract's schema.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

async function bothPaths(ids: number[]): Promise<Array<[Ticket, Ticket]>> {
  const tickets = await loadTickets(db, ids);
  const reference = new Map((await db.query<Ticket>(TICKETS_BY_SUBQUERIES, [ids])).map((ticket) => [ticket.id, ticket]));
  expect(tickets.map((ticket) => ticket.id)).toEqual(ids);
  return tickets.map((ticket) => [ticket, reference.get(ticket.id)!]);
}

test('every seeded ticket: the same objects and bytes as the statement with a subquery per ticket', async () => {
  const ids = (await db.query<{ id: number }>('select id from tickets order by id')).map((r) => r.id);
  // A ticket with a document, and a chat without messages, so every relation is exercised.
  const [user] = await db.query<{ id: number }>("select id from users where type = 'ADMIN' order by id limit 1");
  await db.query(
    `insert into documents (file_original_name, storage_name, file_size, mime, relation_name, relation_id, user_id)
     values ('a.pdf', 'ticket-rows-a', 10, 'application/pdf', 'ticket', $1, $2), ('b.pdf', 'ticket-rows-b', 20, 'application/pdf', 'ticket', $1, null)`,
    [ids[0], user!.id],
  );
  await db.query("insert into ticket_chats (ticket_id, title, details, created_by) values ($1, 'empty', null, $2)", [ids[1], user!.id]);
  const pairs = await bothPaths(ids);
  const tickets = pairs.map(([ticket]) => ticket);
  expect(tickets.length).toBeGreaterThan(3);
  expect(tickets.filter((t) => t.documents.length > 1).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.ticketAssignments.some((a) => a.assignedBy && a.unassigned_at)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.some((c) => c.message_count > 1)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.some((c) => c.message_count === 0)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.length > 1).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.assignedToUser).length).toBeGreaterThan(0);
  for (const [ticket, expected] of pairs) {
    expect(ticket).toEqual(expected);
    expect(JSON.stringify(ticketSchema.parse(ticket))).toBe(JSON.stringify(ticketSchema.parse(expected)));
  }
});

test('ids in the order given, unknown ids left out, none asked: none read', async () => {
  const ids = (await db.query<{ id: number }>('select id from tickets order by id desc limit 5')).map((r) => r.id);
  const shuffled = [ids[2]!, ids[0]!, -1, ids[4]!, ids[1]!];
  expect((await loadTickets(db, shuffled)).map((t) => t.id)).toEqual([ids[2], ids[0], ids[4], ids[1]]);
  expect(await loadTickets(db, [])).toEqual([]);
});

test('a page and its tickets in one statement (pageTickets): the tickets of its ids loaded alone, pages read from either end', async () => {
  let reversed = 0;
  for (const status of [undefined, 'in-progress']) {
    const where = new SqlWhere();
    if (status) where.and('t.status = ?', status);
    const [{ n: total }] = (await db.query<{ n: number }>(`select count(*)::int as n from tickets t ${where.sql}`, where.params)) as [{ n: number }];
    expect(total).toBeGreaterThan(3);
    const size = 2;
    const last = Math.ceil(total / size);
    const idPage = { id: 't.id', from: 'tickets t', where, order: 't.created_at desc, t.id desc', reverseOrder: 't.created_at, t.id' };
    for (const page of [1, 2, last - 1, last, last + 1]) {
      const request = { page, size, unpaginated: false };
      const sql = idPageSql(idPage, request, total, { opaqueWindow: true });
      if (sql?.reversed) reversed++;
      const ids = await pageIds(db, idPage, request, total);
      expect({ status, page, tickets: await pageTickets(db, sql) }).toEqual({ status, page, tickets: await loadTickets(db, ids) });
    }
  }
  expect(reversed).toBeGreaterThan(0);
});
