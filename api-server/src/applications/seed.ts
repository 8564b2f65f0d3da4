import type { Queryable } from '../db/db';
import { seedAnchor } from '../jobs/seed';
import { createPrng, type Prng } from '../seed/prng';
import { APPLICATION_DOCUMENT_RELATION } from './application-repository';
import { demoProviderEmails } from './demo-providers';
import { insertJsonRows, nextIds } from './json-rows';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** `--scale large`: this many applications in all. */
export const LARGE_APPLICATIONS = 5_000;

type Status = 'draft' | 'submitted' | 'approved' | 'rejected';
interface Plan {
  userId: number;
  categoryId: number;
  status: Status;
  createdAt: number;
}
interface Context {
  rng: Prng;
  anchor: number;
  admins: number[];
  categories: Array<{ id: number; name: string; documents: Array<{ id: number; slug: string }> }>;
}

const rejectionRemarks = [
  'Required certificate missing',
  'Police clearance older than 6 months',
  'Documents do not match the applicant',
  "Category not offered on the applicant's island yet",
];
const approvalRemarks = ['All documents verified', 'Verified at the Malé office', null, null];

/** Inserts applications in plan order with their actions (submitted, then the decision) and, optionally, documents. */
async function insertApplications(tx: Queryable, ctx: Context, plans: Plan[], withDocuments: boolean): Promise<void> {
  const ids = await nextIds(tx, 'service_provider_applications', plans.length);
  const rows: Array<Record<string, unknown>> = [];
  const actions: Array<Record<string, unknown>> = [];
  const documents: Array<Record<string, unknown>> = [];
  plans.forEach((plan, i) => {
    const id = ids[i]!;
    const submittedAt = plan.createdAt + ctx.rng.int(10, 600) * 60_000;
    const decidedAt = Math.min(ctx.anchor - 60_000, submittedAt + ctx.rng.int(1, 7) * DAY);
    const decided = plan.status === 'approved' || plan.status === 'rejected';
    rows.push({
      id,
      user_id: plan.userId,
      job_category_id: plan.categoryId,
      status: plan.status,
      created_at: iso(plan.createdAt),
      updated_at: iso(decided ? decidedAt : plan.status === 'submitted' ? submittedAt : plan.createdAt),
    });
    if (plan.status !== 'draft')
      actions.push({ application_id: id, action_type: 'submitted', remarks: null, action_by: plan.userId, created_at: iso(submittedAt) });
    if (decided) {
      actions.push({
        application_id: id,
        action_type: plan.status,
        remarks: plan.status === 'rejected' ? ctx.rng.pick(rejectionRemarks) : ctx.rng.pick(approvalRemarks),
        action_by: ctx.rng.pick(ctx.admins),
        created_at: iso(decidedAt),
      });
    }
    if (withDocuments) {
      const category = ctx.categories.find((c) => c.id === plan.categoryId)!;
      for (const type of category.documents) {
        const image = ctx.rng.chance(0.4);
        documents.push({
          document_type_id: type.id,
          file_original_name: `${type.slug}.${image ? 'jpg' : 'pdf'}`,
          file_size: ctx.rng.int(60, 2400) * 1024,
          mime: image ? 'image/jpeg' : 'application/pdf',
          storage_name: `${image ? 'sample:photo.jpg' : 'sample:receipt.pdf'}#application-${id}-${type.slug}`,
          user_id: plan.userId,
          relation_name: APPLICATION_DOCUMENT_RELATION,
          relation_id: id,
          created_at: iso(plan.createdAt),
        });
      }
    }
  });
  await insertJsonRows(tx, 'service_provider_applications', ['id', 'user_id', 'job_category_id', 'status', 'created_at', 'updated_at'], rows);
  await insertJsonRows(tx, 'application_actions', ['application_id', 'action_type', 'remarks', 'action_by', 'created_at'], actions);
  await insertJsonRows(
    tx,
    'documents',
    ['document_type_id', 'file_original_name', 'file_size', 'mime', 'storage_name', 'user_id', 'relation_name', 'relation_id', 'created_at'],
    documents,
  );
}

async function context(tx: Queryable, seed: number, anchor: number): Promise<Context | null> {
  const admins = (await tx.query<{ id: number }>("select id from users where type = 'ADMIN' order by id")).map((r) => r.id);
  const categories = await tx.query<Context['categories'][number]>(
    `select c.id, c.name, coalesce((select json_agg(json_build_object('id', t.id, 'slug', t.slug) order by t.id)
       from job_category_document_types x join document_types t on t.id = x.document_type_id where x.job_category_id = c.id), '[]') as documents
     from job_categories c where c.active order by c.id`,
  );
  if (!admins.length || !categories.length) return null;
  return { rng: createPrng(seed), anchor, admins, categories };
}

// Which demo category fits a provider's trade, by a word of its name.
const trades: Array<[RegExp, string]> = [
  [/plumb|electric|repair/i, 'Home Repairs'],
  [/marine|boat/i, 'Boat and Marine'],
  [/tutor/i, 'Tutoring'],
  [/mover|logistic|deliver/i, 'Delivery'],
  [/clean/i, 'Cleaning'],
  [/tech|it\b/i, 'IT and Electronics'],
];

