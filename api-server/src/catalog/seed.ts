import type { Queryable } from '../db/db';
import type { JobType, WorkflowStep } from '../contract';

/** Reference data: the document types and workflows the product runs on (no API creates them). */
export const documentTypeSeed = [
  ['national-id', 'National ID card', 'Maldivian national identity card, both sides'],
  ['passport', 'Passport', 'Photo page of a valid passport'],
  ['work-permit', 'Work permit', 'Valid work permit for expatriate providers'],
  ['business-registration', 'Business registration certificate', 'Certificate of registration issued by the Ministry of Economic Development'],
  ['trade-license', 'Trade license', 'Trade or business license from the island or city council'],
  ['insurance-certificate', 'Insurance certificate', 'Public liability or vehicle insurance'],
  ['driving-license', 'Driving license', 'Valid Maldivian driving license'],
  ['vessel-registration', 'Vessel registration', 'Registration of a boat or vessel used for the service'],
  ['police-clearance', 'Police clearance', 'Police clearance report issued in the last 6 months'],
  ['professional-certificate', 'Professional certificate', 'Trade qualification or professional certificate'],
  ['profile-picture', 'Profile picture', 'Photo of the provider (PNG or JPEG)'],
  ['company-logo', 'Company logo', 'Logo of a business provider'],
  ['job-attachment', 'Job attachment', 'A photo or document attached to a job by the customer'],
  ['proof-of-work', 'Proof of work', 'Photos or documents showing the completed work'],
  ['payment-receipt', 'Payment receipt', 'Bank transfer slip or receipt for a job'],
] as const;

const step = (slug: string, name: string): WorkflowStep => ({ slug, name });

export const workflowSeed: Array<{ slug: string; name: string; type: JobType; steps: WorkflowStep[] }> = [
  {
    slug: 'regular-standard',
    name: 'Standard service',
    type: 'regular',
    steps: [step('site-visit', 'Site visit'), step('materials', 'Materials bought'), step('work-done', 'Work done'), step('cleanup', 'Clean-up')],
  },
  {
    slug: 'regular-onsite-repair',
    name: 'On-site repair',
    type: 'regular',
    steps: [step('diagnose', 'Diagnose the fault'), step('repair', 'Repair'), step('test', 'Test with the customer')],
  },
  {
    slug: 'regular-lessons',
    name: 'Lessons',
    type: 'regular',
    steps: [step('assessment', 'Assessment'), step('sessions', 'Sessions held'), step('report', 'Progress report')],
  },
  { slug: 'express-quick-service', name: 'Express service', type: 'express', steps: [step('on-the-way', 'On the way'), step('work-done', 'Work done')] },
  { slug: 'delivery-standard', name: 'Same-island delivery', type: 'delivery', steps: [step('pickup', 'Picked up'), step('drop-off', 'Dropped off')] },
  {
    slug: 'delivery-inter-island',
    name: 'Inter-island delivery',
    type: 'delivery',
    steps: [
      step('pickup', 'Picked up'),
      step('ferry-departure', 'Loaded on the ferry'),
      step('ferry-arrival', 'Arrived at the island'),
      step('drop-off', 'Dropped off'),
    ],
  },
];

/** Demo categories: [name, active, required document slugs, subcategories [name, workflow slug, active?]]. */
export const categorySeed: Array<[string, boolean, string[], Array<[string, string, boolean?]>]> = [
  [
    'Home Repairs',
    true,
    ['national-id', 'professional-certificate'],
    [
      ['Plumbing', 'regular-standard'],
      ['Electrical wiring', 'regular-standard'],
      ['Air-conditioning service', 'regular-onsite-repair'],
      ['Emergency plumbing', 'express-quick-service'],
      ['Carpentry', 'regular-standard', false],
    ],
  ],
  [
    'Cleaning',
    true,
    ['national-id', 'police-clearance'],
    [
      ['Home cleaning', 'regular-standard'],
      ['Office cleaning', 'regular-standard'],
      ['Express cleaning', 'express-quick-service'],
    ],
  ],
  [
    'Delivery',
    true,
    ['national-id', 'driving-license', 'insurance-certificate'],
    [
      ['Parcel delivery', 'delivery-standard'],
      ['Food delivery', 'delivery-standard'],
      ['Inter-island cargo', 'delivery-inter-island'],
    ],
  ],
  [
    'Boat and Marine',
    true,
    ['national-id', 'vessel-registration'],
    [
      ['Boat engine repair', 'regular-onsite-repair'],
      ['Hull cleaning', 'regular-standard'],
      ['Emergency tow', 'express-quick-service'],
    ],
  ],
  [
    'IT and Electronics',
    true,
    ['national-id'],
    [
      ['Laptop repair', 'regular-onsite-repair'],
      ['Phone screen replacement', 'express-quick-service'],
      ['CCTV installation', 'regular-standard'],
    ],
  ],
  [
    'Tutoring',
    true,
    ['national-id', 'police-clearance', 'professional-certificate'],
    [
      ['Mathematics tutoring', 'regular-lessons'],
      ['Quran classes', 'regular-lessons'],
      ['English lessons', 'regular-lessons'],
    ],
  ],
  [
    'Events',
    true,
    ['business-registration', 'trade-license'],
    [
      ['Catering', 'regular-standard'],
      ['Photography', 'regular-standard'],
    ],
  ],
  ['Gardening', false, ['national-id'], [['Landscaping', 'regular-standard']]],
];

/** Document types and workflows: always (insert-if-absent by slug). */
export async function seedCatalogReference(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into document_types (slug, name, description) select * from unnest($1::text[], $2::text[], $3::text[])
     on conflict (slug) do nothing`,
    [documentTypeSeed.map((d) => d[0]), documentTypeSeed.map((d) => d[1]), documentTypeSeed.map((d) => d[2])],
  );
  await tx.query(
    `insert into workflows (slug, name, type, config) select u.slug, u.name, u.type, u.config::jsonb
     from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as u(slug, name, type, config) on conflict (slug) do nothing`,
    [
      workflowSeed.map((w) => w.slug),
      workflowSeed.map((w) => w.name),
      workflowSeed.map((w) => w.type),
      workflowSeed.map((w) => JSON.stringify({ steps: w.steps })),
    ],
  );
}

/** Demo job categories (created by the admin) with required documents and subcategories. */
export async function seedDemoCatalog(tx: Queryable, adminEmail: string): Promise<void> {
  for (const [name, active, documents, subcategories] of categorySeed) {
    const [category] = await tx.query<{ id: number }>(
      `insert into job_categories (name, active, created_by) values ($1, $2, (select id from users where lower(email) = lower($3)))
       on conflict ((lower(name))) do nothing returning id`,
      [name, active, adminEmail],
    );
    if (!category) continue;
    await tx.query(
      `insert into job_category_document_types (job_category_id, document_type_id) select $1, id from document_types where slug = any($2::text[])`,
      [category.id, documents],
    );
    await tx.query(
      `insert into job_subcategories (name, job_category_id, workflow_id, active)
       select u.name, $1, w.id, u.active from unnest($2::text[], $3::text[], $4::boolean[]) as u(name, workflow, active) join workflows w on w.slug = u.workflow`,
      [category.id, subcategories.map((s) => s[0]), subcategories.map((s) => s[1]), subcategories.map((s) => s[2] ?? true)],
    );
  }
}
