import { z } from 'zod';
import { defineCall } from './define';
import { USER_TYPES } from './auth';

/**
 * The users calls that pickers make (spec §7 Users): search any user, list the admins. Apart from
 * the users contract (which spreads them into `userCalls`) so that a screen with a picker, the
 * tickets list with its assignee filter, does not load the user forms' rules (issue 39, page weight).
 */
/** User type as a classic zod enum (the auth contract's is zod/mini). */
export const userTypeEnum = z.enum(USER_TYPES);

/** A user in pickers and search results, and next to a ticket (creator, assignee, author). */
export const userOptionSchema = z.object({ id: z.number().int(), type: userTypeEnum, name: z.string(), email: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

export const userSearchQuerySchema = z.object({
  search: z.string().trim().max(500).optional(),
  type: userTypeEnum.optional(),
});

export const userPickerCalls = {
  searchUsers: defineCall({
    method: 'GET',
    path: '/users/search',
    summary: 'Up to 20 users matching name, e-mail or phone, for pickers',
    roles: ['ADMIN'] as const,
    query: userSearchQuerySchema,
    response: z.array(userOptionSchema),
  }),
  listAdmins: defineCall({
    method: 'GET',
    path: '/users/admin',
    summary: 'Every admin, by name, for assignment pickers',
    roles: ['ADMIN'] as const,
    response: z.array(userOptionSchema),
  }),
};
