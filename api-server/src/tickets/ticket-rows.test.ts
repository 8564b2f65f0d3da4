import { type Ticket, ticketSchema } from '../contract';
import type { Db } from '../db/db';
import { createTestDb } from '../testing/test-db';
import { TICKETS_BY_SUBQUERIES } from '../testing/ticket-objects-query';
import { idPageSql, pageIds } from '../lists/page-ids';
import { SqlWhere } from '../lists/sql-where';
import { loadTickets, loadTicketsJson, pageTicketsJson, ticketIdPage } from './ticket-rows';

// The tickets are the JSON text the database writes, their relations read set-based
// (ticket-rows.ts). It must be, byte for byte, what the server wrote before: the driver's objects
// of the statement with a subquery per ticket and relation, through the contract's zod schema and
// JSON.stringify.
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

/** [fast path text, reference text] of each ticket `ids` names, in that order. */
async function bothPaths(ids: number[]): Promise<Array<[string, string]>> {
  const texts = await loadTicketsJson(db, ids);
  const reference = new Map((await db.query<Ticket>(TICKETS_BY_SUBQUERIES, [ids])).map((ticket) => [ticket.id, ticket]));
  expect(texts).toHaveLength(ids.length);
  expect(reference.size).toBe(ids.length);
  return ids.map((id, n) => [texts[n]!, JSON.stringify(ticketSchema.parse(reference.get(id)))]);
}

test('every seeded ticket: the same bytes as the objects of the statement with a subquery per ticket through zod and JSON.stringify', async () => {
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
  const tickets = pairs.map(([text]) => JSON.parse(text) as Ticket);
  expect(tickets.length).toBeGreaterThan(3);
  expect(tickets.filter((t) => t.documents.length > 1).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.ticketAssignments.some((a) => a.assignedBy && a.unassigned_at)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.some((c) => c.message_count > 1)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.some((c) => c.message_count === 0)).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.chats.length > 1).length).toBeGreaterThan(0);
  expect(tickets.filter((t) => t.assignedToUser).length).toBeGreaterThan(0);
  for (const [text, expected] of pairs) expect(text).toBe(expected);
});

test('ids in the order given, unknown ids left out, none asked: none read', async () => {
  const ids = (await db.query<{ id: number }>('select id from tickets order by id desc limit 5')).map((r) => r.id);
  const shuffled = [ids[2]!, ids[0]!, -1, ids[4]!, ids[1]!];
  expect((await loadTickets(db, shuffled)).map((t) => t.id)).toEqual([ids[2], ids[0], ids[4], ids[1]]);
  expect(await loadTickets(db, [])).toEqual([]);
});

test('a page of tickets (pageTicketsJson: its ids with versions, then the texts): the tickets of its ids loaded alone, pages read from either end', async () => {
  let reversed = 0;
  for (const status of [undefined, 'in-progress']) {
    const where = new SqlWhere();
    if (status) where.and('t.status = ?', status);
    const [{ n: total }] = (await db.query<{ n: number }>(`select count(*)::int as n from tickets t ${where.sql}`, where.params)) as [{ n: number }];
    expect(total).toBeGreaterThan(3);
    const size = 2;
    const last = Math.ceil(total / size);
    const idPage = ticketIdPage(where);
    for (const page of [1, 2, last - 1, last, last + 1]) {
      const request = { page, size, unpaginated: false };
      const sql = idPageSql(idPage, request, total, { opaqueWindow: true });
      if (sql?.reversed) reversed++;
      const ids = await pageIds(db, idPage, request, total);
      expect({ status, page, texts: (await pageTicketsJson(db, sql)).items }).toEqual({ status, page, texts: await loadTicketsJson(db, ids) });
    }
  }
  expect(reversed).toBeGreaterThan(0);
});

test('text JSON must escape: still the same bytes', async () => {
  const [{ id }] = (await db.query<{ id: number }>('select ticket_id as id from ticket_assignments order by id limit 1')) as [{ id: number }];
  const odd = 'quote " backslash \\ tab \t newline \n cr \r ctrl \u0001\u001f slash / </script> line sep \u2028 é 😀 ';
  await db.query('update tickets set description = $1 where id = $2', [odd, id]);
  await db.query('update ticket_assignments set remarks = $1 where ticket_id = $2', [`${odd}: x`, id]);
  await db.query('update ticket_chats set title = $1, details = $1 where ticket_id = $2', [odd, id]);
  const [[text, expected]] = (await bothPaths([id])) as [[string, string]];
  expect(text).toContain('"description":"quote \\" backslash');
  expect(text).toBe(expected);
});
