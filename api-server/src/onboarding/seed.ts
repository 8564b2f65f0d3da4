import type { Queryable } from '../db/db';
import { insertJsonRows, nextIds } from '../applications/json-rows';
import { createPrng, type Prng } from '../seed/prng';
import { seedAnchor } from '../jobs/seed';
import { demoProviderEmails } from '../applications/demo-providers';
import {
  banks,
  businessTypes,
  businessWords,
  designations,
  digits,
  houseNames,
  insurers,
  mobile,
  personName,
  rejectionRemarks,
  skills,
  some,
  streets,
  timeSlots,
  vehicles,
  weekdays,
} from './seed-data';
import { onboardingKinds, type OnboardingKind } from './onboarding-repository';

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** `--scale large`: onboarding requests of each kind, and the applicant accounts behind the open ones. */
export const LARGE_ONBOARDING = { perKind: 5_000, applicants: 3_000 } as const;

interface Person {
  id: number;
  name: string;
  email: string;
  phone_number: string | null;
}
type Status = 'pending' | 'approved' | 'rejected';
interface Plan {
  person: Person;
  status: Status;
  createdAt: number;
  /** Shown as the business name (business requests of business providers). */
  businessName?: string;
}
interface Context {
  rng: Prng;
  anchor: number;
  admins: number[];
  islands: string[];
  categories: number[];
}