/**
 * Demo applications in every status, with actions and the category's required documents: the
 * first two (ids 1 and 2) are submitted (the route matrix approves and rejects them), the third
 * is the demo provider's draft (the matrix submits it), then more awaiting a decision, an
 * approved application behind every provider's trade, rejections with remarks (one later
 * re-applied and approved) and another draft.
 */
async function seedDemoApplications(tx: Queryable, anchor: number): Promise<void> {
  const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from service_provider_applications');
  if (existing!.n > 0) return;
  const ctx = await context(tx, 20260402, anchor);
  if (!ctx) return;
  const providers = await tx.query<{ id: number; name: string; email: string }>(
    "select id, name, email from users where type = 'SERVICE_PROVIDER' and provider_kind is not null and lower(email) = any($1::text[]) order by id",
    [demoProviderEmails()],
  );
  const applicants = await tx.query<{ id: number }>("select id from users where type = 'SERVICE_PROVIDER' and provider_kind is null order by id limit 4");
  if (!providers.length) return;
  const { rng } = ctx;
  const live = new Set<string>();
  const plans: Plan[] = [];
  const add = (userId: number, categoryId: number, status: Status, fromDays: number, toDays: number) => {
    const key = `${userId}:${categoryId}`;
    if (status !== 'rejected' && live.has(key)) return;
    if (status !== 'rejected') live.add(key);
    plans.push({ userId, categoryId, status, createdAt: anchor - rng.int(fromDays * 24, toDays * 24) * 3_600_000 });
  };
  const tradeOf = (name: string) => {
    const match = trades.find(([re]) => re.test(name))?.[1];
    return ctx.categories.find((c) => c.name === match)?.id ?? rng.pick(ctx.categories).id;
  };
  const other = (not: number) => rng.pick(ctx.categories.filter((c) => c.id !== not)).id;

  const demo = providers.find((p) => p.email === 'provider@example.com');
  const [first, second, ...rest] = providers.filter((p) => p !== demo);
  if (!first || !second) return;
  add(first.id, other(tradeOf(first.name)), 'submitted', 1, 3);
  add(second.id, other(tradeOf(second.name)), 'submitted', 2, 4);
  if (demo) add(demo.id, other(tradeOf(demo.name)), 'draft', 0, 2);
  for (const a of applicants) add(a.id, rng.pick(ctx.categories).id, 'submitted', 1, 9);
  for (const p of providers) add(p.id, tradeOf(p.name), 'approved', 120, 175);
  for (const p of rest.slice(0, 3)) add(p.id, other(tradeOf(p.name)), 'rejected', 40, 100);
  if (rest[3]) {
    const category = other(tradeOf(rest[3].name));
    add(rest[3].id, category, 'rejected', 90, 110);
    add(rest[3].id, category, 'approved', 30, 60);
  }
  for (const a of applicants.slice(0, 1)) add(a.id, rng.pick(ctx.categories).id, 'draft', 0, 5);
  await insertApplications(tx, ctx, plans, true);
}

/** `--scale large`: applications up to LARGE_APPLICATIONS, one per provider without one, in every status. */
async function seedLargeApplications(tx: Queryable, anchor: number): Promise<void> {
  const [existing] = await tx.query<{ n: number }>('select count(*)::int as n from service_provider_applications');
  const room = LARGE_APPLICATIONS - existing!.n;
  if (room <= 0) return;
  const ctx = await context(tx, 5_001, anchor);
  if (!ctx) return;
  const users = await tx.query<{ id: number }>(
    `select id from users u where type = 'SERVICE_PROVIDER' and not exists (select 1 from service_provider_applications s where s.user_id = u.id)
     order by id limit $1`,
    [room],
  );
  const statuses: Array<[Status, number]> = [
    ['approved', 45],
    ['submitted', 25],
    ['rejected', 20],
    ['draft', 10],
  ];
  const pick = (): Status => {
    let r = ctx.rng.int(0, 99);
    for (const [status, weight] of statuses) if ((r -= weight) < 0) return status;
    return 'approved';
  };
  const plans = users.map(({ id }): Plan => {
    const status = pick();
    const days = status === 'draft' || status === 'submitted' ? ctx.rng.int(0, 30) : ctx.rng.int(10, 400);
    return { userId: id, categoryId: ctx.rng.pick(ctx.categories).id, status, createdAt: anchor - days * DAY - ctx.rng.int(0, 1439) * 60_000 };
  });
  plans.sort((a, b) => a.createdAt - b.createdAt);
  await insertApplications(tx, ctx, plans, false);
}

/** Demo (and with `scale: 'large'`, bulk) service provider applications. Run after the onboarding seed. */
export async function seedApplications(tx: Queryable, options: { scale?: 'demo' | 'large'; anchor?: number } = {}): Promise<void> {
  const anchor = options.anchor ?? seedAnchor();
  await seedDemoApplications(tx, anchor);
  if (options.scale === 'large') await seedLargeApplications(tx, anchor);
}
