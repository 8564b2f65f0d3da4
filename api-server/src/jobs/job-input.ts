import type { z } from 'zod';
import { type customerJobInputSchema, jobMessages, messages } from '../contract';
import type { Queryable } from '../db/db';
import { fieldError } from '../http/http-error';

type JobInput = z.output<typeof customerJobInputSchema>;

/** Server-side reference messages of the job inputs (the contract's own where it has one). */
export const jobInputMessages = {
  unknownSubcategory: jobMessages.unknownSubcategory,
  wrongJobType: 'The selected subcategory does not serve this job type',
  unknownBusinessLocation: 'The selected business location does not exist',
  unknownPackageConfig: 'The selected package configuration does not exist',
  unknownIsland: messages.unknownIsland,
} as const;

const refused = (field: string, message: string) => fieldError(400, 'Validation failed', field, message, 'not_found');

/** The job's columns as written by create and update (the package config goes to job_package_configs). */
export interface JobColumns {
  title: string;
  job_description: string;
  job_type: string;
  job_subcategory_id: number;
  job_estimated_budget: number | null;
  business_location_id: number | null;
  delivery_from_island_id: number | null;
  delivery_to_island_id: number | null;
  delivery_from_address: string | null;
  delivery_to_address: string | null;
  delivery_item_type: string | null;
  scheduled_job_date: string | null;
}

/**
 * Checks what the input refers to (400 on the field: an active subcategory whose workflow serves
 * the job type, an active business location, existing islands, an active package configuration)
 * and returns the job's columns plus the job category (for the provider approval check).
 */
export async function checkJobInput(db: Queryable, input: JobInput): Promise<{ columns: JobColumns; categoryId: number; packageConfigId: number | null }> {
  const [sub] = await db.query<{ job_category_id: number; type: string }>(
    'select s.job_category_id, w.type from job_subcategories s join workflows w on w.id = s.workflow_id where s.id = $1 and s.active',
    [input.job_subcategory_id],
  );
  if (!sub) throw refused('job_subcategory_id', jobInputMessages.unknownSubcategory);
  if (sub.type !== input.job_type) throw refused('job_subcategory_id', jobInputMessages.wrongJobType);
  const exists = async (sql: string, id: number | undefined) => id === undefined || (await db.query(sql, [id])).length > 0;
  if (!(await exists('select 1 from business_locations where id = $1 and active', input.business_location_id))) {
    throw refused('business_location_id', jobInputMessages.unknownBusinessLocation);
  }
  for (const field of ['delivery_from_island_id', 'delivery_to_island_id'] as const) {
    if (!(await exists('select 1 from islands where id = $1', input[field]))) throw refused(field, jobInputMessages.unknownIsland);
  }
  if (!(await exists('select 1 from package_configs where id = $1 and is_active', input.package_config_id))) {
    throw refused('package_config_id', jobInputMessages.unknownPackageConfig);
  }
  return {
    categoryId: sub.job_category_id,
    packageConfigId: input.package_config_id ?? null,
    columns: {
      title: input.title,
      job_description: input.job_description,
      job_type: input.job_type,
      job_subcategory_id: input.job_subcategory_id,
      job_estimated_budget: input.job_estimated_budget ?? null,
      business_location_id: input.business_location_id ?? null,
      delivery_from_island_id: input.delivery_from_island_id ?? null,
      delivery_to_island_id: input.delivery_to_island_id ?? null,
      delivery_from_address: input.delivery_from_address ?? null,
      delivery_to_address: input.delivery_to_address ?? null,
      delivery_item_type: input.delivery_item_type ?? null,
      scheduled_job_date: input.scheduled_job_date ?? null,
    },
  };
}

const COLUMN_NAMES: Array<keyof JobColumns> = [
  'title',
  'job_description',
  'job_type',
  'job_subcategory_id',
  'job_estimated_budget',
  'business_location_id',
  'delivery_from_island_id',
  'delivery_to_island_id',
  'delivery_from_address',
  'delivery_to_address',
  'delivery_item_type',
  'scheduled_job_date',
];

/** Inserts a job with `columns` in `status` for customer `createdBy`; returns its id. */
export async function insertJob(db: Queryable, columns: JobColumns, status: string, createdBy: number, packageConfigId: number | null): Promise<number> {
  const values = COLUMN_NAMES.map((c) => columns[c]);
  const placeholders = COLUMN_NAMES.map((_, i) => `$${i + 3}`).join(', ');
  const [row] = await db.query<{ id: number }>(
    `insert into jobs (status, created_by, ${COLUMN_NAMES.join(', ')}) values ($1, $2, ${placeholders}) returning id`,
    [status, createdBy, ...values],
  );
  await setPackageConfig(db, row!.id, packageConfigId);
  return row!.id;
}

/** Replaces the job's editable columns (a draft or posted job: spec §7 update). */
export async function updateJobColumns(db: Queryable, id: number, columns: JobColumns, packageConfigId: number | null): Promise<void> {
  const sets = COLUMN_NAMES.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await db.query(`update jobs set ${sets}, updated_at = now() where id = $1`, [id, ...COLUMN_NAMES.map((c) => columns[c])]);
  await db.query('delete from job_package_configs where job_id = $1', [id]);
  await setPackageConfig(db, id, packageConfigId);
}

async function setPackageConfig(db: Queryable, jobId: number, packageConfigId: number | null) {
  if (packageConfigId !== null) await db.query('insert into job_package_configs (job_id, package_config_id) values ($1, $2)', [jobId, packageConfigId]);
}
