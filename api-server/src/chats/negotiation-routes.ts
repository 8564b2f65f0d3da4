import type { FastifyInstance } from 'fastify';
import { calls, type Negotiation, negotiationMessageFieldsSchema } from '../contract';
import type { Db } from '../db/db';
import type { Queryable } from '../db/db';
import { createDocumentRepository } from '../documents/document-repository';
import { readUpload } from '../documents/multipart-upload';
import { keepingFilesOnlyIfSaved, uploadScope } from '../documents/upload-scope';
import type { UploadStore } from '../documents/upload-store';
import { withToast } from '../http/call-outcome';
import { fieldError, HttpError, notFound } from '../http/http-error';
import { registerCall, requireCaller } from '../http/register-call';
import { listPage } from '../lists/list-page';
import { SqlWhere } from '../lists/sql-where';
import { CHAT_COLUMNS, chatClosed, insertMessage, loadMessages, messagePage } from './chat-queries';
import { chatMessages } from './job-chat-routes';
import { createNegotiationOffer, decideNegotiationOffer, loadNegotiationOffer, partyNegotiation } from './negotiation-offers';

export const negotiationRouteMessages = {
  unknownProvider: 'The selected service provider does not exist',
} as const;

/** A negotiation as the contract's negotiationSchema (over `negotiations n`), its chat as a job chat's. */
const NEGOTIATION_COLUMNS = `n.id, n.service_provider_id, n.status, (select to_json(c) from (select ${CHAT_COLUMNS} from chats c where c.id = n.chat_id) c) as chat`;

const loadNegotiation = async (db: Queryable, id: number): Promise<Negotiation> =>
  (await db.query<Negotiation>(`select ${NEGOTIATION_COLUMNS} from negotiations n where n.id = $1`, [id]))[0]!;

/**
 * Spec §7 negotiations: a customer negotiates a job with one provider (from its public profile)
 * in a chat of kind `negotiation`; either party proposes jobs there (negotiation-offers.ts).
 * Spec §6: only the two parties see or use a negotiation (404 for anyone else).
 */
export function registerNegotiationRoutes(api: FastifyInstance, db: Db, store: UploadStore): void {
  registerCall(
    api,
    calls.startNegotiation,
    async ({ body, auth }) => {
      const caller = requireCaller(auth);
      const [provider] = await db.query<{ name: string }>("select name from users where id = $1 and type = 'SERVICE_PROVIDER'", [body.service_provider_id]);
      if (!provider) throw fieldError(400, 'Validation failed', 'service_provider_id', negotiationRouteMessages.unknownProvider, 'not_found');
      const open = await db.query("select 1 from negotiations where customer_id = $1 and service_provider_id = $2 and status = 'open'", [
        caller.userId,
        body.service_provider_id,
      ]);
      if (open.length)
        throw new HttpError(
          409,
          'Negotiation already open',
          'Continue the open negotiation with this provider (GET /gigs/negotiation/active/{service_provider_id}).',
        );
      const [chat] = await db.query<{ id: number }>(
        `insert into chats (kind, title, customer_id, service_provider_id, created_by) values ('negotiation', $1, $2, $3, $2) returning id`,
        [`Negotiation with ${provider.name}`, caller.userId, body.service_provider_id],
      );
      const [row] = await db.query<{ id: number }>('insert into negotiations (service_provider_id, customer_id, chat_id) values ($1, $2, $3) returning id', [
        body.service_provider_id,
        caller.userId,
        chat!.id,
      ]);
      return withToast(await loadNegotiation(db, row!.id), 'Negotiation started');
    },
    { status: 201 },
  );

  registerCall(api, calls.activeNegotiation, async ({ params, auth }) => {
    const [row] = await db.query<{ id: number }>(
      "select id from negotiations where customer_id = $1 and service_provider_id = $2 and status = 'open' order by id desc limit 1",
      [requireCaller(auth).userId, params.service_provider_id],
    );
    return row ? loadNegotiation(db, row.id) : null;
  });

  registerCall(api, calls.listNegotiationChats, async ({ query, auth }) => {
    const caller = requireCaller(auth);
    const where = new SqlWhere().and('(n.customer_id = ? or n.service_provider_id = ?)', caller.userId, caller.userId);
    if (query.state) where.and('n.status = ?', query.state);
    return listPage<Negotiation>(db, { columns: NEGOTIATION_COLUMNS, from: 'negotiations n', where, orderBy: 'n.updated_at desc, n.id desc' }, query);
  });

  registerCall(api, calls.negotiationChatMessages, async ({ query, auth }) =>
    messagePage(db, (await partyNegotiation(db, query.negotiation_id, requireCaller(auth))).chat_id, query),
  );

  registerCall(
    api,
    calls.createNegotiationOffer,
    async ({ body, auth }) => withToast(await createNegotiationOffer(db, body, requireCaller(auth)), 'Offer sent'),
    {
      status: 201,
    },
  );

  registerCall(api, calls.decideNegotiationOffer, async ({ params, query, body, auth }) => {
    const offer = await decideNegotiationOffer(db, params.message_id, query.service_provider_negotiation_id, body.status, requireCaller(auth));
    return withToast(offer, `Offer ${body.status}`);
  });

  registerCall(api, calls.getNegotiationOffer, async ({ params, auth }) => {
    const caller = requireCaller(auth);
    const visible = await db.query(
      'select 1 from negotiation_job_offers o join negotiations n on n.id = o.negotiation_id where o.id = $1 and $2 in (n.customer_id, n.service_provider_id)',
      [params.negotiation_job_offer_id, caller.userId],
    );
    if (!visible.length) throw notFound('Offer');
    return loadNegotiationOffer(db, params.negotiation_job_offer_id);
  });

  uploadScope(api, (scope) => {
    registerCall(
      scope,
      calls.sendNegotiationMessage,
      async ({ request, auth }) => {
        const caller = requireCaller(auth);
        const { fields, files } = await readUpload(request, store, negotiationMessageFieldsSchema, { requireFile: false });
        if (!fields.message && !files.length) throw fieldError(400, 'Validation failed', 'message', chatMessages.emptyMessage, 'too_small');
        return keepingFilesOnlyIfSaved(store, files, () =>
          db.transaction(async (tx) => {
            const negotiation = await partyNegotiation(tx, fields.negotiation_id, caller);
            if (negotiation.status !== 'open') throw chatClosed();
            const id = await insertMessage(tx, negotiation.chat_id, caller.userId, fields.message ?? null);
            await tx.query('update negotiations set updated_at = now() where id = $1', [negotiation.id]);
            if (files.length)
              await createDocumentRepository(tx).insert(files, { documentTypeId: null, userId: caller.userId, relation: { name: 'chat_message', id } });
            return withToast((await loadMessages(tx, [id]))[0]!, 'Message sent');
          }),
        );
      },
      { status: 201 },
    );
  });
}
