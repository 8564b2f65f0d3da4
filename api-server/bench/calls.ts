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
  /**
   * Sorted first pages (issue 35) of the large lists, each allow-listed field in both directions
   * (the target: p99 under 100 ms on the large seed).
   */
  sorts: [
    ...['id', 'title', 'status', 'job_type', 'job_estimated_budget', 'job_total_cost', 'created_at'].flatMap((f) => [`/jobs?sort=${f}`, `/jobs?sort=-${f}`]),
    '/jobs?status=completed&sort=title',
    ...['name', 'email', 'phone_number', 'type', 'created_at'].flatMap((f) => [`/users?sort=${f}`, `/users?sort=-${f}`]),
    ...['reference_no', 'status', 'created_at'].flatMap((f) => [`/tickets?sort=${f}`, `/tickets?sort=-${f}`]),
    '/tickets?status=in-progress&sort=-reference_no',
    ...['status', 'created_at'].flatMap((f) => [`/service-provider-application?sort=${f}`, `/service-provider-application?sort=-${f}`]),
    ...['status', 'created_at'].flatMap((f) => [
      `/service-provider/onboarding/individual/list?sort=${f}`,
      `/service-provider/onboarding/individual/list?sort=-${f}`,
    ]),
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
  /**
   * The Activity screen's pages (issue 34) over BENCH_AUDIT_EVENTS events (audit-volume.ts): no
   * filter, a staff member, one record, an action, a week; and a deep page. Actor 1 is the demo admin.
   */
  audit: [
    '/audit-events',
    '/audit-events?page=500',
    '/audit-events?actor_id=1',
    '/audit-events?entity_type=job&entity_id=18786',
    '/audit-events?action=approve',
    '/audit-events?action=update&actor_id=1',
    '/audit-events?from=2026-06-01T00:00:00Z&to=2026-06-08T00:00:00Z',
  ],
} as const;
