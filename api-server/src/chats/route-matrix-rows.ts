import type { Queryable } from '../db/db';
import { fieldsForm } from '../tickets/test-form';
import type { Expect, Rows } from '../testing/route-matrix';

/**
 * Job chats and negotiations: the two parties only (spec §6). Seeded chat 50 is the demo
 * customer's (2) with the demo provider (3) about job 69. Rows that need a record an earlier
 * row created (the jobs rows post, accept and offer jobs in category 7, the one the demo
 * provider is approved for) find it in the database. Variant rows: someone else's chat.
 */
const parties = (status: number): Expect => ({ none: 401, customer: status, provider: status, admin: 403 });
const customerOnly = (status: number): Expect => ({ none: 401, customer: status, provider: 403, admin: 403 });
const providerOnly = (status: number): Expect => ({ none: 401, customer: 403, provider: status, admin: 403 });

const one = async (db: Queryable, sql: string) => (await db.query<{ id: number }>(sql))[0]!.id;
/** The job the customer-jobs row posted and the accept row gave the demo provider. */
const acceptedJob = (db: Queryable) => one(db, "select max(id) as id from jobs where title = 'Wedding photos' and service_provider_id = 3");
/** The chat the provider's offer row opened with the demo customer. */
const offerChat = (db: Queryable) => one(db, "select max(c.id) as id from chats c join jobs j on j.id = c.job_id where j.title = 'Event catering'");
const lastOfferMessage = (db: Queryable) => one(db, 'select max(chat_message_id) as id from chat_message_offers');
const negotiation = (db: Queryable) => one(db, 'select max(id) as id from negotiations where customer_id = 2 and service_provider_id = 3');
const negotiationOffer = (db: Queryable) => one(db, 'select max(id) as id from negotiation_job_offers');
const message = fieldsForm({ chat_id: 50, message: 'Is Friday morning fine?' });
const otherChatMessage = fieldsForm({ chat_id: 1, message: 'Not my chat' });
const negotiationMessage = async (db: Queryable) => fieldsForm({ negotiation_id: await negotiation(db), message: 'Could you do forty guests?' }).payload;

export const chatRows: Rows = {
  'POST /api/v1/job-chats': {
    payload: async (_n: number, db: Queryable) => ({ job_id: await acceptedJob(db), title: 'Shoot plan', details: 'Where and when we meet' }),
    // The customer opens the chat with the job's provider; the provider's own attempt then finds it open (409).
    expect: { none: 401, customer: 201, provider: 409, admin: 403 },
  },
  'GET /api/v1/job-chats': { url: '/api/v1/job-chats?job_id=69', expect: parties(200) },
  'GET /api/v1/job-chat-messages/:chat_id': { url: '/api/v1/job-chat-messages/50', expect: parties(200) },
  'GET /api/v1/chat/recipient/:chat_id': { url: '/api/v1/chat/recipient/50', expect: parties(200) },
  'POST /api/v1/job/message': { payload: message.payload, headers: () => message.headers, expect: parties(201) },
  'POST /api/v1/job/message/offer': {
    payload: async (_n: number, db: Queryable) => ({
      chat_id: await offerChat(db),
      message: 'All in',
      amount: 350000,
      description: 'Food and service for forty',
    }),
    expect: providerOnly(201),
  },
  // The customer accepts the offer; the provider who made it may only cancel (400 on status).
  'PATCH /api/v1/job/message/offer/:message_id': {
    url: async (db) => `/api/v1/job/message/offer/${await lastOfferMessage(db)}`,
    payload: { status: 'accepted' },
    expect: { none: 401, customer: 200, provider: 400, admin: 403 },
  },

  'POST /api/v1/gigs/negotiation': { payload: { service_provider_id: 3 }, expect: customerOnly(201) },
  'GET /api/v1/gigs/negotiation/active/:service_provider_id': { url: '/api/v1/gigs/negotiation/active/3', expect: customerOnly(200) },
  'GET /api/v1/negotiation/chats': { url: '/api/v1/negotiation/chats?state=open', expect: parties(200) },
  'GET /api/v1/gigs/negotiation/chat': { url: async (db) => `/api/v1/gigs/negotiation/chat?negotiation_id=${await negotiation(db)}`, expect: parties(200) },
  'POST /api/v1/gigs/negotiation/chat/message': {
    payload: async (_n: number, db: Queryable) => negotiationMessage(db),
    headers: () => message.headers,
    expect: parties(201),
  },
  'POST /api/v1/gigs/negotiation/offer': {
    payload: async (_n: number, db: Queryable) => ({
      negotiation_id: await negotiation(db),
      title: 'Catering',
      details: 'Forty guests, buffet',
      job_estimated_budget: 300000,
      job_subcategory_id: 22,
    }),
    expect: parties(201),
  },
  'GET /api/v1/gigs/negotiation/:negotiation_job_offer_id': {
    url: async (db) => `/api/v1/gigs/negotiation/${await negotiationOffer(db)}`,
    expect: parties(200),
  },
  // The provider wrote the last offer: the customer accepts it (a job for them), the provider may only cancel.
  'PATCH /api/v1/gigs/negotiation/offer/:message_id': {
    url: async (db) =>
      `/api/v1/gigs/negotiation/offer/${(await db.query<{ m: number }>('select chat_message_id as m from negotiation_job_offers order by id desc limit 1'))[0]!.m}?service_provider_negotiation_id=${await negotiation(db)}`,
    payload: { status: 'accepted' },
    expect: { none: 401, customer: 200, provider: 400, admin: 403 },
  },

  // Seeded chat 1 is between another customer and another provider: 404 for both demo parties.
  "GET /api/v1/job-chat-messages/:chat_id (another provider's chat)": { url: '/api/v1/job-chat-messages/1', expect: parties(404) },
  "GET /api/v1/chat/recipient/:chat_id (another provider's chat)": { url: '/api/v1/chat/recipient/1', expect: parties(404) },
  "POST /api/v1/job/message (another provider's chat)": { payload: otherChatMessage.payload, headers: () => otherChatMessage.headers, expect: parties(404) },
  "POST /api/v1/job/message/offer (another provider's chat)": {
    payload: { chat_id: 1, message: 'Cheaper', amount: 5000, description: 'Undercutting someone else' },
    expect: providerOnly(404),
  },
};
