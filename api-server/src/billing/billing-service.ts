import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/db';
import { batchName, type BillingPeriod, lastClosedPeriod, overdueAt, periodContaining, shiftPeriod } from './billing-periods';

export interface GeneratedSheet {
  id: number;
  period: string;
  items: number;
}

/** Runs `fn` in a transaction of `db`, or directly when `db` is already one (the seed's). */
const inTransaction = <T>(db: Db | Queryable, fn: (q: Queryable) => Promise<T>): Promise<T> => ('transaction' in db ? db.transaction(fn) : fn(db));

// The jobs a period bills: completed by a business provider inside the period, with a cost,
// not billed before. Shared by the item and the item-job statements so they always agree.
const BILLABLE_JOBS = `j.status = 'completed' and j.job_total_cost is not null
  and j.completed_at >= $2 and j.completed_at < $3
  and not exists (select 1 from business_transfer_sheet_item_jobs b where b.job_id = j.id)`;

// Half up, per job, in cents: (cost x bp + 5000) div 10000; costs are never negative.
const profit = (cost: string, bp: string) => `((${cost}::bigint * ${bp} + 5000) / 10000)`;

/**
 * Produces the sheet of one closed period, once: the sheet row is inserted `on conflict do
 * nothing` on its unique period start, so a second or concurrent generator gets no row back and
 * adds nothing. Items and their jobs go in the same transaction. Undefined when it existed.
 */
export async function generateSheet(db: Db | Queryable, period: BillingPeriod, createdAt: Date): Promise<GeneratedSheet | undefined> {
  return inTransaction(db, async (tx) => {
    const [sheet] = await tx.query<{ id: number }>(
      `insert into business_transfer_sheets (batch_name, billing_period_start, billing_period_end, created_at)
       values ($1, $2, $3, $4) on conflict (billing_period_start) do nothing returning id`,
      [batchName(period), period.start.toISOString(), period.end.toISOString(), createdAt.toISOString()],
    );
    if (!sheet) return undefined;
    const range = [sheet.id, period.start.toISOString(), period.until.toISOString()];
    const items = await tx.query<{ id: number }>(
      `insert into business_transfer_sheet_items (business_transfer_sheet_id, subscription_type_id, billed_service_provider_id,
         status, overdue_at, total_jobs_count, profit_percentage_bp, billed_amount, created_at, updated_at)
       select $1, t.id, j.service_provider_id, 'outstanding', $4, count(*), t.profit_percentage_bp,
         sum(${profit('j.job_total_cost', 't.profit_percentage_bp')}), $5, $5
       from jobs j
       join users u on u.id = j.service_provider_id and u.provider_kind = 'business'
       left join service_provider_subscriptions s on s.user_id = u.id
       join subscription_types t on t.id = coalesce(s.subscription_type_id, (select id from subscription_types where is_default))
       where ${BILLABLE_JOBS}
       group by t.id, t.profit_percentage_bp, j.service_provider_id
       returning id`,
      [...range, overdueAt(period).toISOString(), createdAt.toISOString()],
    );
    if (items.length) {
      await tx.query(
        `insert into business_transfer_sheet_item_jobs (item_id, job_id, job_total_cost, profit_amount)
         select i.id, j.id, j.job_total_cost, ${profit('j.job_total_cost', 'i.profit_percentage_bp')}
         from business_transfer_sheet_items i join jobs j on j.service_provider_id = i.billed_service_provider_id
         where i.business_transfer_sheet_id = $1 and ${BILLABLE_JOBS}`,
        range,
      );
    }
    return { id: sheet.id, period: period.key, items: items.length };
  });
}

/**
 * Every closed period that should have a sheet and has none, oldest first: from the period of
 * the earliest completed job (or the earliest sheet, or else the last closed period itself) to
 * the last closed period at `now`. A month without billable jobs gets an empty sheet.
 */
export async function missingPeriods(db: Queryable, now: number): Promise<BillingPeriod[]> {
  const [row] = await db.query<{ first: number | null }>(
    `select extract(epoch from least(
       (select min(completed_at) from jobs where status = 'completed'),
       (select min(billing_period_start) from business_transfer_sheets)
     ))::float8 * 1000 as first`,
  );
  const last = lastClosedPeriod(now);
  const first = Math.min(row?.first ?? Infinity, last.start.getTime());
  const existing = new Set(
    (
      await db.query<{ ms: number }>(
        'select extract(epoch from billing_period_start)::float8 * 1000 as ms from business_transfer_sheets where billing_period_start <= $1',
        [last.start.toISOString()],
      )
    ).map((r) => r.ms),
  );
  const periods: BillingPeriod[] = [];
  for (let p = periodContaining(first); p.start <= last.start; p = shiftPeriod(p, 1)) {
    if (!existing.has(p.start.getTime())) periods.push(p);
  }
  return periods;
}

/** Generates the sheets of every missing closed period at `now`; returns what it created. */
export async function generateDueSheets(db: Db | Queryable, now: number): Promise<GeneratedSheet[]> {
  const created: GeneratedSheet[] = [];
  for (const period of await missingPeriods(db, now)) {
    const sheet = await generateSheet(db, period, new Date(now));
    if (sheet) created.push(sheet);
  }
  return created;
}

/**
 * The server's billing schedule over `clock`. `generateDue()` is cheap when nothing is due: it
 * remembers the last closed period it has covered and reads the database only once a new
 * period has closed. Concurrent calls share one run.
 */
export function createBillingService(db: Db, clock: () => number) {
  let coveredThrough: number | undefined;
  let running: Promise<GeneratedSheet[]> | undefined;

  async function run(): Promise<GeneratedSheet[]> {
    const now = clock();
    const last = lastClosedPeriod(now).start.getTime();
    if (coveredThrough !== undefined && coveredThrough >= last) return [];
    const created = await generateDueSheets(db, now);
    coveredThrough = last;
    return created;
  }

  return {
    generateDue(): Promise<GeneratedSheet[]> {
      running ??= run().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Starts the billing schedule of a listening server (main.ts): generates the missing sheets now,
 * then checks every minute (`intervalMs`) on an unref'd timer, on the app's clock, logging to
 * the app's logger. Stops when the server closes (before main.ts closes the database); the
 * returned function stops it earlier.
 */
export function startBillingSchedule(app: FastifyInstance, db: Db, intervalMs = 60_000): () => void {
  const billing = createBillingService(db, () => app.clock());
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    billing
      .generateDue()
      .then((created) => {
        if (created.length) app.log.info({ sheets: created }, 'business transfer sheets generated');
      })
      .catch((err: unknown) => app.log.error({ err }, 'business transfer sheet generation failed'));
  };
  const timer = setInterval(tick, intervalMs).unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  app.server.once('close', stop);
  tick();
  return stop;
}
