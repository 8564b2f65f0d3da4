-- Sorted lists (issue 35): the first page of a sort walks an index in the sort's order instead of
-- sorting every row (on the large seed, 100,000 jobs sorted by title took 0.5-2 s a page).
-- Each index matches sortOrderBy's expression (lists/sort.ts) then id, the tie-break; a b-tree is
-- read both ways, so one index serves ascending and descending, except for nullable columns, whose
-- nulls go last both ways (a second index in the descending order). Orders on created_at and id
-- have theirs already; small lists (catalog, locations, delivery pricing, billing) sort in memory.
-- Figures: docs/api-performance.md, "Sorted lists".
create index jobs_title_sort_idx on jobs ((lower(title) collate "C"), id);
create index jobs_status_sort_idx on jobs ((status collate "C"), id);
create index jobs_job_type_sort_idx on jobs ((job_type collate "C"), id);
create index jobs_budget_sort_idx on jobs (job_estimated_budget, id);
create index jobs_budget_desc_sort_idx on jobs (job_estimated_budget desc nulls last, id desc);
create index jobs_total_cost_sort_idx on jobs (job_total_cost, id);
create index jobs_total_cost_desc_sort_idx on jobs (job_total_cost desc nulls last, id desc);

create index users_name_sort_idx on users ((lower(name) collate "C"), id);
create index users_email_sort_idx on users ((lower(email) collate "C"), id);
create index users_phone_sort_idx on users (phone_number, id);
create index users_phone_desc_sort_idx on users (phone_number desc nulls last, id desc);
create index users_type_sort_idx on users ((type collate "C"), id);

create index tickets_reference_sort_idx on tickets ((reference_no collate "C"), id);
create index tickets_status_sort_idx on tickets ((status collate "C"), id);

create index audit_events_action_sort_idx on audit_events ((action collate "C"), id);
create index audit_events_entity_type_sort_idx on audit_events ((entity_type collate "C"), id);

create index service_provider_applications_status_sort_idx on service_provider_applications ((status collate "C"), id);
create index individual_onboardings_status_sort_idx on individual_onboardings ((status collate "C"), id);
create index business_onboardings_status_sort_idx on business_onboardings ((status collate "C"), id);
