import { z } from 'zod';
import { jobSubcategorySchema, jobTypeSchema } from './catalog';
import { defineCall } from './define';
import { bodyId, INT4_MAX, textId } from './columns';
import { packageConfigSchema } from './delivery';
import { documentSchema, uploadFileSchema } from './documents';
import { pageSchema, positiveId, recordVersion, searchQuerySchema } from './pagination';
import { jobBusinessLocationSchema, jobSummarySchema } from './jobs';
import { islandSchema, userSummarySchema } from './locations';
import { messages } from './messages';

/**
 * Job chats and negotiations (spec §3, §5, §7) between a customer and a provider. Ticket chats
 * are part of tickets. Offer amounts are integer cents.
 */
export const offerStatusSchema = z.enum(['pending', 'accepted', 'rejected', 'cancelled']);
/** Spec §4: a patch sets accepted, rejected or cancelled. */
export const offerDecisionSchema = z.enum(['accepted', 'rejected', 'cancelled'], { message: messages.select });
export const chatStatusSchema = z.enum(['open', 'closed']);

export const chatOfferSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  description: z.string(),
  amount: z.number().int(),
  status: offerStatusSchema,
  customer_action_at: z.string().nullable(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  createdBy: userSummarySchema.nullable(),
  offer: chatOfferSchema.nullable(),
  documents: z.array(documentSchema),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  status: chatStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  job: jobSummarySchema.nullable(),
  /** The latest messages, newest last (all of them: GET job-chat-messages/{chat_id}). */
  chatMessages: z.array(chatMessageSchema),
});
export type Chat = z.infer<typeof chatSchema>;

export const negotiationJobOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string(),
  status: offerStatusSchema,
  chat_message_id: z.number().int().nullable(),
  job_estimated_budget: z.number().int().nullable(),
  customer_action_at: z.string().nullable(),
  delivery_from_address: z.string().nullable(),
  delivery_to_address: z.string().nullable(),
  delivery_from_island_id: z.number().int().nullable(),
  delivery_to_island_id: z.number().int().nullable(),
  deliveryFromIsland: islandSchema.nullable(),
  deliveryToIsland: islandSchema.nullable(),
  delivery_item_type: z.string().nullable(),
  jobSubcategory: jobSubcategorySchema.nullable(),
  packageConfig: packageConfigSchema.nullable(),
  businessLocation: jobBusinessLocationSchema.nullable(),
});
export type NegotiationJobOffer = z.infer<typeof negotiationJobOfferSchema>;

export const negotiationSchema = z.object({
  id: z.number().int(),
  service_provider_id: z.number().int(),
  chat: chatSchema,
  status: chatStatusSchema,
});
export type Negotiation = z.infer<typeof negotiationSchema>;

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const id = (label = messages.select) => bodyId(label);
const formId = textId(messages.select);
/** Spec §5: a chat message is trimmed and at least 1 character when present. */
const optionalMessage = z.preprocess(blankToUndefined, z.string().trim().min(1, messages.minChars('Message', 1)).max(5000).optional());

/** Spec §5 chat creation: title at least 2, details at least 5. */
export const jobChatInputSchema = z
  .object({
    job_id: id(),
    title: z.string().trim().min(2, messages.minChars('Title', 2)).max(200),
    details: z.string().trim().min(5, messages.minChars('Details', 5)).max(2000),
  })
  .strict();

/** Multipart: a message, a file, or both. */
export const jobMessageFieldsSchema = z.object({ chat_id: formId, message: optionalMessage, file: uploadFileSchema.optional() }).strict();

/** Spec §5 job offer: message at least 1, amount greater than 1 (cents), description at least 5. */
export const jobOfferInputSchema = z
  .object({
    chat_id: id(),
    message: z.string().trim().min(1, messages.minChars('Message', 1)).max(5000),
    amount: z
      .number({ message: 'Amount must be greater than 1' })
      .int('Amount must be a whole number of cents')
      .gt(1, 'Amount must be greater than 1')
      .max(INT4_MAX, messages.tooLarge(INT4_MAX)),
    description: z.string().trim().min(5, messages.minChars('Description', 5)).max(2000),
  })
  .strict();

export const offerDecisionBodySchema = z.object({ status: offerDecisionSchema }).strict();

export const negotiationMessageFieldsSchema = z.object({ negotiation_id: formId, message: optionalMessage, file: uploadFileSchema.optional() }).strict();

const optionalId = bodyId(messages.select).nullable().optional();
const optionalText = z.string().trim().max(500).nullable().optional();

/** Spec §5 negotiation offer: title at least 2, details at least 5, budget greater than 0 (cents). */
export const negotiationOfferInputSchema = z
  .object({
    negotiation_id: id(),
    title: z.string().trim().min(2, messages.minChars('Title', 2)).max(200),
    details: z.string().trim().min(5, messages.minChars('Details', 5)).max(2000),
    job_estimated_budget: z
      .number({ message: messages.positive('Budget') })
      .int()
      .positive(messages.positive('Budget'))
      .max(INT4_MAX, messages.tooLarge(INT4_MAX)),
    job_type: jobTypeSchema.optional(),
    job_subcategory_id: optionalId,
    package_config_id: optionalId,
    business_location_id: optionalId,
    delivery_from_island_id: optionalId,
    delivery_to_island_id: optionalId,
    delivery_from_address: optionalText,
    delivery_to_address: optionalText,
    delivery_item_type: optionalText,
  })
  .strict();

