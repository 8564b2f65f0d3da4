import { z } from 'zod';
import { defineCall } from './define';

/** The command palette's record search (issue 35, shape 6): what kinds of records it finds. */
export const SEARCH_KINDS = ['ticket', 'job', 'user', 'application', 'onboarding'] as const;
/** At most this many hits per kind. */
export const SEARCH_HITS_PER_KIND = 5;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().optional(),
  /** Where the admin opens it: the record's drawer when its screen opens one from the URL. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchCalls = {
  searchRecords: defineCall({
    method: 'GET',
    path: '/search',
    summary: `Find records for the command palette: tickets by reference, jobs by id or title, users by name, email or phone, applications and onboarding requests by applicant (at most ${SEARCH_HITS_PER_KIND} of each kind)`,
    roles: ['ADMIN'],
    query: z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(100, 'At most 100 characters') }),
    response: z.array(searchHitSchema),
  }),
};
