-- The package configurations chosen for a delivery job (spec §3: Job.packageConfigs).
create table job_package_configs (
  job_id integer not null constraint job_package_configs_job_fkey references jobs (id) on delete cascade,
  package_config_id integer not null constraint job_package_configs_package_config_fkey references package_configs (id),
  created_at timestamptz not null default now(),
  primary key (job_id, package_config_id)
);
-- "Which jobs use this package configuration" and the foreign key.
create index job_package_configs_package_config_idx on job_package_configs (package_config_id);
