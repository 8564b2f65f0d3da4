import type { z } from 'zod';
import type { Page, Ticket, TicketAssign, TicketStatus, TicketUpdate, ticketCreateSchema, ticketListQuerySchema, userTicketListQuerySchema } from '../contract';
import { ticketMessages } from '../contract';
import type { Db, Queryable } from '../db/db';
import { fieldError, HttpError } from '../http/http-error';
import { type JsonText, pageJsonText } from '../http/json-text';
import { listPage } from '../lists/list-page';
import { sortOrderBy } from '../lists/sort';
import type { RowVersion } from '../lists/kept-json';
import { idPageSql, leadingIdPageSql } from '../lists/page-ids';
import { containsPattern, ilike, SqlWhere } from '../lists/sql-where';
import { rethrowTicketFieldError, ticketClosed } from './ticket-errors';
import { keptTickets, keptTicketsJson, loadTickets, pageTicketsJson, type TrailingScalar, ticketIdPage } from './ticket-rows';

/** The query fields a list total can be read from ticket_counts with (the rest page, or search). */
const COUNTED_FILTERS = new Set(['page', 'size', 'unpaginated', 'search', 'status', 'assigned_to_user_id']);

const STATUS_RANK: Record<TicketStatus, number> = { submitted: 0, 'in-progress': 1, closed: 2 };

interface TicketState {
  id: number;
  status: TicketStatus;
  assigned_to_user_id: number | null;
}

/** Locks and returns the ticket's state: a 404 when it does not exist, a 409 when it is closed. */
async function lockOpenTicket(tx: Queryable, id: number): Promise<TicketState> {
  const [ticket] = await tx.query<TicketState>('select id, status, assigned_to_user_id from tickets where id = $1 for update', [id]);
  if (!ticket) throw new HttpError(404, 'Ticket not found', 'The ticket does not exist or was removed.');
  if (ticket.status === 'closed') throw ticketClosed();
  return ticket;
}

/** The subcategory must exist and be active, with an active category: a 400 on `ticket_subcategory_id` otherwise. */
async function checkSubcategory(tx: Queryable, id: number): Promise<void> {
  const [row] = await tx.query<{ usable: boolean }>(
    'select s.active and c.active as usable from ticket_subcategories s join ticket_categories c on c.id = s.ticket_category_id where s.id = $1',
    [id],
  );
  if (!row) throw fieldError(400, 'Validation failed', 'ticket_subcategory_id', ticketMessages.unknownSubcategory, 'not_found');
  if (!row.usable) throw fieldError(400, 'Validation failed', 'ticket_subcategory_id', ticketMessages.inactiveSubcategory, 'inactive');
}

const closeChats = (tx: Queryable, ticketId: number) =>
  tx.query("update ticket_chats set status = 'closed', updated_at = now() where ticket_id = $1 and status <> 'closed'", [ticketId]);

/**
 * Admin tickets: list with filters, create on a user's behalf, forward-only status changes,
 * assignment to admins (history kept in ticket_assignments), close and delete. Writes run in a
 * transaction that locks the ticket row, so two admins acting at once are serialized.
 */
