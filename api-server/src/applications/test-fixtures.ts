import type { Queryable } from '../db/db';

/**
 * Rows for the applications, onboarding and billing tests, inserted straight into the
 * database (the API under test is not the one that creates them). Names carry a marker so a
 * test can find its own rows among the demo seed's.
 */
export async function insertProvider(db: Queryable, name: string, options: { kind?: 'individual' | 'business' | null; phone?: string } = {}): Promise<number> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@fixture.test`;
  const [row] = await db.query<{ id: number }>(
    `insert into users (type, name, email, phone_number, password_hash, provider_kind)
     values ('SERVICE_PROVIDER', $1, $2, $3, 'fixture-no-login', $4) returning id`,
    [name, email, options.phone ?? '+9607000000', options.kind ?? null],
  );
  return row!.id;
}

export async function insertJobCategory(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into job_categories (name) values ($1) returning id', [name]);
  return row!.id;
}

let workflowSeq = 0;

/** A subcategory (with its own workflow) under a new category, for jobs. */
export async function insertJobSubcategory(db: Queryable, name: string): Promise<number> {
  const categoryId = await insertJobCategory(db, name);
  const [workflow] = await db.query<{ id: number }>(`insert into workflows (type, slug, name) values ('regular', $1, $2) returning id`, [
    `fixture-${process.pid}-${++workflowSeq}-${Date.now()}`,
    `${name} workflow`,
  ]);
  const [row] = await db.query<{ id: number }>('insert into job_subcategories (name, job_category_id, workflow_id) values ($1, $2, $3) returning id', [
    `${name} sub`,
    categoryId,
    workflow!.id,
  ]);
  return row!.id;
}

export interface FixtureJob {
  providerId: number | null;
  subcategoryId: number;
  customerId: number;
  status?: string;
  cost: number | null;
  completedAt: string | null;
  title?: string;
}

export async function insertJob(db: Queryable, job: FixtureJob): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into jobs (title, job_description, job_type, status, job_total_cost, job_subcategory_id, created_by, service_provider_id, completed_at)
     values ($1, 'Fixture job description', 'regular', $2, $3, $4, $5, $6, $7) returning id`,
    [job.title ?? 'Fixture job', job.status ?? 'completed', job.cost, job.subcategoryId, job.customerId, job.providerId, job.completedAt],
  );
  return row!.id;
}

export async function userIdByEmail(db: Queryable, email: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('select id from users where lower(email) = lower($1)', [email]);
  return row!.id;
}

/** An application as a provider would have left it, with its `submitted` action when not a draft. */
export async function insertApplication(
  db: Queryable,
  app: { userId: number; categoryId: number; status: 'draft' | 'submitted' | 'approved' | 'rejected'; createdAt: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'insert into service_provider_applications (user_id, job_category_id, status, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id',
    [app.userId, app.categoryId, app.status, app.createdAt],
  );
  if (app.status !== 'draft') {
    await db.query(`insert into application_actions (application_id, action_type, action_by, created_at) values ($1, 'submitted', $2, $3)`, [
      row!.id,
      app.userId,
      app.createdAt,
    ]);
  }
  return row!.id;
}
