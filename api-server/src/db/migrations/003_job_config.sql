-- Configured value lists read by GET /job/config/{slug}.
create table job_config (
  slug text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
