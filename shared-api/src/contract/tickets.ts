import { z } from 'zod';
import { defineCall } from './define';
import { bodyId, textId } from './columns';
import { documentSchema, uploadFileSchema } from './documents';
import { pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';
import { messages } from './messages';
import { userOptionSchema, userTypeEnum as userType } from './user-pickers';
import { categorySummarySchema, ticketCategoryCalls } from './ticket-categories';

export * from './ticket-categories';

/**
 * Support tickets (spec §3, §4, §5, §7): categories and subcategories, tickets raised by
 * customers and providers (or by an admin on their behalf), their assignment to admins, and the
 * ticket chat. Statuses move forward only: submitted -> in-progress -> closed (docs/api-calls.md).
 */
export const ticketMessages = {
  duplicateCategoryTitle: 'Another ticket category already uses this title',
  duplicateSubcategoryTitle: 'This category already has a subcategory with this title',
  unknownCategory: 'The selected category does not exist',
  unknownSubcategory: 'The selected subcategory does not exist',
  inactiveSubcategory: 'The selected subcategory is not active',
  unknownUser: 'The selected user does not exist',
  assigneeNotAdmin: 'Tickets can only be assigned to admins',
  alreadyAssigned: 'The ticket is already assigned to this admin',
  notAssigned: 'The ticket is not assigned to anyone',
  ticketClosed: 'The ticket is closed',
  backwardStatus: 'A ticket cannot go back to an earlier status',
  messageOrFile: 'Write a message or attach a file',
} as const;

export const ticketStatusSchema = z.enum(['submitted', 'in-progress', 'closed'], { message: messages.select });
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

/** A user next to a ticket: creator, assignee, message author. */
export const ticketUserSchema = userOptionSchema;
export type TicketUser = z.infer<typeof ticketUserSchema>;

/** One assignment of a ticket to an admin; `unassigned_at` is set when it ended (unassign or reassignment). */
export const ticketAssignmentSchema = z.object({
  id: z.number().int(),
  remarks: z.string().nullable(),
  assigned_to_user_id: z.number().int(),
  assigned_at: z.string(),
  unassigned_at: z.string().nullable(),
  assignedToUser: ticketUserSchema.nullable(),
  assignedBy: ticketUserSchema.nullable(),
});
export type TicketAssignment = z.infer<typeof ticketAssignmentSchema>;

export const ticketChatStatusSchema = z.enum(['open', 'closed']);

export const ticketChatSchema = z.object({
  id: z.number().int(),
  ticket_id: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  status: ticketChatStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
  last_message_at: z.string().nullable(),
});
export type TicketChat = z.infer<typeof ticketChatSchema>;

export const ticketSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  /** Server generated, unique: TCK-<year>-<6+ digits>. */
  reference_no: z.string(),
  description: z.string(),
  /** The user type of whoever the ticket is for (createdBy). */
  type: userType,
  status: ticketStatusSchema,
  ticket_subcategory_id: z.number().int(),
  /** The current assignee; null when nobody is assigned. */
  assigned_to_user_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  ticketSubcategory: z.object({ id: z.number().int(), title: z.string(), ticket_category_id: z.number().int(), ticketCategory: categorySummarySchema }),
  createdBy: ticketUserSchema.nullable(),
  assignedToUser: ticketUserSchema.nullable(),
  /** Every assignment, newest first. */
  ticketAssignments: z.array(ticketAssignmentSchema),
  chats: z.array(ticketChatSchema),
  /** Files attached to the ticket itself (chat attachments are on their messages). */
  documents: z.array(documentSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketChatMessageSchema = z.object({
  id: z.number().int(),
  ticket_chat_id: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  createdBy: ticketUserSchema.nullable(),
  documents: z.array(documentSchema),
});
export type TicketChatMessage = z.infer<typeof ticketChatMessageSchema>;

const select = bodyId(messages.select);
const formId = textId(messages.select);
const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
/** Spec §5: ticket description at least 5. */
const ticketDescription = z
  .string({ message: messages.minChars('Description', 5) })
  .trim()
  .min(5, messages.minChars('Description', 5))
  .max(5000);
const remarks = z.string().trim().max(1000).nullable().optional();

/** Admin create: for `created_by_user_id` (any user) or, when absent, for the admin. */
export const ticketCreateSchema = z.object({ description: ticketDescription, ticket_subcategory_id: select, created_by_user_id: select.optional() }).strict();
export type TicketCreate = z.input<typeof ticketCreateSchema>;

/** Admin PATCH: status only forward (submitted -> in-progress -> closed); a closed ticket is read-only. */
export const ticketUpdateSchema = z.object({ description: ticketDescription, ticket_subcategory_id: select, status: ticketStatusSchema }).partial().strict();
export type TicketUpdate = z.input<typeof ticketUpdateSchema>;

export const ticketAssignSchema = z.object({ ticket_id: select, assigned_to_user_id: select, remarks }).strict();
export type TicketAssign = z.input<typeof ticketAssignSchema>;

export const ticketUnassignSchema = z.object({ ticket_id: select }).strict();
export type TicketUnassign = z.input<typeof ticketUnassignSchema>;

/** DELETE ticket: the id travels in the query string (`DELETE /ticket?ticket_id=12`), never in a body. */
export const ticketDeleteQuerySchema = z.object({ ticket_id: positiveId });

/** Customer/provider create (multipart): description, subcategory and up to 5 files. */
export const userTicketFieldsSchema = z.object({ description: ticketDescription, ticket_subcategory_id: formId, file: uploadFileSchema.optional() }).strict();
export type UserTicketFields = z.input<typeof userTicketFieldsSchema>;

/** Ticket chat message (multipart): a message, files, or both (spec §5: trimmed, at least 1 when present). */
export const ticketMessageFieldsSchema = z
  .object({
    chat_id: formId,
    message: z.preprocess(blankToUndefined, z.string().trim().min(1, messages.minChars('Message', 1)).max(5000).optional()),
    file: uploadFileSchema.optional(),
  })
  .strict();
export type TicketMessageFields = z.input<typeof ticketMessageFieldsSchema>;

/** `unassigned` or an admin's id. */
export const ticketAssigneeFilterSchema = z.union([z.literal('unassigned'), positiveId]);

/** Sortable columns of the tickets list (`sort`). */
export const ticketSorts = ['reference_no', 'status', 'created_at'] as const;

export const ticketListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(ticketSorts).shape,
  status: ticketStatusSchema.optional(),
  ticket_category_id: positiveId.optional(),
  ticket_subcategory_id: positiveId.optional(),
  assigned_to_user_id: ticketAssigneeFilterSchema.optional(),
  created_by_user_id: positiveId.optional(),
  type: userType.optional(),
});
export const userTicketListQuerySchema = searchQuerySchema.extend({ status: ticketStatusSchema.optional() });
const admin = ['ADMIN'] as const;
const everyRole = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;
const raisers = ['CUSTOMER', 'SERVICE_PROVIDER'] as const;