export function createTicketRepository(db: Db) {
  const find = async (id: number) => (await loadTickets(db, [id]))[0];

  /**
   * The total of a list without a search, as a statement whose parameters follow `firstParam`
   * others (the page's, when both are read in one statement). Filtered by status and assignee only
   * (or not at all: the admin's default lists), it is a sum of ticket_counts rows (070, exact):
   * counting 20,000 tickets was most of the database's time for such a page
   * (docs/api-performance.md).
   */
  function ticketTotal(query: z.output<typeof ticketListQuerySchema>, from: string, where: SqlWhere, firstParam: number): TrailingScalar {
    // Any other filter (including one added later) counts the tickets.
    const other = Object.entries(query).some(([key, value]) => value !== undefined && !COUNTED_FILTERS.has(key));
    // In the page's statement, `where`'s parameters come first (idPageSql): the count reuses them.
    if (other) return { sql: `select count(*)::int as total from ${from} ${where.sql}`, params: firstParam ? [] : where.params };
    const counts = new SqlWhere(firstParam);
    if (query.status) counts.and('status = ?', query.status);
    if (query.assigned_to_user_id !== undefined) counts.and('assignee_id = ?', query.assigned_to_user_id === 'unassigned' ? 0 : query.assigned_to_user_id);
    return { sql: `select coalesce(sum(n), 0)::int as total from ticket_counts ${counts.sql}`, params: counts.params };
  }

  async function list(query: z.output<typeof ticketListQuerySchema>): Promise<JsonText<Page<Ticket>>> {
    /** `scan`: the search on expressions no index has (listPage's `scanWhere`). */
    const filter = (scan: boolean) => {
      const where = new SqlWhere();
      if (query.search) {
        const p = containsPattern(query.search);
        if (scan) {
          // The creator's match as a scalar subquery: one users_pkey lookup for each ticket the
          // walk reaches. As `exists`, PostgreSQL hashed it: every user's name and email matched
          // first (30 ms).
          where.and(
            `(${ilike('t.reference_no', true)} or ${ilike('t.description', true)}
              or (select ${ilike('u.name', true)} or ${ilike('u.email', true)} from users u where u.id = t.created_by))`,
            p,
            p,
            p,
            p,
          );
        } else {
          // A union of each table's matches, so each branch uses its trigram index (050, 076).
          where.and(
            `t.id in (select id from tickets where reference_no ilike ? or description ilike ?
               union select tc.id from tickets tc join users u on u.id = tc.created_by where u.name ilike ? or u.email ilike ?)`,
            p,
            p,
            p,
            p,
          );
        }
      }
      if (query.status) where.and('t.status = ?', query.status);
      if (query.ticket_category_id !== undefined) where.and('sc.ticket_category_id = ?', query.ticket_category_id);
      if (query.ticket_subcategory_id !== undefined) where.and('t.ticket_subcategory_id = ?', query.ticket_subcategory_id);
      if (query.assigned_to_user_id === 'unassigned') where.and('t.assigned_to_user_id is null');
      else if (query.assigned_to_user_id !== undefined) where.and('t.assigned_to_user_id = ?', query.assigned_to_user_id);
      if (query.created_by_user_id !== undefined) where.and('t.created_by = ?', query.created_by_user_id);
      if (query.type) where.and('t.type = ?', query.type);
      return where;
    };
    const where = filter(false);
    // Only the joins a filter needs: with none, the page is an index scan in list order
    // (tickets_created_idx or the filter's index) and the count an index-only scan, instead of a
    // window count over the join of every ticket.
    const byCategory = query.ticket_category_id !== undefined;
    const from = `tickets t${byCategory ? ' join ticket_subcategories sc on sc.id = t.ticket_subcategory_id' : ''}`;
    const sorted = sortOrderBy(query.sort, { reference_no: 't.reference_no collate "C"', status: 't.status collate "C"', created_at: 't.created_at' }, 't.id');
    const orderBy = sorted ?? 't.created_at desc, t.id desc';
    // A sorted list (issue 35) reads its page by listPage too, counted once per version as a
    // search is; without a sort the list keeps its tuned id-page path below.
    if (query.search || sorted) {
      // A search counts its matches (the trigram indexes' bitmaps) in a statement of its own and
      // keeps the total per version of tickets and users (the creators' names), as the jobs
      // search does: paging through a search, or the list refetching, counts once, and a common
      // term's first pages then walk tickets_created_idx (listPage's `scanWhere`). Filtered by
      // category (a subcategory's category can change: no version covers it), one pass reads the
      // page and its total.
      const countOnce = byCategory ? {} : ({ count: 'separate', memo: ['tickets', 'users'], scanWhere: sorted ? undefined : filter(true) } as const);
      const page = await listPage<RowVersion>(db, { columns: `t.id, ${keptTickets.version('t')} as version`, from, where, orderBy, ...countOnce }, query);
      return pageJsonText(
        (await keptTicketsJson(db, page.items)).map((row) => row.json),
        page.pagination.total_items,
        query,
      );
    }
    // The page's ids and its tickets in one statement, planned once (as the jobs lists do): each
    // filter column has an index in list order (016), which the generic plan walks. A page near
    // the start reads its total in that statement too.
    const ids = ticketIdPage(where, from);
    const leading = leadingIdPageSql(ids, query, { opaqueWindow: true });
    if (leading) {
      const page = await pageTicketsJson(db, leading, ticketTotal(query, from, where, leading.params.length));
      if (page.total !== undefined) return pageJsonText(page.items, page.total, query);
    }
    const totalSql = ticketTotal(query, from, where, 0);
    const [{ total }] = (await db.query<{ total: number }>(totalSql.sql, totalSql.params)) as [{ total: number }];
    const page = await pageTicketsJson(db, idPageSql(ids, query, total, { opaqueWindow: true }));
    return pageJsonText(page.items, total, query);
  }

  return {
    find,

    list,

    /** A customer's or provider's own tickets (newest first), searchable and filterable by status. */
    listOwn(query: z.output<typeof userTicketListQuerySchema>, userId: number): Promise<JsonText<Page<Ticket>>> {
      return list({ ...query, created_by_user_id: userId });
    },

    /** For `created_by_user_id` (any user type) or for the admin; the ticket gets its chat at once. */
    async create(
      input: z.output<typeof ticketCreateSchema>,
      adminId: number,
      /** Files the ticket arrives with, recorded in its transaction. */
      attach?: (tx: Queryable, ticketId: number) => Promise<unknown>,
    ): Promise<Ticket> {
      const id = await db.transaction(async (tx) => {
        const creatorId = input.created_by_user_id ?? adminId;
        const [creator] = await tx.query<{ type: string }>('select type from users where id = $1', [creatorId]);
        if (!creator) throw fieldError(400, 'Validation failed', 'created_by_user_id', ticketMessages.unknownUser, 'not_found');
        await checkSubcategory(tx, input.ticket_subcategory_id);
        const [row] = await tx
          .query<{ id: number; reference_no: string }>(
            `insert into tickets (reference_no, description, type, ticket_subcategory_id, created_by)
             values (ticket_reference_no(now(), nextval('ticket_reference_seq')), $1, $2, $3, $4) returning id, reference_no`,
            [input.description, creator.type, input.ticket_subcategory_id, creatorId],
          )
          .catch(rethrowTicketFieldError);
        await tx.query('insert into ticket_chats (ticket_id, title, details, created_by) values ($1, $2, $3, $4)', [
          row!.id,
          row!.reference_no,
          input.description,
          creatorId,
        ]);
        await attach?.(tx, row!.id);
        return row!.id;
      });
      return (await find(id))!;
    },

    /** Undefined when there is no ticket `id`. Status moves forward only; a closed ticket is read-only (409). */
    async update(id: number, patch: TicketUpdate): Promise<Ticket | undefined> {
      const exists = await db.transaction(async (tx) => {
        const [current] = await tx.query<TicketState>('select id, status, assigned_to_user_id from tickets where id = $1 for update', [id]);
        if (!current) return false;
        const changes = Object.entries(patch).filter(([, v]) => v !== undefined);
        if (!changes.length) return true;
        if (current.status === 'closed') throw ticketClosed();
        if (patch.status && STATUS_RANK[patch.status] < STATUS_RANK[current.status]) {
          throw fieldError(409, 'Invalid status change', 'status', ticketMessages.backwardStatus, 'invalid_transition');
        }
        if (patch.ticket_subcategory_id !== undefined) await checkSubcategory(tx, patch.ticket_subcategory_id);
        const closing = patch.status === 'closed';
        await tx.query(
          `update tickets set description = coalesce($2, description), ticket_subcategory_id = coalesce($3, ticket_subcategory_id),
             status = coalesce($4, status), closed_at = case when $5::boolean then now() else closed_at end, updated_at = now()
           where id = $1`,
          [id, patch.description ?? null, patch.ticket_subcategory_id ?? null, patch.status ?? null, closing],
        );
        if (closing) await closeChats(tx, id);
        return true;
      });
      return exists ? find(id) : undefined;
    },

    /** Assigns to an admin (400 otherwise), ending the current assignment; a submitted ticket moves to in-progress. */
    async assign(input: TicketAssign, adminId: number): Promise<Ticket> {
      await db.transaction(async (tx) => {
        const ticket = await lockOpenTicket(tx, input.ticket_id);
        const [assignee] = await tx.query<{ type: string }>('select type from users where id = $1', [input.assigned_to_user_id]);
        if (!assignee) throw fieldError(400, 'Validation failed', 'assigned_to_user_id', ticketMessages.unknownUser, 'not_found');
        if (assignee.type !== 'ADMIN') throw fieldError(400, 'Validation failed', 'assigned_to_user_id', ticketMessages.assigneeNotAdmin, 'not_admin');
        if (ticket.assigned_to_user_id === input.assigned_to_user_id) {
          throw fieldError(409, 'Already assigned', 'assigned_to_user_id', ticketMessages.alreadyAssigned, 'duplicate');
        }
        await tx.query('update ticket_assignments set unassigned_at = now() where ticket_id = $1 and unassigned_at is null', [ticket.id]);
        await tx.query('insert into ticket_assignments (ticket_id, assigned_to_user_id, assigned_by, remarks) values ($1, $2, $3, $4)', [
          ticket.id,
          input.assigned_to_user_id,
          adminId,
          input.remarks ?? null,
        ]);
        await tx.query(
          `update tickets set assigned_to_user_id = $2, status = case when status = 'submitted' then 'in-progress' else status end, updated_at = now()
           where id = $1`,
          [ticket.id, input.assigned_to_user_id],
        );
      });
      return (await find(input.ticket_id))!;
    },

    /** Ends the current assignment (409 when there is none); the status stays as it is. */
    async unassign(ticketId: number): Promise<Ticket> {
      await db.transaction(async (tx) => {
        const ticket = await lockOpenTicket(tx, ticketId);
        if (ticket.assigned_to_user_id === null) throw new HttpError(409, 'Ticket is not assigned', ticketMessages.notAssigned);
        await tx.query('update ticket_assignments set unassigned_at = now() where ticket_id = $1 and unassigned_at is null', [ticketId]);
        await tx.query('update tickets set assigned_to_user_id = null, updated_at = now() where id = $1', [ticketId]);
      });
      return (await find(ticketId))!;
    },

    /** Closes a submitted or in-progress ticket and its chats; closing a closed ticket is a 409. */
    async close(ticketId: number): Promise<Ticket> {
      await db.transaction(async (tx) => {
        await lockOpenTicket(tx, ticketId);
        await tx.query("update tickets set status = 'closed', closed_at = now(), updated_at = now() where id = $1", [ticketId]);
        await closeChats(tx, ticketId);
      });
      return (await find(ticketId))!;
    },

    /**
     * Deletes the ticket with its assignments, chats and messages, and returns the storage names
     * of the files that were attached (to the ticket or to its messages) so the caller can remove
     * them once the rows are gone. Undefined when there is no ticket `id`.
     */
    async remove(ticketId: number): Promise<{ storageNames: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [ticket] = await tx.query('select id from tickets where id = $1 for update', [ticketId]);
        if (!ticket) return undefined;
        const documents = await tx.query<{ storage_name: string }>(
          `delete from documents
           where (relation_name = 'ticket' and relation_id = $1)
              or (relation_name = 'ticket_chat_message' and relation_id in (
                    select m.id from ticket_chat_messages m join ticket_chats ch on ch.id = m.ticket_chat_id where ch.ticket_id = $1))
           returning storage_name`,
          [ticketId],
        );
        await tx.query('delete from tickets where id = $1', [ticketId]);
        return { storageNames: documents.map((d) => d.storage_name) };
      });
    },
  };
}
