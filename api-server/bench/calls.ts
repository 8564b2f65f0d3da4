// The calls the API benches measure (api-latency.ts, start-memory.ts).

/** The calls measured. `lists` needs the large seed to mean anything (100,000 jobs: page 4000 of 5000 at size 20). */
export const callSets = {
  locations: ['/atolls', '/islands?page=2', '/islands?search=hithadhoo', '/business-locations'],
  lists: [
    '/jobs?page=1',
    '/jobs?page=4000',
    '/jobs?search=plumbing',
    '/jobs?status=completed',
    '/users?search=naseem',
    '/tickets',
    '/tickets?status=in-progress',
    '/tickets?page=900&size=20',
    '/tickets?assigned_to_user_id=unassigned',
    '/tickets?search=invoice',
    '/service-provider/onboarding/individual/list?status=pending',
    '/service-provider-application?status=submitted',
    '/business-transfer-sheet',
  ],
  /** Repeated against varied search terms (search-terms.ts): what the memo of totals saves, and what it does not. */
  searches: ['/jobs?search=plumbing', '/jobs?search={job-term}', '/users?search=naseem', '/users?search={user-term}'],
  /** What the dashboard asks (issue 13): the summary calls and the lists it counts with `size=1`. */
  dashboard: [
    '/jobs/summary',
    '/tickets/summary',
    '/business-transfer-sheet/summary',
    '/service-provider-application?status=submitted&size=1',
    '/service-provider/onboarding/individual/list?status=pending&size=1',
    '/service-provider/onboarding/business/list?status=pending&size=1',
    '/islands?active=false&size=1',
    '/delivery-distance-addons?is_active=false&size=1',
  ],
} as const;