export const ticketCalls = {
  ...ticketCategoryCalls,
  createUserTicket: defineCall({
    method: 'POST',
    path: '/user-tickets',
    summary: 'Raise a ticket as a customer or provider (multipart: description, ticket_subcategory_id, file)',
    roles: raisers,
    multipart: true,
    body: userTicketFieldsSchema,
    response: ticketSchema,
  }),
  listUserTickets: defineCall({
    method: 'GET',
    path: '/user-tickets',
    summary: "The caller's own tickets, newest first",
    roles: raisers,
    query: userTicketListQuerySchema,
    response: pageSchema(ticketSchema),
  }),
  createTicket: defineCall({
    method: 'POST',
    path: '/tickets',
    summary: 'Create a ticket for a user (or for the admin)',
    roles: admin,
    body: ticketCreateSchema,
    response: ticketSchema,
  }),
  listTickets: defineCall({
    method: 'GET',
    path: '/tickets',
    summary: 'All tickets, newest first; filters: status, category, subcategory, assignee (or unassigned), creator, type',
    roles: admin,
    query: ticketListQuerySchema,
    response: pageSchema(ticketSchema),
  }),
  updateTicket: defineCall({
    method: 'PATCH',
    path: '/tickets/{ticket_id}',
    summary: 'Update description, subcategory or status (forward only)',
    roles: admin,
    params: z.object({ ticket_id: positiveId }),
    body: ticketUpdateSchema,
    response: ticketSchema,
  }),
  assignTicket: defineCall({
    method: 'POST',
    path: '/ticket/assignment',
    summary: 'Assign (or reassign) a ticket to an admin; a submitted ticket moves to in-progress',
    roles: admin,
    body: ticketAssignSchema,
    response: ticketSchema,
  }),
  unassignTicket: defineCall({
    method: 'POST',
    path: '/ticket/unassign',
    summary: 'End the current assignment of a ticket',
    roles: admin,
    body: ticketUnassignSchema,
    response: ticketSchema,
  }),
  deleteTicket: defineCall({
    method: 'DELETE',
    path: '/ticket',
    summary: 'Delete a ticket with its assignments, chats and documents (query: ticket_id)',
    roles: admin,
    query: ticketDeleteQuerySchema,
    response: z.object({ id: z.number().int() }),
  }),
  closeTicket: defineCall({
    method: 'POST',
    path: '/ticket/close/{ticket_id}',
    summary: 'Close a ticket (409 when it is already closed)',
    roles: admin,
    params: z.object({ ticket_id: positiveId }),
    response: ticketSchema,
  }),
  listTicketChats: defineCall({
    method: 'GET',
    path: '/ticket/chat',
    summary: 'The chats of a ticket (admins: any ticket; others: their own)',
    roles: everyRole,
    query: z.object({ ticket_id: positiveId }),
    response: z.array(ticketChatSchema),
  }),
  sendTicketMessage: defineCall({
    method: 'POST',
    path: '/ticket/message',
    summary: 'Post a message and/or files to a ticket chat (multipart: chat_id, message, file)',
    roles: everyRole,
    multipart: true,
    body: ticketMessageFieldsSchema,
    response: ticketChatMessageSchema,
  }),
  listTicketChatMessages: defineCall({
    method: 'GET',
    path: '/ticket-chats/messages',
    summary: 'Messages of a ticket chat, oldest first',
    roles: everyRole,
    query: searchQuerySchema.extend({ chat_id: positiveId }),
    response: pageSchema(ticketChatMessageSchema),
  }),
};
