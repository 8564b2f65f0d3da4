import type { Db } from '../src/db/db';

/** Events the audit bench reads through (BENCH_AUDIT_EVENTS): about a year of a busy back-office. */
export const AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 200_000);

/** The week the time-range call asks for (inside the generated year). */
export const AUDIT_WEEK = { from: '2026-06-01T00:00:00Z', to: '2026-06-08T00:00:00Z' };

/**
 * Tops the audit trail up to AUDIT_EVENTS rows, as a seeded year would leave it: writes spread
 * over Jan 1 - Nov 1 2026 by the seed's admins (the demo admin does a tenth of them), mostly
 * updates of jobs, tickets and the location and pricing records, some decisions and sign-ins,
 * each with a small `changes` object. The seed writes few events (it inserts rows directly), so
 * without this the audit calls would read an almost empty table. Then vacuum analyze, as after
 * any bulk load. On PGlite the run works on a copy (bench-db.ts), so each run inserts them
 * (about 10-20 s); on PostgreSQL they stay.
 */
export async function ensureAuditVolume(db: Db): Promise<{ inserted: number; total: number }> {
  const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from audit_events')) as [{ n: number }];
  const missing = Math.max(0, AUDIT_EVENTS - n);
  if (missing > 0) {
    await db.query(
      `with admins as (select array_agg(id order by id) as ids from users where type = 'ADMIN'),
            kinds as (select array['job','job','job','ticket','ticket','atoll','island','business_location','delivery_slot','package_config',
                                   'service_provider_application','individual_onboarding','business_onboarding','user','session'] as k)
       insert into audit_events (occurred_at, actor_id, actor_email, ip, method, route, operation, action, entity_type, entity_id, changes)
       select timestamptz '2026-01-01' + (i::float8 / $1) * interval '304 days',
              case when i % 10 = 0 then admins.ids[1] else admins.ids[1 + (i % cardinality(admins.ids))] end,
              null, '127.0.0.1', 'PUT', '/api/v1/bench', 'bench',
              case when kind = 'session' then 'sign-in'
                   when i % 50 = 0 then 'approve' when i % 51 = 0 then 'reject' when i % 7 = 0 then 'create'
                   when i % 23 = 0 then 'assign' when i % 29 = 0 then 'close' else 'update' end,
              kind,
              case when kind = 'session' then null else (1 + (i * 7919) % 20000)::text end,
              case when kind = 'session' then '{}'::jsonb
                   else jsonb_build_object('status', jsonb_build_object('before', 'open', 'after', 'in_progress'),
                                           'version', jsonb_build_object('before', i % 5, 'after', i % 5 + 1)) end
       from generate_series(1, $1::int) as i, admins, kinds, lateral (select kinds.k[1 + (i % cardinality(kinds.k))] as kind) as pick`,
      [missing],
    );
    await db.exec('vacuum analyze audit_events');
  }
  return { inserted: missing, total: n + missing };
}
