import type { z } from 'zod';
import { jobMessages, type publicProfileInputSchema } from '../contract';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/http-error';
import { APPROVED_CATEGORY_IDS } from '../jobs/job-access';
import { jobInputMessages } from '../jobs/job-input';

type ProfileInput = z.output<typeof publicProfileInputSchema>;

export const offeringMessages = {
  notApproved: 'You are not approved for the category of this subcategory',
  unknownOffering: 'This offering is not one of yours',
  percentageTooLarge: 'A percentage discount is at most 10000 basis points (100%)',
  discountAbovePrice: 'The discount must not be more than the price',
} as const;

/** Basis points in 100%. */
const WHOLE = 10_000;

/**
 * Checks the offerings of a profile input: an active subcategory of a category the provider is
 * approved for, an existing package config, a discount within the price (or 100%), and ids of
 * the provider's own offerings. All issues at once, each on its field (`offerings.2.price`).
 */
async function checkOfferings(db: Queryable, userId: number, profileId: number | null, input: ProfileInput): Promise<void> {
  const issues: Array<{ path: Array<string | number>; message: string; code: string }> = [];
  const add = (i: number, field: string, message: string) => issues.push({ path: ['offerings', i, field], message, code: 'invalid' });
  for (const [i, o] of input.offerings.entries()) {
    const [sub] = await db.query<{ approved: boolean }>(
      `select s.job_category_id in (${APPROVED_CATEGORY_IDS}) as approved from job_subcategories s where s.id = $2 and s.active`,
      [userId, o.job_subcategory_id],
    );
    if (!sub) add(i, 'job_subcategory_id', jobMessages.unknownSubcategory);
    else if (!sub.approved) add(i, 'job_subcategory_id', offeringMessages.notApproved);
    if (o.package_config_id != null && !(await db.query('select 1 from package_configs where id = $1', [o.package_config_id])).length) {
      add(i, 'package_config_id', jobInputMessages.unknownPackageConfig);
    }
    if (o.discount_by?.type === 'percentage' && o.discount_by.value > WHOLE) add(i, 'discount_by', offeringMessages.percentageTooLarge);
    if (o.discount_by?.type === 'amount' && o.discount_by.value > o.price) add(i, 'discount_by', offeringMessages.discountAbovePrice);
    if (o.id !== undefined && !(await db.query('select 1 from offerings where id = $1 and public_profile_id = $2', [o.id, profileId])).length) {
      add(i, 'id', offeringMessages.unknownOffering);
    }
  }
  if (issues.length) throw new HttpError(400, 'Validation failed', issues[0]!.message, issues);
}

/**
 * Creates or replaces provider `userId`'s public profile: its fields, FAQ (replaced), and
 * offerings (those sent with an id are updated, those without one created, those not sent
 * deleted). Returns nothing: the caller reads the profile back.
 */
export async function savePublicProfile(db: Queryable, userId: number, input: ProfileInput): Promise<void> {
  const [existing] = await db.query<{ id: number }>('select id from public_profiles where user_id = $1 for update', [userId]);
  await checkOfferings(db, userId, existing?.id ?? null, input);
  const [profile] = existing
    ? await db.query<{ id: number }>(
        'update public_profiles set hero_banner_title = $2, title = $3, intro = $4, updated_at = now() where id = $1 returning id',
        [existing.id, input.hero_banner_title ?? null, input.title, input.intro ?? null],
      )
    : await db.query<{ id: number }>('insert into public_profiles (user_id, hero_banner_title, title, intro) values ($1, $2, $3, $4) returning id', [
        userId,
        input.hero_banner_title ?? null,
        input.title,
        input.intro ?? null,
      ]);
  const id = profile!.id;
  await db.query('delete from public_profile_faqs where public_profile_id = $1', [id]);
  for (const [position, q] of input.faq.entries()) {
    await db.query('insert into public_profile_faqs (public_profile_id, position, question, answer) values ($1, $2, $3, $4)', [
      id,
      position,
      q.question,
      q.answer,
    ]);
  }
  const kept = input.offerings.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  await db.query('delete from offerings where public_profile_id = $1 and not (id = any($2::int[]))', [id, kept]);
  for (const o of input.offerings) {
    const values = [
      o.name,
      o.job_subcategory_id,
      o.description ?? null,
      o.sub_services,
      o.eta_in_day ?? null,
      o.package_config_id ?? null,
      o.price,
      o.discount_by?.type ?? null,
      o.discount_by?.value ?? null,
      o.active,
    ];
    if (o.id === undefined) {
      await db.query(
        `insert into offerings (public_profile_id, name, job_subcategory_id, description, sub_services, eta_in_day, package_config_id, price, discount_type, discount_value, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, ...values],
      );
    } else {
      await db.query(
        `update offerings set name = $2, job_subcategory_id = $3, description = $4, sub_services = $5, eta_in_day = $6, package_config_id = $7, price = $8,
           discount_type = $9, discount_value = $10, active = $11 where id = $1`,
        [o.id, ...values],
      );
    }
  }
}
