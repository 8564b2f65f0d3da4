import { z } from 'zod';
import { bodyId } from './columns';
import { defineCall } from './define';
import { messages } from './messages';
import { booleanQuery, pageSchema, positiveId, recordVersion, searchQuerySchema, sortQuery } from './pagination';

// Ticket categories and subcategories (spec §5): their records, inputs, lists, pickers and calls.

/** Who a category is offered to when raising a ticket. */
export const ticketCategoryTypeSchema = z.enum(['ALL', 'CUSTOMER', 'SERVICE_PROVIDER'], { message: messages.select });
export type TicketCategoryType = z.infer<typeof ticketCategoryTypeSchema>;

export const ticketCategorySchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  title: z.string(),
  description: z.string().nullable(),
  category_type: ticketCategoryTypeSchema,
  active: z.boolean(),
  created_at: z.string(),
  /** How many subcategories it has (active or not). */
  subcategory_count: z.number().int(),
});
export type TicketCategory = z.infer<typeof ticketCategorySchema>;

/** A category as a subcategory or a ticket names it. */
export const categorySummarySchema = z.object({ id: z.number().int(), title: z.string(), category_type: ticketCategoryTypeSchema, active: z.boolean() });

export const ticketSubcategorySchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  title: z.string(),
  description: z.string().nullable(),
  ticket_category_id: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
  ticketCategory: categorySummarySchema,
});
export type TicketSubcategory = z.infer<typeof ticketSubcategorySchema>;

const select = bodyId(messages.select);
const title = z
  .string({ message: messages.minChars('Title', 2) })
  .trim()
  .min(2, messages.minChars('Title', 2))
  .max(200);
const description = z.string().trim().max(1000).nullable().optional();

/** Spec §5: ticket category title at least 2. */
export const ticketCategoryInputSchema = z
  .object({ title, description, category_type: ticketCategoryTypeSchema.default('ALL'), active: z.boolean().default(true) })
  .strict();
export type TicketCategoryInput = z.input<typeof ticketCategoryInputSchema>;
/** PATCH body: every field optional, no defaults. */
export const ticketCategoryUpdateSchema = z.object({ title, description, category_type: ticketCategoryTypeSchema, active: z.boolean() }).partial().strict();
export type TicketCategoryUpdate = z.input<typeof ticketCategoryUpdateSchema>;

/** Spec §5: ticket subcategory title at least 2. */
export const ticketSubcategoryInputSchema = z.object({ title, description, ticket_category_id: select, active: z.boolean().default(true) }).strict();
export type TicketSubcategoryInput = z.input<typeof ticketSubcategoryInputSchema>;
export const ticketSubcategoryUpdateSchema = z.object({ title, description, ticket_category_id: select, active: z.boolean() }).partial().strict();
export type TicketSubcategoryUpdate = z.input<typeof ticketSubcategoryUpdateSchema>;

/** Sortable columns of the ticket categories list (`sort`). */
export const ticketCategorySorts = ['title', 'category_type', 'active'] as const;
/** Sortable columns of the ticket subcategories list (`sort`); `category` is the category's title. */
export const ticketSubcategorySorts = ['title', 'category', 'active'] as const;

export const ticketCategoryListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(ticketCategorySorts).shape,
  active: booleanQuery.optional(),
  category_type: ticketCategoryTypeSchema.optional(),
});
export const ticketSubcategoryListQuerySchema = searchQuerySchema.extend({
  ...sortQuery(ticketSubcategorySorts).shape,
  active: booleanQuery.optional(),
  ticket_category_id: positiveId.optional(),
});
/** Pickers: `category_type` keeps the categories offered to that kind of user (and ALL). */
export const ticketSelectQuerySchema = z.object({ category_type: ticketCategoryTypeSchema.optional() });

export const ticketCategoryOptionSchema = z.object({ id: z.number().int(), title: z.string(), category_type: ticketCategoryTypeSchema });
export const ticketCategorySubcategoryOptionSchema = ticketCategoryOptionSchema.extend({
  subcategories: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TicketCategorySubcategoryOption = z.infer<typeof ticketCategorySubcategoryOptionSchema>;

const admin = ['ADMIN'] as const;
const everyRole = ['ADMIN', 'CUSTOMER', 'SERVICE_PROVIDER'] as const;

export const ticketCategoryCalls = {
  createTicketCategory: defineCall({
    method: 'POST',
    path: '/ticket/category',
    summary: 'Create a ticket category',
    roles: admin,
    body: ticketCategoryInputSchema,
    response: ticketCategorySchema,
  }),
  updateTicketCategory: defineCall({
    method: 'PATCH',
    path: '/ticket/category/{category_id}',
    summary: 'Update a ticket category (including active)',
    roles: admin,
    params: z.object({ category_id: positiveId }),
    body: ticketCategoryUpdateSchema,
    response: ticketCategorySchema,
  }),
  listTicketCategories: defineCall({
    method: 'GET',
    path: '/ticket/categories',
    summary: 'Ticket categories, searchable by title or description',
    roles: admin,
    query: ticketCategoryListQuerySchema,
    response: pageSchema(ticketCategorySchema),
  }),
  ticketCategorySelect: defineCall({
    method: 'GET',
    path: '/ticket/category-select-list',
    summary: 'Active ticket categories for pickers',
    roles: everyRole,
    query: ticketSelectQuerySchema,
    response: z.array(ticketCategoryOptionSchema),
  }),
  createTicketSubcategory: defineCall({
    method: 'POST',
    path: '/ticket/subcategories',
    summary: 'Create a ticket subcategory',
    roles: admin,
    body: ticketSubcategoryInputSchema,
    response: ticketSubcategorySchema,
  }),
  listTicketSubcategories: defineCall({
    method: 'GET',
    path: '/ticket/subcategories',
    summary: 'Ticket subcategories with their category',
    roles: admin,
    query: ticketSubcategoryListQuerySchema,
    response: pageSchema(ticketSubcategorySchema),
  }),
  updateTicketSubcategory: defineCall({
    method: 'PATCH',
    path: '/ticket/subcategories/{subcategory_id}',
    summary: 'Update a ticket subcategory (including active)',
    roles: admin,
    params: z.object({ subcategory_id: positiveId }),
    body: ticketSubcategoryUpdateSchema,
    response: ticketSubcategorySchema,
  }),
  ticketCategorySubcategorySelect: defineCall({
    method: 'GET',
    path: '/ticket/category-subcategory-select',
    summary: 'Active categories with their active subcategories, for grouped pickers',
    roles: everyRole,
    query: ticketSelectQuerySchema,
    response: z.array(ticketCategorySubcategoryOptionSchema),
  }),
};
