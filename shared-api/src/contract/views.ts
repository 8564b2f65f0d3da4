import { z } from 'zod';
import { defineCall } from './define';
import { LIST_NAMES } from './lists';
import { messages } from './messages';
import { positiveId, recordVersion } from './pagination';

/** Saved views of a list (issue 35, shape 5): a user's named URL search string for one list. */
export const viewMessages = {
  duplicateName: 'You already have a view of this list with this name',
  unknownList: 'Please Select a value',
  queryWithPage: 'A view does not keep the page',
} as const;

export const VIEW_NAME_MAX = 60;
export const VIEW_QUERY_MAX = 2000;

export const listNameSchema = z.enum(LIST_NAMES, { message: viewMessages.unknownList });

const viewName = z.string().trim().min(1, messages.minChars('Name', 1)).max(VIEW_NAME_MAX, messages.tooLarge(VIEW_NAME_MAX));
/** The list's URL search string (a leading `?` is dropped), without `page`: a view opens at page 1. */
const viewQuery = z
  .string()
  .max(VIEW_QUERY_MAX, messages.tooLarge(VIEW_QUERY_MAX))
  .transform((q) => q.replace(/^\?/, ''))
  .refine((q) => !new URLSearchParams(q).has('page'), viewMessages.queryWithPage);

export const savedViewSchema = z.object({
  id: z.number().int(),
  version: recordVersion,
  list: listNameSchema,
  name: z.string(),
  query: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

export const savedViewInputSchema = z
  .object({ list: listNameSchema, name: viewName, query: viewQuery.default(''), is_default: z.boolean().default(false) })
  .strict();
export type SavedViewInput = z.input<typeof savedViewInputSchema>;

export const savedViewUpdateSchema = z.object({ name: viewName.optional(), query: viewQuery.optional(), is_default: z.boolean().optional() }).strict();
export type SavedViewUpdate = z.input<typeof savedViewUpdateSchema>;

const viewId = z.object({ view_id: positiveId });
const admin = ['ADMIN'] as const;

export const viewCalls = {
  listSavedViews: defineCall({
    method: 'GET',
    path: '/views',
    summary: "The caller's saved views of one list, the default first, then by name",
    roles: admin,
    query: z.object({ list: listNameSchema }),
    response: z.array(savedViewSchema),
  }),
  createSavedView: defineCall({
    method: 'POST',
    path: '/views',
    summary: 'Save a view of a list (is_default clears the previous default of that list)',
    roles: admin,
    body: savedViewInputSchema,
    response: savedViewSchema,
  }),
  updateSavedView: defineCall({
    method: 'PATCH',
    path: '/views/{view_id}',
    summary: "Rename, change the query of, or set or unset the default of one of the caller's views",
    roles: admin,
    params: viewId,
    body: savedViewUpdateSchema,
    response: savedViewSchema,
  }),
  deleteSavedView: defineCall({
    method: 'DELETE',
    path: '/views/{view_id}',
    summary: "Delete one of the caller's views",
    roles: admin,
    params: viewId,
    response: z.object({ id: z.number().int() }),
  }),
};