export const startNegotiationSchema = z.object({ service_provider_id: id() }).strict();

export const jobChatListQuerySchema = searchQuerySchema.extend({ job_id: positiveId.optional() });
export const negotiationChatQuerySchema = searchQuerySchema.extend({ negotiation_id: positiveId });
export const negotiationChatsQuerySchema = searchQuerySchema.extend({ state: chatStatusSchema.optional() });

const parties = ['CUSTOMER', 'SERVICE_PROVIDER'] as const;
const customer = ['CUSTOMER'] as const;

export const chatCalls = {
  createJobChat: defineCall({
    method: 'POST',
    path: '/job-chats',
    summary: 'Open a chat about a job',
    roles: parties,
    body: jobChatInputSchema,
    response: chatSchema,
  }),
  listJobChats: defineCall({
    method: 'GET',
    path: '/job-chats',
    summary: "The caller's job chats, latest activity first",
    roles: parties,
    query: jobChatListQuerySchema,
    response: pageSchema(chatSchema),
  }),
  listJobChatMessages: defineCall({
    method: 'GET',
    path: '/job-chat-messages/{chat_id}',
    summary: 'Messages of a chat, oldest first',
    roles: parties,
    params: z.object({ chat_id: positiveId }),
    query: searchQuerySchema,
    response: pageSchema(chatMessageSchema),
  }),
  sendJobMessage: defineCall({
    method: 'POST',
    path: '/job/message',
    summary: 'Send a message with an optional file (multipart)',
    roles: parties,
    multipart: true,
    body: jobMessageFieldsSchema,
    response: chatMessageSchema,
  }),
  sendJobOffer: defineCall({
    method: 'POST',
    path: '/job/message/offer',
    summary: 'Send a price offer in a job chat',
    roles: ['SERVICE_PROVIDER'],
    body: jobOfferInputSchema,
    response: chatMessageSchema,
  }),
  decideJobOffer: defineCall({
    method: 'PATCH',
    path: '/job/message/offer/{message_id}',
    summary: 'Accept or reject (customer) or cancel (provider) an offer',
    roles: parties,
    params: z.object({ message_id: positiveId }),
    body: offerDecisionBodySchema,
    response: chatMessageSchema,
  }),
  chatRecipient: defineCall({
    method: 'GET',
    path: '/chat/recipient/{chat_id}',
    summary: 'The other party of a chat',
    roles: parties,
    params: z.object({ chat_id: positiveId }),
    response: userSummarySchema,
  }),
  negotiationChatMessages: defineCall({
    method: 'GET',
    path: '/gigs/negotiation/chat',
    summary: 'Messages of a negotiation, oldest first',
    roles: parties,
    query: negotiationChatQuerySchema,
    response: pageSchema(chatMessageSchema),
  }),
  sendNegotiationMessage: defineCall({
    method: 'POST',
    path: '/gigs/negotiation/chat/message',
    summary: 'Send a negotiation message with an optional file (multipart)',
    roles: parties,
    multipart: true,
    body: negotiationMessageFieldsSchema,
    response: chatMessageSchema,
  }),
  createNegotiationOffer: defineCall({
    method: 'POST',
    path: '/gigs/negotiation/offer',
    summary: 'Propose a job in a negotiation',
    roles: parties,
    body: negotiationOfferInputSchema,
    response: negotiationJobOfferSchema,
  }),
  decideNegotiationOffer: defineCall({
    method: 'PATCH',
    path: '/gigs/negotiation/offer/{message_id}',
    summary: 'Accept, reject or cancel a negotiation offer',
    roles: parties,
    params: z.object({ message_id: positiveId }),
    query: z.object({ service_provider_negotiation_id: positiveId }),
    body: offerDecisionBodySchema,
    response: negotiationJobOfferSchema,
  }),
  getNegotiationOffer: defineCall({
    method: 'GET',
    path: '/gigs/negotiation/{negotiation_job_offer_id}',
    summary: 'One negotiation offer',
    roles: parties,
    params: z.object({ negotiation_job_offer_id: positiveId }),
    response: negotiationJobOfferSchema,
  }),
  listNegotiationChats: defineCall({
    method: 'GET',
    path: '/negotiation/chats',
    summary: "The caller's negotiations, open or closed",
    roles: parties,
    query: negotiationChatsQuerySchema,
    response: pageSchema(negotiationSchema),
  }),
  startNegotiation: defineCall({
    method: 'POST',
    path: '/gigs/negotiation',
    summary: 'Start negotiating with a provider',
    roles: customer,
    body: startNegotiationSchema,
    response: negotiationSchema,
  }),
  activeNegotiation: defineCall({
    method: 'GET',
    path: '/gigs/negotiation/active/{service_provider_id}',
    summary: "The customer's open negotiation with a provider, or null",
    roles: customer,
    params: z.object({ service_provider_id: positiveId }),
    response: negotiationSchema.nullable(),
  }),
};