function individualRow(ctx: Context, plan: Plan): Record<string, unknown> {
  const { rng } = ctx;
  const idType = rng.chance(0.8) ? 'nid' : rng.pick(['passport', 'workpermit']);
  const bank = rng.pick(banks);
  const hasVehicle = rng.chance(0.5);
  const island = rng.pick(ctx.islands);
  const displayFirst = plan.person.name.split(' ')[0]!;
  return {
    full_name: plan.person.name,
    display_name: rng.chance(0.5) ? displayFirst : `${displayFirst} ${plan.person.name.split(' ').at(-1)![0]}.`,
    date_of_birth: `${rng.int(1965, 2003)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    id_type: idType,
    id_number: idType === 'nid' ? `A${digits(rng, 6)}` : idType === 'passport' ? `${rng.pick(['N', 'P', 'EB'])}${digits(rng, 7)}` : `WP${digits(rng, 8)}`,
    phone_number: plan.person.phone_number ?? mobile(rng),
    email: plan.person.email,
    island,
    street: rng.pick(streets),
    house_no: rng.chance(0.6) ? `H. ${rng.pick(houseNames)}` : `Lot ${rng.int(10000, 19999)}`,
    service_categories: some(rng, ctx.categories, 1, 2),
    specific_skills: some(rng, skills, 1, 3),
    pricing_type: rng.pick(['fixed', 'hourly', 'daily', 'negotiable']),
    service_areas: [island, ...some(rng, ctx.islands, 0, 2).filter((i) => i !== island)],
    availability_days: some(rng, weekdays, 3, 6),
    availability_times: some(rng, timeSlots, 1, 2),
    has_vehicle: hasVehicle,
    vehicle_type: hasVehicle ? rng.pick(vehicles) : null,
    vehicle_plate_number: hasVehicle ? `P-${rng.int(1000, 9999)}` : null,
    bank_name: bank.name,
    account_number: bank.account(rng),
    account_holder_name: plan.person.name,
  };
}

function businessRow(ctx: Context, plan: Plan): Record<string, unknown> {
  const { rng } = ctx;
  const name = plan.businessName ?? `${rng.pick(businessWords.first)} ${rng.pick(businessWords.second)} ${rng.pick(businessWords.suffix)}`;
  const bank = rng.pick(banks);
  const hasFleet = rng.chance(0.6);
  const fleet = hasFleet ? rng.int(1, 12) : null;
  const island = rng.pick(ctx.islands);
  return {
    business_name: name,
    business_registration_no: `${rng.pick(['C', 'C', 'SP', 'P'])}-${String(rng.int(1, 9999)).padStart(4, '0')}/${rng.int(2005, 2025)}`,
    business_type: rng.pick(businessTypes),
    contact_person_name: personName(rng),
    contact_person_designation: rng.pick(designations),
    phone_number: plan.person.phone_number ?? mobile(rng),
    email: plan.person.email,
    office_island: island,
    office_street: rng.pick(streets),
    office_address: `${rng.chance(0.5) ? 'M.' : 'H.'} ${rng.pick(['Coral Tower', 'Reef Building', 'Lagoon Plaza', 'Sea View', 'Trade Centre'])}, ${rng.int(1, 9)}th floor`,
    service_categories: some(rng, ctx.categories, 1, 3),
    services_description: `${name} offers reliable service across ${island} and nearby islands.`,
    team_size: rng.int(2, 60),
    pricing_type: rng.pick(['fixed', 'hourly', 'daily', 'negotiable']),
    pricing_details: rng.chance(0.5) ? 'Quotation after a free site visit; 50% advance for large jobs.' : null,
    service_areas: [island, ...some(rng, ctx.islands, 1, 4).filter((i) => i !== island)],
    availability_days: some(rng, weekdays, 5, 7),
    availability_times: some(rng, timeSlots, 1, 2),
    has_fleet: hasFleet,
    fleet_size: fleet,
    vehicle_types: hasFleet ? some(rng, vehicles, 1, 3) : [],
    vehicle_plate_numbers: hasFleet ? Array.from({ length: Math.min(fleet ?? 0, 4) }, () => `P-${rng.int(1000, 9999)}`) : [],
    trade_licenses: rng.chance(0.7) ? [`TL-${rng.int(2015, 2025)}-${rng.int(100, 999)}`] : [],
    insurance: rng.chance(0.6) ? `${rng.pick(insurers)}, policy ${rng.int(10, 99)}-${rng.int(1000, 9999)}` : null,
    bank_name: bank.name,
    account_number: bank.account(rng),
    account_holder_name: name,
    preferred_payment_cycle: rng.pick(['weekly', 'biweekly', 'monthly']),
  };
}

/** Inserts requests in plan order (ids ascending) with a decision for each decided one. */
async function insertRequests(tx: Queryable, ctx: Context, kind: OnboardingKind, plans: Plan[]): Promise<number> {
  const spec = onboardingKinds[kind];
  const ids = await nextIds(tx, spec.table, plans.length);
  const rows: Array<Record<string, unknown>> = [];
  const decisions: Array<Record<string, unknown>> = [];
  plans.forEach((plan, i) => {
    const decidedAt = plan.status === 'pending' ? null : Math.min(ctx.anchor - 60_000, plan.createdAt + ctx.rng.int(1, 6) * DAY + ctx.rng.int(1, 480) * 60_000);
    const fields = kind === 'individual' ? individualRow(ctx, plan) : businessRow(ctx, plan);
    rows.push({
      id: ids[i],
      user_id: plan.person.id,
      status: plan.status,
      created_at: iso(plan.createdAt),
      updated_at: iso(decidedAt ?? plan.createdAt),
      ...fields,
    });
    if (decidedAt !== null) {
      decisions.push({
        [spec.decisionColumn]: ids[i],
        action: plan.status === 'approved' ? 'approve' : 'reject',
        remarks: plan.status === 'rejected' ? ctx.rng.pick(rejectionRemarks) : ctx.rng.chance(0.4) ? 'Documents verified' : null,
        decided_by: ctx.rng.pick(ctx.admins),
        created_at: iso(decidedAt),
      });
    }
  });
  await insertJsonRows(tx, spec.table, ['id', 'user_id', 'status', 'created_at', 'updated_at', ...spec.fields], rows, 500);
  await insertJsonRows(tx, 'onboarding_decisions', [spec.decisionColumn, 'action', 'remarks', 'decided_by', 'created_at'], decisions);
  return rows.length;
}

/** New vendor accounts (no provider kind yet) behind the open requests; insert-if-absent by e-mail. */
async function applicants(tx: Queryable, rng: Prng, count: number, emailOf: (n: number) => string, passwordHash: string, anchor: number): Promise<Person[]> {
  const rows = Array.from({ length: count }, (_, n) => ({
    name: personName(rng),
    email: emailOf(n + 1),
    phone: mobile(rng),
    at: iso(anchor - rng.int(20, 200) * DAY),
  }));
  await tx.query(
    `insert into users (type, name, email, phone_number, password_hash, created_at, updated_at)
     select 'SERVICE_PROVIDER', r.name, r.email, r.phone, $2, r.at, r.at from jsonb_to_recordset($1::jsonb) as r(name text, email text, phone text, at timestamptz)
     on conflict ((lower(email))) do nothing`,
    [JSON.stringify(rows), passwordHash],
  );
  return tx.query<Person>('select id, name, email, phone_number from users where lower(email) = any($1::text[]) order by id', [
    rows.map((r) => r.email.toLowerCase()),
  ]);
}

async function context(tx: Queryable, seed: number, anchor: number): Promise<Context | null> {
  const admins = (await tx.query<{ id: number }>("select id from users where type = 'ADMIN' order by id")).map((r) => r.id);
  const islands = (await tx.query<{ name: string }>('select distinct name from islands where active order by name')).map((r) => r.name);
  const categories = (await tx.query<{ id: number }>('select id from job_categories where active order by id')).map((r) => r.id);
  if (!admins.length || !islands.length) return null;
  return { rng: createPrng(seed), anchor, admins, islands, categories };
}

const count = async (tx: Queryable, table: string) => (await tx.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const between = (ctx: Context, fromDays: number, toDays: number) =>
  ctx.anchor - ctx.rng.int(fromDays * 24, toDays * 24) * 3_600_000 - ctx.rng.int(0, 59) * 60_000;

/**
 * Demo onboarding requests of both kinds in every status, with decisions by the admins: an
 * approved request behind every individual or business provider (the business name of a
 * business provider is its user name), earlier rejected attempts, and pending or rejected
 * requests of new vendor accounts (they share the demo password). The first request of each
 * kind (id 1) is pending: the route matrix decides it. Only into empty tables.
 */
async function seedDemoOnboarding(tx: Queryable, passwordHash: string, anchor: number): Promise<void> {
  if ((await count(tx, 'individual_onboardings')) + (await count(tx, 'business_onboardings')) > 0) return;
  const ctx = await context(tx, 20260310, anchor);
  if (!ctx) return;
  const providers = await tx.query<Person & { provider_kind: 'individual' | 'business' }>(
    "select id, name, email, phone_number, provider_kind from users where type = 'SERVICE_PROVIDER' and provider_kind is not null and lower(email) = any($1::text[]) order by id",
    [demoProviderEmails()],
  );
  const fresh = await applicants(tx, ctx.rng, 10, (n) => `applicant${n}@example.com`, passwordHash, anchor);
  const individuals = providers.filter((p) => p.provider_kind === 'individual');
  const businesses = providers.filter((p) => p.provider_kind === 'business');

  const individual: Plan[] = [
    ...fresh.slice(0, 4).map((person, i) => ({ person, status: 'pending' as const, createdAt: between(ctx, 1 + i, 2 + i * 2) })),
    ...fresh.slice(4, 6).map((person) => ({ person, status: 'rejected' as const, createdAt: between(ctx, 20, 60) })),
    ...individuals.slice(1, 3).map((person) => ({ person, status: 'rejected' as const, createdAt: between(ctx, 160, 175) })),
    ...individuals.map((person) => ({ person, status: 'approved' as const, createdAt: between(ctx, 90, 150) })),
  ];
  const business: Plan[] = [
    ...fresh.slice(6, 9).map((person, i) => ({ person, status: 'pending' as const, createdAt: between(ctx, 1 + i, 3 + i * 2) })),
    ...fresh.slice(9, 10).map((person) => ({ person, status: 'rejected' as const, createdAt: between(ctx, 15, 40) })),
    ...businesses.slice(0, 1).map((person) => ({ person, status: 'rejected' as const, businessName: person.name, createdAt: between(ctx, 170, 178) })),
    ...businesses.map((person) => ({ person, status: 'approved' as const, businessName: person.name, createdAt: between(ctx, 150, 165) })),
  ];
  await insertRequests(tx, ctx, 'individual', individual);
  await insertRequests(tx, ctx, 'business', business);
}

/**
 * `--scale large`: up to LARGE_ONBOARDING.perKind requests of each kind: an approved one for
 * the bulk providers of that kind (business providers with an earlier rejected attempt), and
 * pending or rejected ones of LARGE_ONBOARDING.applicants new vendor accounts.
 */
async function seedLargeOnboarding(tx: Queryable, passwordHash: string, anchor: number): Promise<void> {
  const ctx = await context(tx, 5_000, anchor);
  if (!ctx) return;
  const fresh = await applicants(tx, ctx.rng, LARGE_ONBOARDING.applicants, (n) => `applicant-${n}@example.com`, passwordHash, anchor);
  const withoutRequest = (kind: OnboardingKind) =>
    tx.query<Person>(
      `select id, name, email, phone_number from users u where type = 'SERVICE_PROVIDER' and provider_kind = $1
       and not exists (select 1 from ${onboardingKinds[kind].table} o where o.user_id = u.id) order by id`,
      [kind],
    );
  const open = (people: Person[]): Plan[] =>
    people.map((person) =>
      ctx.rng.chance(0.6) ? { person, status: 'pending', createdAt: between(ctx, 0, 30) } : { person, status: 'rejected', createdAt: between(ctx, 10, 200) },
    );

  const individualRoom = LARGE_ONBOARDING.perKind - (await count(tx, 'individual_onboardings'));
  if (individualRoom > 0) {
    const applicantsShare = Math.min(1_000, individualRoom);
    const approved = (await withoutRequest('individual')).slice(0, individualRoom - applicantsShare);
    await insertRequests(tx, ctx, 'individual', [
      ...approved.map((person): Plan => ({ person, status: 'approved', createdAt: between(ctx, 30, 400) })),
      ...open(fresh.slice(0, applicantsShare)),
    ]);
  }
  const businessRoom = LARGE_ONBOARDING.perKind - (await count(tx, 'business_onboardings'));
  if (businessRoom > 0) {
    const applicantsShare = Math.min(LARGE_ONBOARDING.applicants - 1_000, businessRoom);
    const providers = (await withoutRequest('business')).slice(0, Math.floor((businessRoom - applicantsShare) / 2));
    await insertRequests(tx, ctx, 'business', [
      ...providers.map((person): Plan => ({ person, status: 'rejected', businessName: person.name, createdAt: between(ctx, 400, 500) })),
      ...providers.map((person): Plan => ({ person, status: 'approved', businessName: person.name, createdAt: between(ctx, 30, 390) })),
      ...open(fresh.slice(1_000, 1_000 + applicantsShare)),
    ]);
  }
}

/** Demo (and with `scale: 'large'`, bulk) onboarding requests; see the two functions above. */
export async function seedOnboarding(tx: Queryable, options: { passwordHash: string; scale?: 'demo' | 'large'; anchor?: number }): Promise<void> {
  const anchor = options.anchor ?? seedAnchor();
  await seedDemoOnboarding(tx, options.passwordHash, anchor);
  if (options.scale === 'large') await seedLargeOnboarding(tx, options.passwordHash, anchor);
}
